/**
 * Vite plugin: precompresses the client build. After the bundle is written, every file under
 * `{outDir}/assets` (JS, CSS, fonts, images...) gets `.br` (Brotli, quality 11) and `.gz` (gzip level 9) siblings, so
 * the gateway serves them with @fastify/static `preCompressed` and spends no CPU compressing per request.
 * Only the `client` environment is compressed (the SSR bundle is never sent to browsers).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` next to every file under `dir` (recursively); returns how many files were compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      count += precompressDir(path);
      continue;
    }
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const data = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The plugin (client environment only). */
export function precompress(): Plugin {
  return {
    name: 'rc-precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    writeBundle(options) {
      if (options.dir) precompressDir(join(options.dir, 'assets'));
    },
  };
}
