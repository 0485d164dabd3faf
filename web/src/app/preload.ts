/**
 * Head links for the lazy route chunks a server render used, from the client build's Vite manifest
 * (web/dist/client/.vite/manifest.json): `<link rel="modulepreload">` for the chunk and its static imports, and
 * stylesheets for their CSS, so the page is styled at once and hydrates without waiting for a chunk waterfall.
 * The preloads are `fetchpriority="low"` like the build's own script tags (web/build/headOrder.ts): the
 * document and its stylesheets, which the first paint needs, get the bandwidth first.
 */
import { readFileSync } from 'node:fs';

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
 * Head HTML with preload and stylesheet links for the given manifest keys (unknown keys are ignored); files the
 * template already references (Vite's own entry preloads) are skipped.
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
  return [
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    ...[...js]
      .filter((f) => !template.includes(f))
      .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${f}">`),
  ].join('\n    ');
}
