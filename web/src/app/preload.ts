/**
 * Head tags for the lazy route chunks a server render used, from the client build's Vite manifest
 * (web/dist/client/.vite/manifest.json): stylesheets for their CSS, so the page is styled at once, and the chunk and
 * its static imports named in the page's modules block (startData.ts `PAGE_MODULES_KEY`), which the starter
 * (src/start.ts) preloads with the app's own modules after the first paint, so the page hydrates without waiting for
 * a chunk waterfall and the document and its stylesheets, which the first paint needs, get the bandwidth first.
 */
import { readFileSync } from 'node:fs';
import { serializeState } from './apolloCache.js';
import { PAGE_MODULES_KEY } from './startData.js';

/** One entry of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

let cached: Manifest | null | undefined;

function loadManifest(): Manifest | null {
  if (cached !== undefined) return cached;
  try {
    cached = JSON.parse(readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8')) as Manifest;
  } catch {
    cached = null; // not built next to a client build (dev/test): no preload links
  }
  return cached;
}

/**
 * Head HTML for the given manifest keys (unknown keys are ignored): stylesheet links, then the modules block listing
 * the chunks' files (`/assets/….js`); files the template already names (the entry and its imports) are skipped.
 */
export function preloadLinks(keys: readonly string[], template = '', base = '/'): string {
  const manifest = loadManifest();
  if (!manifest) return '';
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) if (!template.includes(c)) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  const modules = [...js].filter((f) => !template.includes(f)).map((f) => `${base}${f}`);
  return [
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    ...(modules.length
      ? [`<script type="application/json" id="${PAGE_MODULES_KEY}">${serializeState(modules)}</script>`]
      : []),
  ].join('\n    ');
}
