/**
 * One citation record per article ("one citation record, many outputs"): CSL-JSON items (CSL-JSON schema
 * 1.0.2, https://github.com/citation-style-language/schema) in the article's original language and in English, plus
 * the fields reference-manager exports carry beyond CSL (CN number, eISSN, keywords and abstracts per language,
 * ORCID and affiliations). Built from what the import stored; never invents a value (a field the article lacks is
 * absent, not guessed). Read by the CSL renderer (batchPublicizeInfo, cite) and the export formats (downloadCitation).
 */
import type { Db } from '../db/client.js';
import { htmlText } from '../import/html.js';
import {
  type CitationArticleRow,
  type CitationSite,
  type CitationTextRow,
  findCitationArticles,
  findCitationSites,
  findCitationTexts,
} from '../repositories/citations.js';
import { canonicalArticleUrl } from './portal-url.js';

/** A CSL name: a person (`family`, `given`) or an organisation/unsplit name (`literal`). */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}

/** A CSL date: one `[year, month?, day?]` part list. */
export interface CslDate {
  'date-parts': [[number, number?, number?]];
}

/** The CSL-JSON item of a journal article (the subset of CSL-JSON 1.0.2 variables we fill). */
export interface CslItem {
  /** The article id as a string (citeproc needs string ids). */
  id: string;
  type: 'article-journal';
  /** BCP 47 code of the item's language ('zh-CN', 'en-US', or the stored code, e.g. 'pt'): GB/T styles pick 等/et al. by it. */
  language: string;
  title: string;
  author: CslName[];
  'container-title'?: string;
  'container-title-short'?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  /** 'fpage-lpage', fpage alone, or the elocation id (e.g. e1000123) of articles without pages. */
  page?: string;
  issued?: CslDate;
  /** The day the citation was made (GB/T 7714 引用日期), set by the renderer when the item has a URL. */
  accessed?: CslDate;
  DOI?: string;
  /** Print ISSN, else the electronic one (exports write both from {@link CitationRecord.journal}). */
  ISSN?: string;
  /** The article's one address (docs/product/citation-and-harvest.md#citation-records), when known. */
  URL?: string;
  /** Plain text. */
  abstract?: string;
  /** Keywords joined with ', '. */
  keyword?: string;
}

/** One language version of the article's descriptive texts, as exports list them. */
export interface CitationText {
  lang: string;
  title: string;
  /** Plain text ('' when this version has none). */
  abstract: string;
  keywords: string[];
}

/** An author for the exports: the CSL name plus ORCID and affiliation lines. */
export interface CitationAuthor extends CslName {
  /** True for a group author (JATS `<collab>`): its `literal` is an organisation's name, never split. */
  collab?: true;
  orcid?: string;
  affiliations: string[];
}

/** Everything a citation or export of one article needs. */
export interface CitationRecord {
  id: number;
  /** Stored language code of the original ('zh', 'en', 'pt', …). */
  originalLanguage: string;
  /** GB/T 7714 edition the journal follows (publications.gbt_edition). */
  gbtEdition: '2015' | '2025';
  /** CSL item in the original language. */
  item: CslItem;
  /** CSL item from the English fields when the original is not English and an English version exists; else null. */
  translated: CslItem | null;
  /** Texts per language, the original first. */
  texts: CitationText[];
  authors: CitationAuthor[];
  journal: {
    titleZh: string;
    titleEn: string;
    abbrev: string | null;
    issn: string | null;
    eissn: string | null;
    /** 国内统一连续出版物号 (CN nn-nnnn/xx) when the journal has one. */
    cn: string | null;
    publisherZh: string | null;
    publisherEn: string | null;
  };
  doi: string | null;
  volume: string | null;
  issue: string | null;
  fpage: string | null;
  lpage: string | null;
  elocationId: string | null;
  /** Publication year: of the article's date, else its issue's date, else its issue's year. */
  year: number | null;
  /** ISO date YYYY-MM-DD of publication: the article's, else its issue's; null when neither is known. */
  publishedDate: string | null;
  /** True while the article is online first (not yet in an issue). */
  onlineFirst: boolean;
  /** JATS article type (research-article, …) when known. */
  articleType: string | null;
  /** The article's one address per language code (zh, en), when the caller gave the portal's origin; else {}. */
  urls: Record<string, string>;
}

/** Options of {@link loadCitationRecords} and {@link buildCitationRecord}. */
export interface CitationRecordOptions {
  /**
   * Origin of the page the call serves (`x-portal-origin`): the records carry the article's one address, on the site
   * its journal prefers (portal-url.ts). Absent or null: no URL (rc-pub alone does not know the portal's address).
   */
  portalOrigin?: string | null | undefined;
  /** Overrides the address (tests, benches): the article page URL in a language. */
  articleUrl?: ((articleId: number, lang: 'zh' | 'en') => string) | undefined;
}

/** CSL language code of a stored language code: zh → zh-CN, en → en-US, others unchanged. */
export function cslLanguage(lang: string): string {
  if (lang === 'zh') return 'zh-CN';
  if (lang === 'en') return 'en-US';
  return lang;
}

function nonEmpty(s: string | null | undefined): string | undefined {
  const t = s?.trim();
  return t ? t : undefined;
}

/**
 * The CSL date of publication (docs/product/citation-and-harvest.md#citation-records): the article's date, else its
 * issue's date, else its issue's year alone.
 */
function dateParts(iso: string | null, year: number | null): CslDate | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (m) return { 'date-parts': [[Number(m[1]), Number(m[2]), Number(m[3])]] };
  return year ? { 'date-parts': [[year]] } : undefined;
}

function pagesOf(a: CitationArticleRow['article']): string | undefined {
  const f = nonEmpty(a.fpage);
  const l = nonEmpty(a.lpage);
  if (f && l && l !== f) return `${f}-${l}`;
  return f ?? nonEmpty(a.elocationId);
}

function authorsOf(a: CitationArticleRow['article']): CitationAuthor[] {
  const affText = new Map(a.affiliations.map((x) => [x.id, x.text]));
  return a.contributors
    .filter((c) => c.role === 'author')
    .map((c) => {
      const name: CslName =
        !c.collab && c.surname
          ? { family: c.surname, ...(nonEmpty(c.givenNames) ? { given: c.givenNames! } : {}) }
          : { literal: c.name };
      const affiliations = c.affiliationIds.map((id) => affText.get(id)).filter((t): t is string => !!t);
      return {
        ...name,
        ...(c.collab ? { collab: true as const } : {}),
        ...(c.orcid ? { orcid: c.orcid } : {}),
        affiliations,
      };
    });
}

function textsOf(rows: CitationTextRow[]): CitationText[] {
  return rows.map((t) => ({
    lang: t.lang,
    title: [t.title.trim(), nonEmpty(t.subtitle)].filter(Boolean).join(': '),
    abstract: t.abstractHtml ? htmlText(t.abstractHtml) : '',
    keywords: t.keywords.filter((k) => k.trim()),
  }));
}

/**
 * Builds the record of one article from its rows (pure; exported for tests). `site` is the site its journal prefers
 * (its address is there when `options.portalOrigin` is given).
 */
export function buildCitationRecord(
  row: CitationArticleRow,
  textRows: CitationTextRow[],
  options: CitationRecordOptions = {},
  site: CitationSite | null = null,
): CitationRecord {
  const a = row.article;
  const texts = textsOf(textRows);
  const original = texts.find((t) => t.lang === a.originalLanguage) ?? texts[0];
  const english = a.originalLanguage === 'en' ? undefined : texts.find((t) => t.lang === 'en');
  const authors = authorsOf(a);
  const publishedDate = a.publishedDate ?? row.issue?.pubDate ?? null;
  const year = publishedDate ? Number(publishedDate.slice(0, 4)) : (row.issue?.year ?? null);
  const inIssue = row.issue && !row.issue.onlineFirst ? row.issue : null;
  const urls: Record<string, string> = {};
  for (const l of ['zh', 'en'] as const) {
    const url = options.articleUrl
      ? options.articleUrl(a.id, l)
      : canonicalArticleUrl(options.portalOrigin, site, a.id, l);
    if (url) urls[l] = url;
  }
  const j = row.journal;

  const item = (text: CitationText | undefined, lang: string, english: boolean): CslItem => {
    const it: CslItem = {
      id: String(a.id),
      type: 'article-journal',
      language: cslLanguage(lang),
      title: text?.title ?? '',
      author: authors.map(({ family, given, literal }) => ({
        ...(family !== undefined ? { family } : {}),
        ...(given !== undefined ? { given } : {}),
        ...(literal !== undefined ? { literal } : {}),
      })),
    };
    // The journal's name in the item's language: Chinese for a Chinese item, else the English (or only) name.
    const zhFirst = lang === 'zh' && !english;
    const container = zhFirst
      ? (nonEmpty(j.titleZh) ?? nonEmpty(j.titleEn))
      : (nonEmpty(j.titleEn) ?? nonEmpty(j.titleZh));
    if (container) it['container-title'] = container;
    if (nonEmpty(j.abbrev)) it['container-title-short'] = j.abbrev!.trim();
    const publisher = zhFirst
      ? (nonEmpty(j.publisherZh) ?? nonEmpty(j.publisherEn))
      : (nonEmpty(j.publisherEn) ?? nonEmpty(j.publisherZh));
    if (publisher) it.publisher = publisher;
    if (inIssue && nonEmpty(inIssue.volume)) it.volume = inIssue.volume.trim();
    if (inIssue && nonEmpty(inIssue.number)) it.issue = inIssue.number.trim();
    const page = pagesOf(a);
    if (page) it.page = page;
    const issued = dateParts(publishedDate, year);
    if (issued) it.issued = issued;
    if (nonEmpty(a.doi)) it.DOI = a.doi!.trim();
    const issn = nonEmpty(j.issn) ?? nonEmpty(j.eissn);
    if (issn) it.ISSN = issn;
    const url = urls[lang === 'zh' ? 'zh' : 'en'];
    if (url) it.URL = url;
    if (text?.abstract) it.abstract = text.abstract;
    if (text?.keywords.length) it.keyword = text.keywords.join(', ');
    return it;
  };

  return {
    id: a.id,
    originalLanguage: a.originalLanguage,
    gbtEdition: j.gbtEdition === '2025' ? '2025' : '2015',
    item: item(original, a.originalLanguage, false),
    translated: english ? item(english, 'en', true) : null,
    texts: original ? [original, ...texts.filter((t) => t !== original)] : texts,
    authors,
    journal: {
      titleZh: j.titleZh,
      titleEn: j.titleEn,
      abbrev: nonEmpty(j.abbrev) ?? null,
      issn: nonEmpty(j.issn) ?? null,
      eissn: nonEmpty(j.eissn) ?? null,
      cn: nonEmpty(j.cn) ?? null,
      publisherZh: nonEmpty(j.publisherZh) ?? null,
      publisherEn: nonEmpty(j.publisherEn) ?? null,
    },
    doi: nonEmpty(a.doi) ?? null,
    volume: inIssue ? (nonEmpty(inIssue.volume) ?? null) : null,
    issue: inIssue ? (nonEmpty(inIssue.number) ?? null) : null,
    fpage: nonEmpty(a.fpage) ?? null,
    lpage: nonEmpty(a.lpage) ?? null,
    elocationId: nonEmpty(a.elocationId) ?? null,
    year,
    publishedDate,
    onlineFirst: a.publicationType === 1 || !inIssue,
    articleType: nonEmpty(a.articleType) ?? null,
    urls,
  };
}

/**
 * The citation records of `ids` in the order asked; ids rc-pub does not know, and repeats, are left out. Two
 * queries whatever the number of ids, two more for the journals' sites with `portalOrigin` (callers cap the ids at
 * CITATION_MAX_IDS).
 */
export async function loadCitationRecords(
  db: Db,
  ids: readonly number[],
  options: CitationRecordOptions = {},
): Promise<CitationRecord[]> {
  const unique = [...new Set(ids)];
  const [rows, texts] = await Promise.all([findCitationArticles(db, unique), findCitationTexts(db, unique)]);
  const sites =
    options.portalOrigin && !options.articleUrl
      ? await findCitationSites(
          db,
          rows.map((r) => r.journal.id),
        )
      : new Map<number, CitationSite>();
  const byId = new Map(rows.map((r) => [r.article.id, r]));
  const textsById = new Map<number, CitationTextRow[]>();
  for (const t of texts) {
    const list = textsById.get(t.articleId);
    if (list) list.push(t);
    else textsById.set(t.articleId, [t]);
  }
  const out: CitationRecord[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (row) out.push(buildCitationRecord(row, textsById.get(id) ?? [], options, sites.get(row.journal.id) ?? null));
  }
  return out;
}
