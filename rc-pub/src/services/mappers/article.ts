/** Row → wire mappers for articles (docs/product/content.md#articles; article detail). */
import type {
  ArticleDetailWire,
  ArticlePdfWire,
  ArticleSummaryWire,
  ResourceImageWire,
  ResourceWire,
} from '../../contract/wire.js';
import type { ArticleRow, ArticleTextRow } from '../../repositories/articles.js';
import type { ArticleFileFacts, RenditionRow, ResourceFileRow } from '../../repositories/article-files.js';
import { fileUrl, isoDate } from '../../lib/ids.js';
import { articleTextFields } from '../../contract/article-text.js';
import { WEB_IMAGE_TYPES } from '../../contract/article-files.js';

/** Article summary: titles per language (original first), authors' display names, no body. */
export function toArticleSummary(a: ArticleRow, texts: ArticleTextRow[]): ArticleSummaryWire {
  return {
    id: a.id,
    doi: a.doi,
    publicationId: a.publicationId,
    issueId: a.issueId,
    originalLanguage: a.originalLanguage,
    titles: texts.map((t) => ({ lang: t.lang, title: t.title })),
    authors: a.contributors.filter((c) => c.role === 'author').map((c) => c.name),
    columnZh: a.columnZh,
    columnEn: a.columnEn,
    articleType: a.articleType,
    fpage: a.fpage,
    lpage: a.lpage,
    elocationId: a.elocationId,
    publishedDate: isoDate(a.publishedDate),
    publicationType: a.publicationType,
    openAccess: a.openAccess,
    versionLabel: a.versionLabel,
    views: a.views,
    downloads: a.downloads,
    citations: a.citations,
    demo: a.demo,
  };
}

/**
 * The stored image of a resource: its original with the renditions made of it, when the file has renditions or is an
 * image every browser shows; pixels from the file, else from its widest rendition. Null for other files (a data file,
 * a TIFF without renditions) and when the pixels are unknown.
 */
function toImage(r: ResourceFileRow, renditions: readonly RenditionRow[]): ResourceImageWire | null {
  if (!r.fileId || !r.fileMime) return null;
  if (!renditions.length && !WEB_IMAGE_TYPES.includes(r.fileMime)) return null;
  const widest = renditions.reduce<RenditionRow | undefined>((w, x) => (w && w.width >= x.width ? w : x), undefined);
  const width = r.fileWidth ?? widest?.width;
  const height = r.fileHeight ?? widest?.height;
  if (!width || !height) return null;
  return {
    width,
    height,
    fileId: r.fileId,
    mime: r.fileMime,
    size: r.fileSize ?? 0,
    renditions: renditions.map((x) => ({
      purpose: x.purpose as 'web' | 'thumb',
      format: x.format as 'jpeg' | 'webp',
      width: x.width,
      height: x.height,
      fileId: x.renditionFileId,
    })),
  };
}

/**
 * Resource; `fileUrl` and the file fields are set only when the file was stored (else null: pages link the resource
 * at its publisher). `renditions` are those of the resource's file.
 */
export function toResourceWire(r: ResourceFileRow, renditions: readonly RenditionRow[] = []): ResourceWire {
  const stored = r.fileId !== null && r.fileName !== null;
  return {
    id: r.id,
    articleId: r.articleId,
    kind: r.kind as ResourceWire['kind'],
    jatsId: r.jatsId,
    label: r.label,
    captionHtml: r.captionHtml,
    captionText: r.captionText,
    href: r.href,
    mime: r.mime,
    fileUrl: fileUrl(r.fileId),
    tableHtml: r.tableHtml,
    doi: r.doi,
    fileId: stored ? r.fileId : null,
    fileName: stored ? r.fileName : null,
    fileSize: stored ? r.fileSize : null,
    image: stored ? toImage(r, renditions) : null,
    sort: r.sort,
  };
}

/**
 * The article's PDF (docs/product/content.md#article-pdf): the package's when its row says so, else the rendered one
 * with the size of the PDF made so far (null before the first is made).
 */
export function toArticlePdf(pdf: ArticleFileFacts['pdf']): ArticlePdfWire {
  if (pdf?.origin === 'package') return { origin: 'package', size: pdf.size };
  return { origin: 'rendered', size: pdf ? pdf.size : null };
}

/** Full article with texts in every language, contributors, references, resources and its files (PDF, XML). */
export function toArticleDetail(
  a: ArticleRow,
  texts: ArticleTextRow[],
  resources: ResourceFileRow[],
  files: { renditions: readonly RenditionRow[]; facts: ArticleFileFacts },
): ArticleDetailWire {
  const byFile = new Map<number, RenditionRow[]>();
  for (const x of files.renditions) byFile.set(x.fileId, [...(byFile.get(x.fileId) ?? []), x]);
  return {
    ...toArticleSummary(a, texts),
    ids: a.ids,
    texts: texts.map(articleTextFields),
    contributors: a.contributors.map((c) => ({
      name: c.name,
      surname: c.surname ?? null,
      givenNames: c.givenNames ?? null,
      role: c.role,
      orcid: c.orcid ?? null,
      email: c.email ?? null,
      corresponding: c.corresponding ?? false,
      collab: c.collab ?? false,
      affiliationIds: c.affiliationIds ?? [],
    })),
    affiliations: a.affiliations.map((f) => ({
      id: f.id,
      label: f.label ?? null,
      text: f.text,
      institution: f.institution ?? null,
      country: f.country ?? null,
    })),
    references: a.references.map((r) => ({
      id: r.id,
      label: r.label ?? null,
      text: r.text,
      doi: r.doi ?? null,
      pmid: r.pmid ?? null,
      pmcid: r.pmcid ?? null,
      year: r.year ?? null,
      source: r.source ?? null,
      title: r.title ?? null,
    })),
    receivedDate: isoDate(a.receivedDate),
    acceptedDate: isoDate(a.acceptedDate),
    licenseUrl: a.licenseUrl,
    licenseText: a.licenseText,
    resources: resources.map((r) => toResourceWire(r, r.fileId ? (byFile.get(r.fileId) ?? []) : [])),
    pdf: toArticlePdf(files.facts.pdf),
    xml: files.facts.xml,
  };
}
