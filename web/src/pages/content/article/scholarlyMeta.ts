/**
 * What indexers and reference managers read in an article page's head: Highwire Press `citation_*` tags
 * (Google Scholar inclusion guidelines), Dublin Core `DC.*` tags (DCMI Metadata Terms), one schema.org
 * `ScholarlyArticle` as JSON-LD (with the PDF as its `encoding`), the PDF's URL (`citation_pdf_url`, `DC.identifier`),
 * and the canonical and hreflang links of the article's zh and en URLs
 * (`/article/id/{siteId}/{thesisId}/{lang}`): its one canonical address whichever host shows it
 * (docs/product/citation-and-harvest.md#one-address-per-article, #scholarly-meta-tags). Built from the article page's
 * one query; pure, so it is unit-tested. Tags with no value are never written (HeadTags drops empty content).
 */
import type { HeadTag } from '../../../app/ssrStatus.js';

/** The article fields the tags need (a subset of the page query's article). */
export interface ScholarlyArticleInput {
  id: number;
  /** The canonical URLs (Article.canonicalUrl); when either is missing, this page's own URLs stand in. */
  canonicalZh?: string | null;
  canonicalEn?: string | null;
  doi?: string | null;
  originalLanguage: string;
  texts: ReadonlyArray<{
    lang: string;
    isOriginal: boolean;
    title: string;
    abstractHtml?: string | null;
    keywords: readonly string[];
  }>;
  contributors: ReadonlyArray<{
    name: string;
    surname?: string | null;
    givenNames?: string | null;
    role: string;
    orcid?: string | null;
    /** A group author (JATS collab): `name` is kept whole. */
    collab?: boolean | null;
    affiliationIds: readonly string[];
  }>;
  affiliations: ReadonlyArray<{ id: string; text: string }>;
  publication: {
    titleZh: string;
    titleEn: string;
    abbrev?: string | null;
    issn?: string | null;
    eissn?: string | null;
    publisher?: string | null;
  };
  issue?: {
    volume: string;
    number: string;
    onlineFirst: boolean;
    year?: number | null;
    /** YYYY-MM-DD. */
    pubDate?: string | null;
  } | null;
  fpage?: string | null;
  lpage?: string | null;
  elocationId?: string | null;
  publishedDate?: string | null;
  articleType?: string | null;
  license?: { url?: string | null; text?: string | null } | null;
  references: ReadonlyArray<{ text: string; doi?: string | null }>;
  /** The article's PDF (Article.pdf); `url` is portal-relative and made absolute on the article URLs' origin. */
  pdf?: { url: string } | null;
}

const meta = (name: string, content: string | null | undefined, lang?: string): HeadTag => ({
  tag: 'meta',
  attrs: { name, content: content?.trim() ?? '', ...(lang ? { lang } : {}) },
});

/** Plain text of sanitized abstract HTML (tags dropped, entities of the sanitizer decoded, blanks collapsed). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** YYYY/MM/DD of an ISO date (Highwire's date form), or the year alone. */
function slashDate(iso: string | null | undefined): string | undefined {
  const m = iso ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(iso) : null;
  return m ? [m[1], m[2], m[3]].filter(Boolean).join('/') : undefined;
}

/**
 * The publication date as ISO 8601 (`YYYY-MM-DD`, or `YYYY` alone): the article's, else its issue's date, else its
 * issue's year (docs/product/citation-and-harvest.md#scholarly-meta-tags); undefined when none is known.
 */
export function publicationDate(a: Pick<ScholarlyArticleInput, 'publishedDate' | 'issue'>): string | undefined {
  const date = a.publishedDate?.trim() || a.issue?.pubDate?.trim();
  if (date) return date;
  return a.issue?.year ? String(a.issue.year) : undefined;
}

/**
 * A `citation_author` / `DC.creator` value: "Surname, Given Names" as Google Scholar asks, else the display name. A
 * group author's name ends in a comma: Zotero (Embedded Metadata and RDF translators, Zotero.Utilities.cleanAuthor)
 * splits a name without a comma at its last space into given and family name, while a name holding a comma is cut
 * at it, and the trailing one is dropped, so the whole name stays the family name.
 */
export function authorName(c: ScholarlyArticleInput['contributors'][number]): string {
  if (c.collab) return `${c.name.trim()},`;
  return c.surname ? [c.surname, c.givenNames].filter(Boolean).join(', ') : c.name;
}

/** The article page URL in `lang` on `origin`. */
export function articleUrl(origin: string, siteId: number, id: number, lang: 'zh' | 'en'): string {
  return `${origin}/article/id/${siteId}/${id}/${lang}`;
}

/**
 * The PDF's absolute URL on the origin of `base` (an article URL or an origin): on the host of the canonical article
 * URLs, as Google Scholar wants the PDF beside the article; undefined without a PDF URL or a base.
 */
function absolutePdfUrl(url: string | null | undefined, base: string | undefined): string | undefined {
  if (!url?.trim() || !base) return undefined;
  try {
    return new URL(url.trim(), new URL(base).origin).href;
  } catch {
    return undefined;
  }
}

/** Language code for `citation_language` and `inLanguage` (zh, en, pt, ...). */
function langCode(lang: string): string {
  return lang.split('-')[0]!.toLowerCase();
}

/**
 * The head tags of an article page. `origin` is the page's origin (absent: no canonical, hreflang or URL tags, which
 * need absolute URLs); `siteId` the current site; `pageLang` the interface language of this URL.
 */
export function scholarlyHeadTags(
  a: ScholarlyArticleInput,
  opts: { origin?: string | undefined; siteId: number; pageLang: 'zh' | 'en' },
): HeadTag[] {
  const original = a.texts.find((t) => t.isOriginal) ?? a.texts[0];
  const others = a.texts.filter((t) => t !== original);
  const lang = langCode(original?.lang ?? a.originalLanguage);
  const zhFirst = lang === 'zh';
  const journalTitle =
    (zhFirst ? a.publication.titleZh || a.publication.titleEn : a.publication.titleEn || a.publication.titleZh) || '';
  const authors = a.contributors.filter((c) => c.role === 'author');
  const affText = new Map(a.affiliations.map((x) => [x.id, x.text]));
  const inIssue = a.issue && !a.issue.onlineFirst ? a.issue : null;
  const firstpage = a.fpage?.trim() || a.elocationId?.trim();
  const published = publicationDate(a);
  const urls =
    a.canonicalZh && a.canonicalEn
      ? { zh: a.canonicalZh, en: a.canonicalEn }
      : opts.origin
        ? { zh: articleUrl(opts.origin, opts.siteId, a.id, 'zh'), en: articleUrl(opts.origin, opts.siteId, a.id, 'en') }
        : null;
  const pdfUrl = absolutePdfUrl(a.pdf?.url, urls?.en ?? opts.origin);
  const tags: HeadTag[] = [];

  // Highwire Press tags, in the article's original language
  tags.push(meta('citation_title', original?.title));
  for (const c of authors) {
    tags.push(meta('citation_author', authorName(c)));
    for (const id of c.affiliationIds) tags.push(meta('citation_author_institution', affText.get(id)));
    tags.push(meta('citation_author_orcid', c.orcid));
  }
  tags.push(meta('citation_publication_date', slashDate(published)));
  if (a.issue?.onlineFirst) tags.push(meta('citation_online_date', slashDate(a.publishedDate)));
  tags.push(meta('citation_journal_title', journalTitle));
  tags.push(meta('citation_journal_abbrev', a.publication.abbrev));
  tags.push(meta('citation_issn', a.publication.issn));
  if (a.publication.eissn !== a.publication.issn) tags.push(meta('citation_issn', a.publication.eissn));
  tags.push(meta('citation_publisher', a.publication.publisher));
  tags.push(meta('citation_volume', inIssue?.volume));
  tags.push(meta('citation_issue', inIssue?.number));
  tags.push(meta('citation_firstpage', firstpage));
  if (a.fpage?.trim()) tags.push(meta('citation_lastpage', a.lpage));
  tags.push(meta('citation_doi', a.doi));
  // the one abstract, in the language of citation_title (a translated one would be taken for it)
  tags.push(meta('citation_abstract', plainText(original?.abstractHtml)));
  tags.push(meta('citation_keywords', original?.keywords.join('; ')));
  tags.push(meta('citation_language', lang));
  if (urls) tags.push(meta('citation_abstract_html_url', urls[zhFirst ? 'zh' : 'en']));
  tags.push(meta('citation_pdf_url', pdfUrl));
  for (const r of a.references) {
    tags.push(meta('citation_reference', r.doi ? `${r.text.trim()}; citation_doi=${r.doi}` : r.text));
  }
  // The other language's keywords, marked with their language; its title and abstract are only in the JSON-LD
  for (const t of others) tags.push(meta('citation_keywords', t.keywords.join('; '), langCode(t.lang)));

  // Dublin Core
  tags.push(meta('DC.title', original?.title));
  for (const c of authors) tags.push(meta('DC.creator', authorName(c)));
  for (const k of original?.keywords ?? []) tags.push(meta('DC.subject', k));
  tags.push(meta('DC.description', plainText(original?.abstractHtml)));
  tags.push(meta('DC.publisher', a.publication.publisher));
  tags.push(meta('DC.date', published));
  tags.push(meta('DC.type', 'Text'));
  tags.push(meta('DC.format', 'text/html'));
  tags.push(meta('DC.identifier', a.doi ? `doi:${a.doi}` : undefined));
  tags.push(meta('DC.identifier', pdfUrl));
  tags.push(meta('DC.language', lang));
  tags.push(meta('DC.source', journalTitle));
  tags.push(meta('DC.rights', a.license?.url || a.license?.text));

  // Canonical (this interface language's URL) and its language alternates
  if (urls) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: urls[opts.pageLang] } });
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'zh', href: urls.zh } });
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: urls.en } });
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: urls[zhFirst ? 'zh' : 'en'] } });
  }

  tags.push({
    tag: 'jsonld',
    json: scholarlyArticleJsonLd(a, { original, others, lang, journalTitle, inIssue, urls, published, pdfUrl }),
  });
  return tags;
}

/** schema.org ScholarlyArticle of the article, both languages (https://schema.org/ScholarlyArticle). */
function scholarlyArticleJsonLd(
  a: ScholarlyArticleInput,
  x: {
    original: ScholarlyArticleInput['texts'][number] | undefined;
    others: ScholarlyArticleInput['texts'];
    lang: string;
    journalTitle: string;
    inIssue: { volume: string; number: string } | null;
    urls: { zh: string; en: string } | null;
    published: string | undefined;
    pdfUrl: string | undefined;
  },
): Record<string, unknown> {
  const affText = new Map(a.affiliations.map((f) => [f.id, f.text]));
  const periodical: Record<string, unknown> = {
    '@type': 'Periodical',
    name: x.journalTitle,
    ...(a.publication.issn || a.publication.eissn
      ? { issn: [a.publication.issn, a.publication.eissn].filter(Boolean) }
      : {}),
    ...(a.publication.publisher ? { publisher: { '@type': 'Organization', name: a.publication.publisher } } : {}),
  };
  let isPartOf: Record<string, unknown> = periodical;
  if (x.inIssue?.volume) isPartOf = { '@type': 'PublicationVolume', volumeNumber: x.inIssue.volume, isPartOf };
  if (x.inIssue?.number) isPartOf = { '@type': 'PublicationIssue', issueNumber: x.inIssue.number, isPartOf };
  const abstract = plainText(x.original?.abstractHtml);
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: x.original?.title,
    name: x.original?.title,
    inLanguage: x.lang,
    ...(x.others.length ? { alternativeHeadline: x.others.map((t) => t.title) } : {}),
    author: a.contributors
      .filter((c) => c.role === 'author')
      .map((c) =>
        // a group author is an organisation, whole (schema.org Organization has no family or given name)
        c.collab
          ? { '@type': 'Organization', name: c.name }
          : {
              '@type': 'Person',
              name: c.name,
              ...(c.surname ? { familyName: c.surname } : {}),
              ...(c.givenNames ? { givenName: c.givenNames } : {}),
              ...(c.orcid ? { sameAs: c.orcid } : {}),
              ...(c.affiliationIds.length
                ? {
                    affiliation: c.affiliationIds.map((id) => ({
                      '@type': 'Organization',
                      name: affText.get(id) ?? id,
                    })),
                  }
                : {}),
            },
      ),
    ...(x.published ? { datePublished: x.published } : {}),
    isPartOf,
    ...(a.doi
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: a.doi },
          sameAs: `https://doi.org/${encodeURI(a.doi)}`,
        }
      : {}),
    ...(x.original?.keywords.length ? { keywords: x.original.keywords.join(', ') } : {}),
    ...(abstract ? { abstract } : {}),
    ...(a.fpage ? { pageStart: a.fpage } : {}),
    ...(a.fpage && a.lpage ? { pageEnd: a.lpage } : {}),
    ...(!a.fpage && a.elocationId ? { pagination: a.elocationId } : {}),
    ...(a.license?.url ? { license: a.license.url } : {}),
    ...(x.urls ? { url: x.urls[x.lang === 'zh' ? 'zh' : 'en'] } : {}),
    ...(x.pdfUrl
      ? { encoding: { '@type': 'MediaObject', contentUrl: x.pdfUrl, encodingFormat: 'application/pdf' } }
      : {}),
    // the other language's title and abstract, each in its own language
    ...(x.others.length
      ? {
          workTranslation: x.others.map((t) => ({
            '@type': 'ScholarlyArticle',
            inLanguage: langCode(t.lang),
            headline: t.title,
            ...(plainText(t.abstractHtml) ? { abstract: plainText(t.abstractHtml) } : {}),
          })),
        }
      : {}),
  };
}
