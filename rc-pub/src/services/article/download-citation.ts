/**
 * Verb: the citation export file of some articles (downloadCitation, docs/product/citation-and-harvest.md#citation-export): their citation records in the
 * order asked, written in one of the five formats (citation/export/). Unknown ids are skipped and reported.
 */
import { CITATION_MAX_IDS, type CitationExportFormat } from '../../contract/citation.js';
import type { Lang } from '../../contract/wire.js';
import { type CitationFile, exportCitations } from '../../citation/export/index.js';
import { loadCitationRecords } from '../../citation/record.js';
import type { ServiceCtx } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordCitationDownload } from '../member/record-citation-download.js';

/** Input of {@link downloadCitation}. */
export interface DownloadCitationInput {
  /** Article ids in the order wanted, without repeats (1..CITATION_MAX_IDS of them). */
  ids: number[];
  citationType: CitationExportFormat;
  /** Language whose texts lead in one-slot formats, and of the file name. */
  language: Lang;
  /** Include abstracts. */
  abstract: boolean;
  /**
   * The portal's origin (validated x-portal-origin header), for the articles' one address
   * (docs/product/citation-and-harvest.md#citation-records); null/absent: no URLs.
   */
  portalOrigin?: string | null;
  /** The site the download was asked on: accepted, no longer part of the address. */
  siteId?: number | null;
  /** The download's time (file name date); default now. */
  now?: Date;
}

/** The file and which ids had no article. */
export interface DownloadCitationResult {
  file: CitationFile;
  /** Number of articles in the file. */
  count: number;
  /** Ids asked for that rc-pub does not know, in the order asked. */
  skipped: number[];
}

/**
 * The export of `input.ids` in `input.citationType`.
 * @throws RcPubError 400 when no id or more than CITATION_MAX_IDS are given; 404 ('No citation information available')
 *   when none of the ids is an article.
 */
export async function downloadCitation({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: DownloadCitationInput;
}): Promise<DownloadCitationResult> {
  const ids = [...new Set(input.ids)];
  if (!ids.length) throw badRequest('missingParam', { name: 'ids' });
  if (ids.length > CITATION_MAX_IDS)
    throw badRequest('tooManyIds', { name: 'ids', max: CITATION_MAX_IDS, count: ids.length });
  const records = await loadCitationRecords(ctx.db, ids, { portalOrigin: input.portalOrigin ?? null });
  if (!records.length) throw notFound('noCitation');
  const found = new Set(records.map((r) => r.id));
  const file = exportCitations(
    input.citationType,
    records,
    { abstract: input.abstract, language: input.language },
    input.now,
  );
  // A member's export is kept in their downloads (docs/product/members.md#downloads-and-history); visitors' are not recorded
  await recordCitationDownload({ ctx, input: { fileName: file.fileName, articleIds: records.map((r) => r.id) } });
  return { file, count: records.length, skipped: ids.filter((id) => !found.has(id)) };
}
