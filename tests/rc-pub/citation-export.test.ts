/**
 * Citation export (downloadCitation, docs/product/citation-and-harvest.md#citation-export): every format of real seeded articles — an English PLOS
 * article with DOI, a Chinese zhdemo article, the bilingual pt+en Revista de Saúde Pública article (with first and
 * last page), one of another journal with an elocation id instead of pages, one online first without issue — is read
 * back as its tool would read it
 * (tests/helpers/citation-parse.ts) and compared field by field with the database: title, authors, journal, volume,
 * issue, pages, year, DOI, ISSN and abstract; every ISSN and a group author (the PRISMA statement) as each format
 * writes them; the article's one address. Plus the download's headers, file names, skipped ids, the 500-id
 * limit and the 400/404 envelopes in the request language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { CITATION_MAX_IDS } from '../../rc-pub/src/contract/citation.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  articles,
  articleTexts,
  issues,
  publications,
  sitePublications,
  sites,
} from '../../rc-pub/src/db/schema/index.js';
import { htmlText } from '../../rc-pub/src/import/html.js';
import {
  type ParsedCitation,
  parseEndnote,
  parseNoteExpress,
  parseNoteFirst,
  parseWithCitationJs,
} from '../helpers/citation-parse.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

type App = Awaited<ReturnType<typeof buildApp>>;
type Article = typeof articles.$inferSelect;
type Text = typeof articleTexts.$inferSelect;
type Journal = typeof publications.$inferSelect;
type Issue = typeof issues.$inferSelect;

let tdb: TestDb;
let app: App;
let all: Article[];
let texts: Text[];
let journals: Map<number, Journal>;
let issueById: Map<number, Issue>;
/** The five test articles, by role. */
const pick = { plos: 0, zh: 0, bilingual: 0, elocation: 0, onlineFirst: 0 };
let ids: number[];

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  const db = tdb.handle.db;
  all = (await db.select().from(articles)).sort((a, b) => a.id - b.id);
  texts = await db.select().from(articleTexts);
  journals = new Map((await db.select().from(publications)).map((j) => [j.id, j]));
  issueById = new Map((await db.select().from(issues)).map((i) => [i.id, i]));
  const authors = (a: Article) => a.contributors.filter((c) => c.role === 'author').length;
  const langs = (a: Article) => texts.filter((t) => t.articleId === a.id).map((t) => t.lang);
  const find = (what: string, test: (a: Article) => boolean) => {
    const a = all.find(test);
    if (!a) throw new Error(`the seed holds no ${what}`);
    return a.id;
  };
  pick.plos = find('PLOS article with DOI and authors in an issue', (a) => {
    const j = journals.get(a.publicationId)!;
    return j.titleEn.startsWith('PLOS') && !!a.doi && authors(a) > 1 && a.publicationType === 0 && !!a.issueId;
  });
  pick.zh = find('Chinese article', (a) => a.originalLanguage === 'zh');
  pick.bilingual = find('pt + en article', (a) => a.originalLanguage === 'pt' && langs(a).includes('en'));
  pick.elocation = find(
    'another article with an elocation id',
    (a) =>
      !!a.elocationId &&
      !a.fpage &&
      authors(a) > 0 &&
      a.publicationId !== all.find((x) => x.id === pick.plos)!.publicationId,
  );
  pick.onlineFirst = find('online first article', (a) => a.publicationType === 1);
  ids = [pick.plos, pick.zh, pick.bilingual, pick.elocation, pick.onlineFirst];
}, 300_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

const squash = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim();

/**
 * What an export must say about article `id`, from the database rows (not from the citation record), when the text
 * in `lang` leads (the original when there is none).
 */
function expected(id: number, lead: 'zh' | 'en' | 'original', withAbstract: boolean): ParsedCitation {
  const a = all.find((x) => x.id === id)!;
  const own = texts.filter((t) => t.articleId === id);
  const original = own.find((t) => t.isOriginal) ?? own[0]!;
  const text = (lead !== 'original' && own.find((t) => t.lang === lead)) || original;
  const j = journals.get(a.publicationId)!;
  const issue = a.issueId ? issueById.get(a.issueId) : undefined;
  const inIssue = issue && !issue.onlineFirst ? issue : undefined;
  const journal = text.lang === 'zh' ? j.titleZh || j.titleEn : j.titleEn || j.titleZh;
  const pages = a.fpage ? (a.lpage && a.lpage !== a.fpage ? `${a.fpage}-${a.lpage}` : a.fpage) : a.elocationId;
  const abstract = text.abstractHtml ? htmlText(text.abstractHtml) : '';
  return {
    title: [text.title, text.subtitle].filter(Boolean).join(': '),
    authors: a.contributors
      .filter((c) => c.role === 'author')
      .map((c) => (!c.collab && c.surname ? (c.givenNames ? `${c.surname}, ${c.givenNames}` : c.surname) : c.name)),
    journal,
    volume: inIssue?.volume || undefined,
    issue: inIssue?.number || undefined,
    pages: pages ?? undefined,
    year: a.publishedDate ? Number(a.publishedDate.slice(0, 4)) : (issue?.year ?? undefined),
    doi: a.doi ?? undefined,
    issn: j.issn ?? j.eissn ?? undefined,
    abstract: withAbstract && abstract ? abstract : undefined,
  };
}

/** Compares an export's fields with the database's, naming the article and field on failure. */
function expectSame(got: ParsedCitation | undefined, want: ParsedCitation, where: string): void {
  expect(got, where).toBeDefined();
  expect(squash(got!.title), `${where} title`).toBe(squash(want.title));
  expect(got!.authors.map(squash), `${where} authors`).toEqual(want.authors.map(squash));
  expect(got!.journal, `${where} journal`).toBe(want.journal);
  expect(got!.volume, `${where} volume`).toBe(want.volume);
  expect(got!.issue, `${where} issue`).toBe(want.issue);
  expect(got!.pages, `${where} pages`).toBe(want.pages);
  expect(got!.year, `${where} year`).toBe(want.year);
  expect(got!.doi, `${where} DOI`).toBe(want.doi);
  // the first ISSN a reader takes from the field (formats holding several in one field list them `, ` or `; `)
  expect(got!.issn?.split(/[,;]\s*/)[0], `${where} ISSN`).toBe(want.issn);
  expect(squash(got!.abstract), `${where} abstract`).toBe(squash(want.abstract));
}

async function download(query: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `${RcPubPaths.downloadCitation}?${query}`, headers });
}

describe('each format read back matches the database', () => {
  const cases = [
    ['bibtex', parseWithCitationJs, 'en'],
    ['refman', parseWithCitationJs, 'en'],
    ['endnote', (s: string) => parseEndnote(s).map((r) => r.parsed), 'en'],
    ['noteexpress', (s: string) => parseNoteExpress(s).map((r) => r.parsed), 'original'],
    ['notefirst', (s: string) => parseNoteFirst(s).records.map((r) => r.parsed), 'original'],
  ] as const;
  for (const [format, parse, lead] of cases) {
    it(`${format}: title, authors, journal, volume, issue, pages, year, DOI, ISSN, abstract`, async () => {
      const res = await download(`ids=${ids.join(',')}&citationType=${format}&language=en&abstract=1`);
      expect(res.statusCode).toBe(200);
      const parsed = parse(res.body);
      expect(parsed).toHaveLength(ids.length);
      for (const [i, id] of ids.entries()) {
        const role = Object.entries(pick).find(([, v]) => v === id)![0];
        expectSame(parsed[i], expected(id, lead, true), `${format} ${role} article ${id}`);
      }
    });
  }

  it('without abstract=1 no format carries an abstract', async () => {
    for (const format of ['bibtex', 'refman', 'endnote', 'noteexpress', 'notefirst']) {
      const res = await download(`ids=${pick.plos},${pick.bilingual}&citationType=${format}&language=en`);
      expect(res.statusCode).toBe(200);
      expect(res.body, format).not.toMatch(/abstract|^AB {2}-|^%X |\{Abstract\}/im);
    }
  });

  it('language picks the leading text: the English title of the pt article for en, the original for zh', async () => {
    const q = `ids=${pick.bilingual}&citationType=bibtex&abstract=1`;
    const [en] = parseWithCitationJs((await download(`${q}&language=en`)).body);
    const [zh] = parseWithCitationJs((await download(`${q}&language=zh`)).body);
    expectSame(en, expected(pick.bilingual, 'en', true), 'bibtex en');
    expectSame(zh, expected(pick.bilingual, 'original', true), 'bibtex zh');
    expect(en!.title).not.toBe(zh!.title);
  });

  it('NoteExpress fills Translated Title from the second language and writes Chinese as CNKI does', async () => {
    const res = await download(`ids=${pick.bilingual},${pick.zh}&citationType=noteexpress&language=zh`);
    const [pt, zh] = parseNoteExpress(res.body);
    const en = texts.find((t) => t.articleId === pick.bilingual && t.lang === 'en')!;
    expect(pt!.fields.get('Translated Title')).toEqual([[en.title, en.subtitle].filter(Boolean).join(': ')]);
    expect(pt!.fields.get('Language')).toEqual(['por']);
    expect(zh!.fields.get('Language')).toEqual(['chi']);
    const zhKeywords = texts.find((t) => t.articleId === pick.zh && t.isOriginal)!.keywords;
    expect(zh!.fields.get('Keywords')).toEqual(zhKeywords);
    expect(zh!.fields.get('Translated Journal')).toEqual([
      journals.get(all.find((a) => a.id === pick.zh)!.publicationId)!.titleEn,
    ]);
  });

  it('NoteFirst lists every language version: titles, keywords and abstracts with their Lang', async () => {
    const res = await download(`ids=${pick.bilingual},${pick.zh}&citationType=notefirst&abstract=1`);
    const { count, records } = parseNoteFirst(res.body);
    expect(count).toBe(2);
    const titles = records[0]!.element.getElementsByTagName('Title');
    expect(Array.from(titles).map((t) => t.getAttribute('Lang'))).toEqual(['por', 'eng']);
    const en = texts.find((t) => t.articleId === pick.bilingual && t.lang === 'en')!;
    const enKeywords = Array.from(records[0]!.element.getElementsByTagName('Keyword'))
      .filter((k) => k.getAttribute('Lang') === 'eng')
      .map((k) => k.textContent);
    expect(enKeywords).toEqual(en.keywords);
    const abstracts = Array.from(records[0]!.element.getElementsByTagName('Abstract'));
    expect(abstracts.map((x) => x.getAttribute('Lang'))).toEqual(['por', 'eng']);
    expect(squash(abstracts[1]!.textContent ?? '')).toBe(squash(htmlText(en.abstractHtml!)));
  });

  it('EndNote gives the other language version as Translated Title (%Q)', async () => {
    const res = await download(`ids=${pick.bilingual}&citationType=endnote&language=en`);
    const [rec] = parseEndnote(res.body);
    const pt = texts.find((t) => t.articleId === pick.bilingual && t.isOriginal)!;
    expect(rec!.fields.get('0')).toEqual(['Journal Article']);
    expect(rec!.fields.get('Q')).toEqual([[pt.title, pt.subtitle].filter(Boolean).join(': ')]);
  });

  it("links each article to its one address, on its journal's own site, whichever site and host ask", async () => {
    const siteRows = await tdb.handle.db.select().from(sites);
    const holds = await tdb.handle.db.select().from(sitePublications);
    const journalId = all.find((a) => a.id === pick.plos)!.publicationId;
    const own = siteRows.find(
      (x) => x.type === 'single' && holds.some((h) => h.siteId === x.id && h.publicationId === journalId),
    )!;
    const www = siteRows.find((x) => x.sld === 'www')!;
    const res = await download(`ids=${pick.plos}&citationType=refman&siteId=${www.id}`, {
      'x-portal-origin': 'https://www.example.org',
    });
    expect(res.body).toContain(`UR  - https://${own.sld}.example.org/article/id/${own.id}/${pick.plos}/en`);
    const spoofed = await download(`ids=${pick.plos}&citationType=refman&siteId=${www.id}`, {
      'x-portal-origin': 'https://evil.example/phish?x=',
    });
    expect(spoofed.body).not.toMatch(/^UR {2}-/m);
  });
});

describe('every ISSN and group authors in each format', () => {
  /** The PRISMA statement (PLOS Medicine, 2009): four authors and the group author "The PRISMA Group". */
  const PRISMA = '10.1371/journal.pmed.1000097';
  let prisma: number;
  let issn: string;
  let eissn: string;
  beforeAll(() => {
    const a = all.find((x) => x.doi === PRISMA);
    if (!a) throw new Error(`the seed holds no ${PRISMA}`);
    prisma = a.id;
    const j = journals.get(a.publicationId)!;
    if (!j.issn || !j.eissn) throw new Error('PLOS Medicine should have a print ISSN and an eISSN');
    [issn, eissn] = [j.issn, j.eissn];
  });
  const get = async (format: string) => (await download(`ids=${prisma}&citationType=${format}&language=en`)).body;

  it('RIS: one SN line per ISSN; the group author on one AU line, not split', async () => {
    const ris = await get('refman');
    expect(ris).toContain(`SN  - ${issn}\r\nSN  - ${eissn}\r\n`);
    expect(ris).toContain('AU  - The PRISMA Group\r\n');
    expect(ris).toContain('AU  - Moher, David\r\n');
    const [read] = parseWithCitationJs(ris);
    expect(read!.authors).toContain('The PRISMA Group');
  });

  it('BibTeX: issn with both; the group author braced, so readers keep it whole', async () => {
    const bib = await get('bibtex');
    expect(bib).toContain(`\tissn = {${issn}, ${eissn}},\n`);
    expect(bib).toMatch(/\tauthor = \{Moher, David and .+ and \{The PRISMA Group\}\},\n/);
    const [read] = parseWithCitationJs(bib);
    expect(read!.authors).toContain('The PRISMA Group');
  });

  it("EndNote: one %@ line per ISSN; the group author in EndNote's corporate form (a trailing comma)", async () => {
    const enw = await get('endnote');
    expect(enw).toContain(`%@ ${issn}\n%@ ${eissn}\n`);
    expect(enw).toContain('%A The PRISMA Group,\n');
    expect(enw).toContain('%A Moher, David\n');
  });

  it('NoteExpress: both ISSNs in {ISBN/ISSN}; the group author whole on its {Author} line', async () => {
    const net = await get('noteexpress');
    expect(net).toContain(`{ISBN/ISSN}: ${issn}; ${eissn}\r\n`);
    expect(net).toContain('{Author}: The PRISMA Group\r\n');
  });

  it('NoteFirst: one ISSN element per ISSN; the group author as one FullName', async () => {
    const { records } = parseNoteFirst(await get('notefirst'));
    const b = records[0]!.element;
    expect(Array.from(b.getElementsByTagName('ISSN')).map((e) => e.textContent)).toEqual([issn, eissn]);
    expect(records[0]!.parsed.authors).toContain('The PRISMA Group');
  });
});

describe('the download answer', () => {
  it('is an attachment named after the format, UTF-8, not cached', async () => {
    const exts = { bibtex: 'bib', endnote: 'enw', refman: 'ris', noteexpress: 'net', notefirst: 'xml' };
    for (const [format, ext] of Object.entries(exts)) {
      const res = await download(`ids=${pick.zh}&citationType=${format}&language=en`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type'], format).toMatch(/; charset=utf-8$/);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="citations-\\d{8}\\.${ext}"; filename\\*=UTF-8''citations-\\d{8}\\.${ext}$`),
      );
      expect(res.headers['cache-control']).toBe('no-store');
      // The Chinese title arrives as UTF-8
      const title = texts.find((t) => t.articleId === pick.zh && t.isOriginal)!.title;
      expect(res.body, format).toContain(title);
    }
    const zh = await download(`ids=${pick.zh}&citationType=noteexpress&language=zh`);
    expect(zh.headers['content-disposition']).toMatch(
      /^attachment; filename="citations-\d{8}\.net"; filename\*=UTF-8''%E5%BC%95%E6%96%87-\d{8}\.net$/,
    );
    // NoteExpress starts with a UTF-8 byte-order mark; the others do not
    expect([...zh.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const bib = await download(`ids=${pick.zh}&citationType=bibtex`);
    expect(bib.body.startsWith('@article{')).toBe(true);
  });

  it('skips unknown ids and lists them in x-skipped-ids, keeping the order asked', async () => {
    const res = await download(`ids=2147483646,${pick.bilingual},2147483645,${pick.plos}&citationType=endnote`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-skipped-ids']).toBe('2147483646,2147483645');
    const titles = parseEndnote(res.body).map((r) => r.parsed.title);
    expect(titles).toEqual([expected(pick.bilingual, 'zh', false).title, expected(pick.plos, 'zh', false).title]);
    const none = await download(`ids=${pick.plos}&citationType=endnote`);
    expect(none.headers['x-skipped-ids']).toBeUndefined();
  });

  it(`exports up to ${CITATION_MAX_IDS} articles in one request and refuses more`, async () => {
    const many = all.slice(0, CITATION_MAX_IDS).map((a) => a.id);
    const ok = await download(`ids=${many.join(',')}&citationType=refman`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.match(/^TY {2}- JOUR/gm)).toHaveLength(CITATION_MAX_IDS);
    const more = await download(`ids=${[...many, all[CITATION_MAX_IDS]!.id].join(',')}&citationType=refman`, {
      language: 'en',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    expect(more.json().message).toBe(
      `Parameter ids takes at most ${CITATION_MAX_IDS} ids, got ${CITATION_MAX_IDS + 1}`,
    );
  });
});

describe('errors are envelopes in the request language, with the HTTP status', () => {
  const cases: [string, string, number, { zh: RegExp; en: RegExp }][] = [
    ['no ids at all', 'citationType=bibtex', 400, { zh: /缺少必填参数 ids/, en: /Missing required parameter ids/ }],
    ['an empty id list', 'ids=&citationType=bibtex', 400, { zh: /ids/, en: /ids/ }],
    ['a comma only', 'ids=,&citationType=bibtex', 400, { zh: /ids/, en: /ids/ }],
    ['an id that is no id', 'ids=1,abc&citationType=bibtex', 400, { zh: /正整数/, en: /positive integers/ }],
    ['an unknown format', 'ids=1&citationType=word', 400, { zh: /citationType/, en: /must be one of bibtex/ }],
    ['abstract=2', 'ids=1&citationType=refman&abstract=2', 400, { zh: /无效/, en: /Invalid parameter/ }],
    [
      'only unknown ids',
      'ids=2147483646&citationType=bibtex',
      404,
      { zh: /^暂无引用信息$/, en: /^No citation information available$/ },
    ],
  ];
  for (const [what, query, status, message] of cases) {
    it(`${what} → HTTP ${status} envelope`, async () => {
      for (const lang of ['zh', 'en'] as const) {
        const res = await download(`${query}&language=${lang}`);
        expect(res.statusCode, `${what} ${lang}`).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.json() as { status: number; message: string; data: null };
        expect(body.status).toBe(status);
        expect(body.data).toBeNull();
        expect(body.message, `${what} ${lang}`).toMatch(message[lang]);
      }
    });
  }

  it('takes the message language from the header when the query names none', async () => {
    const res = await download('ids=2147483646&citationType=bibtex', { language: 'en' });
    expect(res.json().message).toBe('No citation information available');
    const zh = await download('ids=2147483646&citationType=bibtex');
    expect(zh.json().message).toBe('暂无引用信息');
  });
});
