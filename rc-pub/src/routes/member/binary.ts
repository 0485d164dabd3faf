/**
 * What the member routes that answer bytes share: OpenAPI descriptions of a binary 200 and the safety
 * headers of every served file (lib/file-headers.ts: CSP sandbox, nosniff).
 */
import type { FastifyReply } from 'fastify';
import { FILE_CSP } from '../../lib/file-headers.js';

/** Bytes of any media type: OpenAPI's binary string. */
export const binary = { schema: { type: 'string', format: 'binary' } };

/** Sends `data` of type `mime` with `disposition`, nosniff, the file CSP sandbox and `cacheControl`. */
export function sendBytes(
  reply: FastifyReply,
  file: { data: Buffer; mime: string },
  disposition: string,
  cacheControl: string,
) {
  return reply
    .type(file.mime)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', cacheControl)
    .header('content-length', file.data.length)
    .send(file.data);
}
