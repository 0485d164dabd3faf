/**
 * Verb: a file to download (/front/files/download, docs/product/calls-and-errors.md#files): a stored file of an article resource (figure image,
 * supplementary file, media) or an article's JATS XML. A member's download is recorded in their downloads
 * (docs/product/members.md#downloads-and-history); a visitor's is served but not recorded. Every download (member or not) counts as a download of the
 * article in its usage counts (COUNTER R5 rules in usage/counter.ts: crawlers and double clicks left out).
 */
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { optionalMember } from '../../accounts/member-auth.js';
import { insertDownload } from '../../repositories/member-history.js';
import { findArticleXml, findResourceFile } from '../../repositories/member-files.js';
import { toStoredType } from '../../repositories/member-targets.js';
import { resourceTypeOfKind } from '../mappers/member-targets.js';
import { readStoredBytes } from '../../storage/index.js';

/** What to download: `kind` file with a file id, or xml with an article id. */
export interface DownloadInput {
  kind: 'file' | 'xml';
  id?: number | undefined;
  articleId?: number | undefined;
}

/** The bytes to send as an attachment. */
export interface DownloadFile {
  data: Buffer;
  mime: string;
  name: string;
}

/** A file name from a DOI or an id: letters, digits, '.', '-' and '_' only. */
function xmlName(doi: string | null, articleId: number): string {
  const base = doi ? doi.replace(/[^A-Za-z0-9._-]+/g, '_') : `article-${articleId}`;
  return `${base}.xml`;
}

/** Counts a download of `articleId` in its usage (in memory; written in the recorder's next batch). */
function countDownload(ctx: ServiceCtx, articleId: number): void {
  ctx.usage.record({
    articleId,
    metric: 'download',
    token: ctx.token,
    clientIp: ctx.clientIp,
    userAgent: ctx.userAgent,
  });
}

/**
 * The file, recorded for a member.
 * @throws RcPubError 400 when kind=file lacks id or kind=xml lacks articleId; 404 when the file belongs to no article
 *   resource or the article has no stored XML.
 */
export async function downloadFile({ ctx, input }: { ctx: ServiceCtx; input: DownloadInput }): Promise<DownloadFile> {
  const me = await optionalMember(ctx);
  if (input.kind === 'xml') {
    if (input.articleId === undefined) throw badRequest('downloadKind');
    const src = await findArticleXml(ctx.db, input.articleId);
    if (!src) throw notFound('xmlNotFound', { id: input.articleId });
    const file = {
      data: Buffer.from(src.xml, 'utf8'),
      mime: 'application/xml',
      name: xmlName(src.doi, input.articleId),
    };
    countDownload(ctx, input.articleId);
    if (me)
      await insertDownload(ctx.db, {
        memberId: me.memberId,
        articleId: input.articleId,
        resourceType: 428,
        resourceId: input.articleId,
        fileId: null,
        kind: 'xml',
        name: file.name,
      });
    return file;
  }
  if (input.id === undefined) throw badRequest('downloadKind');
  const found = await findResourceFile(ctx.db, input.id);
  if (!found) throw notFound('fileNotFound', { id: input.id });
  const data = await readStoredBytes(ctx.db, found.file); // before counting: a file that cannot be read is no download
  const type = resourceTypeOfKind(found.kind);
  countDownload(ctx, found.articleId);
  if (me)
    await insertDownload(ctx.db, {
      memberId: me.memberId,
      articleId: found.articleId,
      resourceType: type === 0 ? 0 : toStoredType(type),
      resourceId: found.resourceId,
      fileId: found.file.id,
      kind: 'file',
      name: found.file.name,
    });
  return { data, mime: found.file.mime, name: found.file.name };
}
