/**
 * POST /rc-pub/front/files/fileUpload (multipart/form-data: the field `purpose` = avatar | albumCover, then one file)
 * → MemberFileWire (SPEC §7 uploads; §5 avatar JPG/PNG/BMP under 5M, album cover JPG/PNG up to 3M). @fastify/multipart
 * is registered for this route only. The file is read as it streams and refused past its purpose's limit (the rest
 * is discarded, never buffered); the verb checks its bytes and re-encodes it.
 */
import type { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_RULES, type UploadPurpose } from '../../contract/member.js';
import { RcPubPaths } from '../../contract/paths.js';
import { MemberFileSchema } from '../../contract/wire-schemas/member.js';
import { badRequest } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';
import { commonHeaders, envelopeSchema } from '../../lib/route.js';
import { uploadFile } from '../../services/member/upload-file.js';

/** The largest upload of any purpose: the parser stops reading a file here whatever the purpose. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/** Reads `stream` to its end, keeping at most `maxBytes`: the bytes, or null when there were more. */
async function readAtMost(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
  }
  return total > maxBytes || stream.truncated ? null : Buffer.concat(chunks);
}

/** The `purpose` field sent before the file, when it is one of the purposes. */
function purposeOf(part: MultipartFile): UploadPurpose | null {
  const field = part.fields.purpose;
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : null;
  return value === 'avatar' || value === 'albumCover' ? value : null;
}

/** Registers the upload route in its own scope, with the multipart parser. */
export function registerFileUploadRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    scope.post(
      RcPubPaths.fileUpload,
      {
        schema: {
          summary:
            'Upload an avatar (JPG, PNG or BMP under 5M) or an album cover (JPG or PNG up to 3M): multipart, the ' +
            'purpose field before the file; the type is read from the bytes and the image re-encoded (token)',
          tags: ['member'],
          headers: commonHeaders,
          response: { 200: envelopeSchema(MemberFileSchema) },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw badRequest('notMultipart');
        const part = await req.file();
        if (!part) throw badRequest('uploadNoFile');
        try {
          const purpose = purposeOf(part);
          if (!purpose) throw badRequest('uploadPurpose');
          const data = await uploadFile({
            ctx: req.ctx,
            input: { purpose, read: (max) => readAtMost(part.file, max) },
          });
          return { status: 0, message: t(req.ctx.lang, 'ok'), data };
        } finally {
          // a refused upload is read to its end and dropped, so the answer reaches the client
          if (!part.file.readableEnded) await readAtMost(part.file, 0);
        }
      },
    );
  });
}
