/**
 * POST /rc-pub/front/files/fileUpload (multipart/form-data: the field `purpose` = avatar | albumCover and one file)
 * → MemberFileWire (docs/product/members.md#upload-rules: avatar JPG/PNG/BMP under 5M, album cover JPG/PNG up to 3M). @fastify/multipart
 * is registered for this route only. The file is read as it streams and dropped past its limit (the rest is discarded,
 * never buffered; the parser itself stops at the largest limit); the verb checks its bytes and re-encodes it.
 */
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_RULES } from '../../contract/member.js';
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

/** What the form carried: the purpose field and the file, or `tooLarge` when the file passed its limit. */
interface UploadForm {
  purpose: string | null;
  file: Buffer | null;
  tooLarge: boolean;
}

/**
 * Reads the form's parts in their order. A file is read as it streams and kept up to its purpose's limit when the
 * purpose came first, else up to the largest limit (the verb checks the purpose's own limit then).
 */
async function readForm(req: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { purpose: null, file: null, tooLarge: false };
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'purpose') form.purpose = String(part.value);
      continue;
    }
    const known = form.purpose === 'avatar' || form.purpose === 'albumCover' ? UPLOAD_RULES[form.purpose] : null;
    const bytes = await readAtMost(part.file, known?.maxBytes ?? MAX_UPLOAD_BYTES);
    if (bytes === null) form.tooLarge = true;
    else form.file = bytes;
  }
  return form;
}

/**
 * {@link readForm}, with a form the parser cannot read (no boundary, a body cut short, a part over the parser's
 * limits) refused as envelope status 400 `uploadMalformed` instead of a fault.
 */
async function readFormOrRefuse(req: FastifyRequest): Promise<UploadForm> {
  try {
    return await readForm(req);
  } catch (err) {
    req.log.info({ err: (err as Error).message }, 'upload: malformed multipart body');
    throw badRequest('uploadMalformed');
  }
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
            'Upload an avatar (JPG, PNG or BMP under 5M) or an album cover (JPG or PNG up to 3M): multipart, a ' +
            'purpose field and one file; the type is read from the bytes and the image re-encoded (token)',
          tags: ['member'],
          headers: commonHeaders,
          response: { 200: envelopeSchema(MemberFileSchema) },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw badRequest('notMultipart');
        const data = await uploadFile({ ctx: req.ctx, input: await readFormOrRefuse(req) });
        return { status: 0, message: t(req.ctx.lang, 'ok'), data };
      },
    );
  });
}
