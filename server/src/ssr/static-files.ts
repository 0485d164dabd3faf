/**
 * Static files of the web build, compressed by the build, not per request: `/assets/*` (hashed names,
 * cached for a year, immutable) and the other files of web/dist/client (favicon, robots.txt, ...; one hour) are
 * served by @fastify/static with `preCompressed: true`, i.e. from their `.br`/`.gz` siblings when the client accepts
 * them, else the file itself. They are never compressed on the fly (`x-no-compression` tells @fastify/compress).
 * Both are routed file by file (`wildcard: false`, listed once at start: a build does not change under a running
 * gateway): a wildcard route makes @fastify/static list the folder on every request to check the path's spelling
 * (about 2 ms per asset for assets/'s 240 entries, 20 or more assets a page).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Options of {@link staticFiles}. */
export interface StaticFilesOptions {
  /** web/dist/client */
  clientDir: string;
}

/** Registers the build's static files (encapsulated: its hook touches only these routes). */
export async function staticFiles(app: FastifyInstance, opts: StaticFilesOptions): Promise<void> {
  app.addHook('onRequest', async (req) => {
    req.headers['x-no-compression'] = '1';
  });
  const assetsDir = path.join(opts.clientDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      wildcard: false,
      // the compressed siblings are found by preCompressed
      globIgnore: ['**/*.br', '**/*.gz'],
      maxAge: '365d',
      immutable: true,
      decorateReply: false,
      index: false,
      preCompressed: true,
    });
  }
  const others = fs.readdirSync(opts.clientDir).filter((n) => n !== 'index.html' && n !== 'assets');
  if (!others.length) return;
  await app.register(fastifyStatic, {
    root: opts.clientDir,
    prefix: '/',
    wildcard: false,
    // index.html is the SSR template, assets/ is served above, and siblings are found by preCompressed.
    globIgnore: ['assets/**', 'index.html', '**/*.br', '**/*.gz'],
    maxAge: '1h',
    decorateReply: false,
    index: false,
    preCompressed: true,
  });
}
