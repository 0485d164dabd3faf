/**
 * Page weight from the web build: the initial JavaScript of a page (the client entry and the page's route chunk with
 * every chunk they import statically, from web/dist/client/.vite/manifest.json), gzipped; and the inline CSS a
 * server-rendered page carries (<style> blocks in its HTML).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One manifest entry (Vite's build manifest). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Gzipped bytes of a page's initial JavaScript, and the files counted. */
export interface JsWeight {
  gzipBytes: number;
  rawBytes: number;
  files: string[];
}

/**
 * The initial JS of the page whose route module is `pageSrc` (a manifest key such as
 * `src/pages/home/HomePage.tsx`): the starter (`src/start.ts`), the `index.html` entry it loads, the page chunk, and
 * their static imports, each file once.
 * @param clientDir web/dist/client
 * @throws when the manifest or the page's entry is missing (run `pnpm build`)
 */
export function initialJs(clientDir: string, pageSrc: string): JsWeight {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const roots = ['src/start.ts', 'index.html', pageSrc];
  for (const r of roots) if (!manifest[r]) throw new Error(`bench: ${r} is not in the web build's manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  for (const r of roots) visit(r);
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(clientDir, f));
    rawBytes += buf.length;
    gzipBytes += gzipSync(buf, { level: 9 }).length;
  }
  return { gzipBytes, rawBytes, files };
}

/** Inline CSS in an HTML document: the number of <style> blocks and their total bytes. */
export function inlineCss(html: string): { blocks: number; bytes: number } {
  let blocks = 0;
  let bytes = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    blocks++;
    bytes += Buffer.byteLength(m[1] ?? '');
  }
  return { blocks, bytes };
}
