/**
 * Cached page bodies, compressed once. Pages carry no per-response token (no CSP nonce: they have no inline executable
 * script, see plugins/external/helmet.ts), so a stored body is replayed byte for byte in the coding the client takes:
 * `br` (quality 6) and `gzip` (level 9) are made once per entry, off the event loop (libuv's thread pool), and the
 * identity bytes are kept for clients that take neither (crawlers and tools without compression; inflating per response
 * would cost them a thread-pool round trip each). Measured on an 88 KB home page: brotli q6 13.9 KB, gzip -9 14.6 KB.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** Brotli quality of stored bodies (compressed once per entry; 11 costs ~130 ms per page, 6 about 1.5 ms). */
const STORED_BROTLI_QUALITY = 6;

/** A body in the forms a response may take. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A content coding this module can answer with. */
export type Coding = 'br' | 'gzip' | 'identity';

/** Compresses a rendered body once in both stored codings (async zlib: the work runs off the event loop). */
export async function encodeBody(html: string): Promise<EncodedBody> {
  const raw = Buffer.from(html, 'utf8');
  const [gz, br] = await Promise.all([
    gzip(raw, { level: 9 }),
    brotliCompress(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  return { identity: raw, gzip: gz, br };
}

/** Total stored bytes of a body (for the LRU's byte bound). */
export function bodyBytes(b: EncodedBody): number {
  return b.identity.length + b.gzip.length + b.br.length;
}

/**
 * Picks the coding from Accept-Encoding (RFC 9110 section 12.5.3: q=0 refuses, `*` covers the rest): br, then gzip, else
 * identity.
 */
export function pickCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = item.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (c: string) => (q.get(c) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The stored bytes of `coding`. */
export function bodyFor(b: EncodedBody, coding: Coding): Buffer {
  return b[coding];
}
