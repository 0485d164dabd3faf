/**
 * Cached page bodies, compressed once (issue 7). Pages carry no per-response token (no CSP nonce: they have no inline
 * executable script, see security/headers.ts), so a stored body is replayed byte for byte:
 * - `gzip` (level 9) and `br` (quality 6) are made once per entry, off the event loop (libuv's thread pool);
 * - identity is not stored (every browser accepts gzip; it is 5-7 times the compressed size): the rare client that
 *   accepts neither gets the gzip body inflated for its response.
 * Measured on an 88 KB home page: brotli q6 13.9 KB, gzip -9 14.6 KB; storing both costs about 30 KB an entry.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** Brotli quality of stored bodies (compressed once per entry; 11 costs ~130 ms per page, 6 about 1.5 ms). */
const STORED_BROTLI_QUALITY = 6;

/** A body in the forms a response may take (identity is inflated from `gzip` on demand). */
export interface EncodedBody {
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
  return { gzip: gz, br };
}

/** Total stored bytes of a body (for the LRU's byte bound). */
export function bodyBytes(b: EncodedBody): number {
  return b.gzip.length + b.br.length;
}

/**
 * Picks the coding from Accept-Encoding (RFC 9110 §12.5.3: q=0 refuses, `*` covers the rest): br, then gzip, else
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

/** The stored bytes of `coding` (br, gzip), or the inflated body for identity. */
export async function bodyFor(b: EncodedBody, coding: Coding): Promise<Buffer> {
  if (coding === 'br') return b.br;
  if (coding === 'gzip') return b.gzip;
  return gunzip(b.gzip);
}
