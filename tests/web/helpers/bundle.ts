/**
 * Reads the client build (web/dist/client/.vite/manifest.json) to measure what a browser loads before hydrating a
 * route: the entry chunk, the route's page chunk and all their static imports (JS), gzip-compressed as served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One Vite manifest entry. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The client build's manifest, keyed by source path. */
export function readManifest(clientDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The JS files loaded before hydration for the given manifest keys (each with its static imports), deduplicated. */
export function initialFiles(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** Gzip size in bytes (level 9, as precompressed) of the files under `clientDir`. */
export function gzipBytes(clientDir: string, files: readonly string[]): number {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(clientDir, f)), { level: 9 }).length, 0);
}
