/** Row → wire mappers for articles (docs/product/content.md#articles; article detail). */
import type { ArticleDetailWire, ArticleSummaryWire, ResourceWire } from '../../contract/wire.js';
import type { ArticleRow, ArticleTextRow, ResourceRow } from '../../repositories/articles.js';
import { fileUrl, isoDate } from '../../lib/ids.js';
import { articleTextFields } from '../../contract/article-text.js';

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

/** Resource; `fileUrl` is set only when the file was stored (else null: the gateway shows a placeholder). */
export function toResourceWire(r: ResourceRow): ResourceWire {
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
    sort: r.sort,
  };
}

/** Full article with texts in every language, contributors, references and resources. */
export function toArticleDetail(a: ArticleRow, texts: ArticleTextRow[], resources: ResourceRow[]): ArticleDetailWire {
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
    resources: resources.map(toResourceWire),
  };
}
