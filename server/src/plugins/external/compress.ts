/**
 * Response compression with @fastify/compress: brotli or gzip for HTML, JSON (/graphql) and other text above 1 KiB,
 * with a moderate brotli quality for dynamic responses. Cached pages arrive already encoded (page-cache/body.ts) and
 * static files from their build siblings (ssr/static-files.ts), and @fastify/compress leaves responses with a
 * Content-Encoding alone. Register it before the routes it should cover (it hooks routes as they are added).
 */
import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Brotli quality of per-response compression (4: ~1 ms for an 88 KB page, 6% larger than quality 6). */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** Options of @fastify/compress for the gateway. */
export function compressOptions(): FastifyCompressOptions {
  return {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  };
}

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, compressOptions());
}

/** Registers response compression for the routes registered after it. */
export const compressPlugin = fp(compression, { name: 'compress', fastify: '5.x' });
