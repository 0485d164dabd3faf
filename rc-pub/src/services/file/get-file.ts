/**
 * Verb: a stored file's bytes (GET /front/files/get?id=, images, their renditions, logos, media;
 * docs/product/calls-and-errors.md#files). The bytes are read from wherever the file store keeps them
 * (docs/product/content.md#stored-files).
 */
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findFile } from '../../repositories/files.js';

/** A stored file: bytes, content type, name and sha256 (used as the ETag). */
export interface StoredFile {
  data: Buffer;
  mime: string;
  name: string;
  sha256: string;
  size: number;
}

/**
 * File `id`.
 * @throws 404 unknown id; FileStoreError when the row exists but its bytes cannot be read (a server fault: the
 *   folder or bucket lost the file or cannot be reached)
 */
export async function getFile({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<StoredFile> {
  const row = await findFile(ctx.db, input.id);
  if (!row) throw notFound('fileNotFound', { id: input.id });
  return { data: row.data, mime: row.mime, name: row.name, sha256: row.sha256, size: row.size };
}
