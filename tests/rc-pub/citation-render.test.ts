/**
 * Citations rendered by citeproc-js from the CSL styles of demo-data/csl (docs/product/citation-and-harvest.md#citation-styles). The
 * expected strings are written out from the rules, never copied from the output:
 * - GB/T 7714-2015 clause 4.4 / Appendix A.4 (连续出版物中的析出文献): "主要责任者. 题名[J]. 刊名, 年, 卷(期): 页码[引用日期].
 *   获取和访问路径. DOI." — foreign surnames in capitals with initials without points (clause 8.1.2 'SMITH J A'), Chinese
 *   names in full, three authors then ', 等' / ', et al.' (clause 8.1.3), [J/OL] for a work with a URL or DOI (clause 8.4);
 *   a seeded article with its address (the portal origin given) is cited in the online form with the access date,
 *   without one in the print form [J];
 *   the first block quotes the standard's own examples verbatim;
 * - GB/T 7714-2025 as its CSL style documents it ('刊名，年，卷（期）：页码': full-width punctuation, surnames not
 *   capitalised);
 * - APA 7th section 10.1, the NLM/Vancouver and IEEE reference formats for a journal article with an article number.
 * Seeded articles are found by DOI and their expected strings spell out the stored metadata (title, authors, journal,
 * year, volume, issue, elocation-id or pages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CslItem } from '../../rc-pub/src/citation/record.js';
import { loadCitationRecords } from '../../rc-pub/src/citation/record.js';
import { citeRecords, clearCitationMemo, renderCitations } from '../../rc-pub/src/citation/render.js';
import type { CitationStyle } from '../../rc-pub/src/contract/citation.js';
import { articles } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

/** A journal article item (CSL-JSON) as the citation records build them. */
function item(fields: Omit<CslItem, 'id' | 'type'> & Record<string, unknown>): CslItem {
  return { id: 'x', type: 'article-journal', ...fields } as CslItem;
}
/** An author the standard's example abbreviates into 等 / et al. (never printed, so not named here). */
const OMITTED = { literal: '（标准示例未列出的作者）' };

describe("GB/T 7714-2015 numeric: the standard's own examples (Appendix A.4)", () => {
  const examples: [string, CslItem, string][] = [
    [
      'four Chinese authors: three, then 等; Chinese names in full',
      item({
        language: 'zh-CN',
        title: '蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口',
        author: [
          { family: '袁', given: '训来' },
          { family: '陈', given: '哲' },
          { family: '肖', given: '书海' },
          OMITTED,
        ],
        'container-title': '科学通报',
        volume: '55',
        issue: '34',
        page: '3219',
        issued: { 'date-parts': [[2012]] },
      }),
      '袁训来, 陈哲, 肖书海, 等. 蓝田生物群: 一个认识多细胞生物起源和早期演化的新窗口[J]. 科学通报, 2012, 55(34): 3219.',
    ],
    [
      'one foreign author: surname in capitals, initial without a point',
      item({
        language: 'en-US',
        title: 'Shaking without quaking',
        author: [{ family: 'Kanamori', given: 'H.' }],
        'container-title': 'Science',
        volume: '279',
        issue: '5359',
        page: '2063',
        issued: { 'date-parts': [[1998]] },
      }),
      'KANAMORI H. Shaking without quaking[J]. Science, 1998, 279(5359): 2063.',
    ],
    [
      'three foreign authors, page range, access date, URL and DOI at the end',
      item({
        language: 'en-US',
        title: 'Next-generation sequencing: from understanding biology to personalized medicine',
        author: [
          { family: 'Frese', given: 'K. S.' },
          { family: 'Katus', given: 'H. A.' },
          { family: 'Meder', given: 'B.' },
        ],
        'container-title': 'Biology',
        volume: '2',
        issue: '1',
        page: '378-398',
        issued: { 'date-parts': [[2013]] },
        URL: 'http://www.mdpi.com/2079-7737/2/1/378',
        DOI: '10.3390/biology2010378',
        accessed: { 'date-parts': [[2013, 3, 19]] },
      }),
      'FRESE K S, KATUS H A, MEDER B. Next-generation sequencing: from understanding biology to personalized medicine[J/OL]. Biology, 2013, 2(1): 378-398[2013-03-19]. http://www.mdpi.com/2079-7737/2/1/378. DOI:10.3390/biology2010378.',
    ],
    [
      'a Chinese online article',
      item({
        language: 'zh-CN',
        title: '韩国图书馆法',
        author: [{ family: '李', given: '炳穆' }],
        'container-title': '图书情报工作',
        volume: '52',
        issue: '6',
        page: '6-12',
        issued: { 'date-parts': [[2008]] },
        URL: 'http://www.docin.com/p-400265742.html',
        accessed: { 'date-parts': [[2013, 10, 25]] },
      }),
      '李炳穆. 韩国图书馆法[J/OL]. 图书情报工作, 2008, 52(6): 6-12[2013-10-25]. http://www.docin.com/p-400265742.html.',
    ],
  ];
  for (const [what, it_, expected] of examples)
    it(what, async () => {
      expect(await renderCitations([{ item: it_, edition: '2015' }], 'gbt7714-numeric')).toEqual([expected]);
    });

  it('renders a foreign article with English terms: et al. after three authors', async () => {
    const [text] = await renderCitations(
      [
        {
          item: item({
            language: 'en-US',
            title: 'A title',
            author: [
              { family: 'Smith', given: 'John Adam' },
              { family: 'Doe', given: 'Jane' },
              { family: 'Roe', given: 'R.' },
              OMITTED,
            ],
            'container-title': 'A Journal',
          }),
          edition: '2015',
        },
      ],
      'gbt7714-numeric',
    );
    expect(text).toBe('SMITH J A, DOE J, ROE R, et al. A title[J]. A Journal.');
  });
});

let t: TestDb;
const idOf = new Map<string, number>();
beforeAll(async () => {
  t = await createSeededTestDb();
  for (const a of await t.handle.db.select({ id: articles.id, doi: articles.doi }).from(articles))
    if (a.doi) idOf.set(a.doi, a.id);
});
afterAll(async () => t?.cleanup());

/** The quote and transQuote of the seeded article with `doi` in `style`. */
async function cite(doi: string, style: CitationStyle = 'gbt7714-numeric', url?: string) {
  const id = idOf.get(doi);
  if (!id) throw new Error(`the seed has no article ${doi}`);
  const records = await loadCitationRecords(t.handle.db, [id], url ? { articleUrl: () => url } : {});
  const [c] = await citeRecords(records, style);
  return c!;
}

describe('GB/T 7714-2015 numeric of seeded articles', () => {
  it('one author, elocation-id instead of pages (PLOS ONE)', async () => {
    expect((await cite('10.1371/journal.pone.0117949')).quote).toBe(
      'SIMPSON M J. Exact Solutions of Linear Reaction-Diffusion Processes on a Uniformly Growing Domain: Criteria for Successful Colonization[J]. PLOS ONE, 2015, 10(2): e0117949.',
    );
  });

  it('three authors: all named, no et al.', async () => {
    expect((await cite('10.1371/journal.pone.0008915')).quote).toBe(
      'LITTLE M P, HEIDENREICH W F, LI G. Parameter Identifiability and Redundancy: Theoretical Considerations[J]. PLOS ONE, 2010, 5(1): e8915.',
    );
  });

  it('more than three authors (six): the first three, then et al.', async () => {
    expect((await cite('10.1371/journal.pone.0005723')).quote).toBe(
      'FRANZEN J L, GINGERICH P D, HABERSETZER J, et al. Complete Primate Skeleton from the Middle Eocene of Messel in Germany: Morphology and Paleobiology[J]. PLOS ONE, 2009, 4(5): e5723.',
    );
  });

  it('a volume without an issue number (eLife): no parentheses', async () => {
    expect((await cite('10.7554/eLife.06003')).quote).toBe(
      'HUGHES J R, LEVCHENKO V A, BLANKSBY S J, et al. No turnover in lens lipids for the entire human lifespan[J]. eLife, 2015, 4: e06003.',
    );
  });

  it('online first, with neither volume nor a stored date: journal and article number only', async () => {
    expect((await cite('10.7554/eLife.06828')).quote).toBe(
      'FLEMING M S, VYSOCHAN A, PAIXÃO S, et al. Cis and trans RET signaling control the survival and central projection growth of rapidly adapting mechanoreceptors[J]. eLife: e06828.',
    );
  });

  it('a group author is printed as given, in capitals like a surname', async () => {
    expect((await cite('10.1371/journal.pone.0097541')).quote).toMatch(/^THE PLOS ONE STAFF\. Correction: /);
  });

  it('a bilingual article (Portuguese + English): quote in the original, transQuote from the English title', async () => {
    // 'de' is a name particle of the given names; CSL keeps it lowercase after the initials
    const c = await cite('10.1590/S0034-8910.2014048004798');
    const tail = '[J]. Revista de Saúde Pública, 2014, 48(2): 225-231.';
    expect(c.quote).toBe(
      `PRIULI R M A, MORAES M S de, CHIARAVALLOTI R M. Impacto do estresse na saúde de cortadores de cana${tail}`,
    );
    expect(c.transQuote).toBe(
      `PRIULI R M A, MORAES M S de, CHIARAVALLOTI R M. The impact of stress on the health of sugar cane cutters${tail}`,
    );
  });

  it('an English-only article has no transQuote', async () => {
    expect((await cite('10.1371/journal.pone.0117949')).transQuote).toBe('');
  });

  it("without the article's address GB/T gives the print form [J]: no DOI, which would make it an online work", async () => {
    const quote = (await cite('10.1371/journal.pone.0117949')).quote;
    expect(quote).toMatch(/\[J\]\. PLOS ONE, 2015, 10\(2\): e0117949\.$/);
  });

  it('a Chinese demo article (zhdemo): Chinese title and journal, no author, year or DOI invented', async () => {
    const zh = (await t.handle.db.select().from(articles)).find((a) => a.originalLanguage === 'zh');
    const [rec] = await loadCitationRecords(t.handle.db, [zh!.id]);
    const [c] = await citeRecords([rec!], 'gbt7714-numeric');
    expect(c!.quote).toBe(`${rec!.item.title}[J]. ${rec!.item['container-title']}.`);
    expect(c!.quote).toMatch(/^[\u4e00-\u9fff].*\[J\]\. 【演示】.+期刊\.$/);
    expect(c!.transQuote).toBe('');
  });
});

describe("GB/T 7714 online form: the article's address and the access date (clause 8.8)", () => {
  // 20:00 UTC on 29 November is already 30 November in Asia/Shanghai
  const now = new Date('2026-11-29T20:00:00Z');
  const origin = 'http://www.localhost:4300';
  /** The citation of `id` with the portal origin, in `style`. */
  async function online(id: number, style: CitationStyle) {
    const [rec] = await loadCitationRecords(t.handle.db, [id], { portalOrigin: origin });
    const [c] = await citeRecords([rec!], style, now);
    return { rec: rec!, quote: c!.quote };
  }

  it("an English article: [J/OL], the access date of the day in Shanghai, its URL on its journal's site, the DOI", async () => {
    const { rec, quote } = await online(idOf.get('10.1371/journal.pone.0117949')!, 'gbt7714-numeric');
    const url = rec.item.URL!;
    expect(url).toMatch(/^http:\/\/plosone\.localhost:4300\/article\/id\/\d+\/\d+\/en$/);
    expect(quote).toBe(
      `SIMPSON M J. Exact Solutions of Linear Reaction-Diffusion Processes on a Uniformly Growing Domain: Criteria for Successful Colonization[J/OL]. PLOS ONE, 2015, 10(2): e0117949[2026-11-30]. ${url}. DOI:10.1371/journal.pone.0117949.`,
    );
    const ad = await online(idOf.get('10.1371/journal.pone.0117949')!, 'gbt7714-author-date');
    expect(ad.quote).toMatch(
      /\[J\/OL\]\. PLOS ONE, 10\(2\): e0117949\[2026-11-30\]\. http:\/\/plosone\.localhost:4300\/.+\. DOI:/,
    );
  });

  it('a Chinese article: [J/OL] with the access date and its Chinese page URL, and no year made up from that date', async () => {
    const zh = (await t.handle.db.select().from(articles)).find((a) => a.originalLanguage === 'zh')!;
    const { rec, quote } = await online(zh.id, 'gbt7714-numeric');
    const url = rec.item.URL!;
    expect(url).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:4300\/article\/id\/\d+\/\d+\/zh$/);
    // the demo record is undated: the style's estimate from the access year would print "[2026]" before the date
    expect(quote).toBe(`${rec.item.title}[J/OL]. ${rec.item['container-title']}[2026-11-30]. ${url}.`);
    const ad = await online(zh.id, 'gbt7714-author-date');
    expect(ad.quote).toBe(`佚名. ${rec.item.title}[J/OL]. ${rec.item['container-title']}[2026-11-30]. ${url}.`);
    const [rec2025] = await loadCitationRecords(t.handle.db, [zh.id], { portalOrigin: origin });
    for (const style of ['gbt7714-numeric', 'gbt7714-author-date'] as const) {
      const [c] = await citeRecords([{ ...rec2025!, gbtEdition: '2025' }], style, now);
      expect(c!.quote, style).not.toMatch(/\[20\d\d\]/);
      expect(c!.quote, style).toContain(`${rec.item.title}[J/OL]. ${rec.item['container-title']}. ${url}.`);
    }
  });

  it('the other styles keep naming the work by its DOI, without the page URL', async () => {
    const { quote } = await online(idOf.get('10.1371/journal.pone.0117949')!, 'apa');
    expect(quote).toMatch(/https:\/\/doi\.org\/10\.1371\/journal\.pone\.0117949$/);
    expect(quote).not.toContain('localhost');
  });
});

describe("the journal's GB/T edition", () => {
  it('a journal on GB/T 7714-2025: full-width punctuation, surnames as written', async () => {
    const setEdition = (edition: string) =>
      t.handle.db.execute(`UPDATE publications SET gbt_edition = '${edition}' WHERE title_en = 'PLOS ONE'`);
    await setEdition('2025');
    try {
      expect((await cite('10.1371/journal.pone.0008915')).quote).toBe(
        'Little M P，Heidenreich W F，Li G. Parameter Identifiability and Redundancy: Theoretical Considerations[J]. PLOS ONE，2010，5（1）：e8915.',
      );
      // other journals keep 2015
      expect((await cite('10.7554/eLife.06003')).quote).toMatch(/^HUGHES J R, /);
    } finally {
      await setEdition('2015');
    }
  });
});

describe('other styles of How to cite', () => {
  const doi = '10.1371/journal.pone.0117949';
  const title =
    'Exact Solutions of Linear Reaction-Diffusion Processes on a Uniformly Growing Domain: Criteria for Successful Colonization';
  it('GB/T 7714 author-date: the year after the authors', async () => {
    expect((await cite(doi, 'gbt7714-author-date')).quote).toBe(
      `SIMPSON M J, 2015. ${title}[J]. PLOS ONE, 10(2): e0117949.`,
    );
  });
  it('APA 7th: Author, A. A. (Year). Title. Journal, vol(issue), article number. DOI as a URL', async () => {
    expect((await cite(doi, 'apa')).quote).toBe(
      `Simpson, M. J. (2015). ${title}. PLOS ONE, 10(2), e0117949. https://doi.org/10.1371/journal.pone.0117949`,
    );
  });
  it('Vancouver: no list number, initials run together, date;vol(issue):pages', async () => {
    expect((await cite(doi, 'vancouver')).quote).toBe(
      `Simpson MJ. ${title}. PLOS ONE. 2015 Feb 18;10(2):e0117949. doi:10.1371/journal.pone.0117949`,
    );
  });
  it('IEEE: no list number, initials first, quoted title, vol./no./p.', async () => {
    expect((await cite(doi, 'ieee')).quote).toBe(
      `M. J. Simpson, “${title},” PLOS ONE, vol. 10, no. 2, p. e0117949, Feb. 2015, doi: 10.1371/journal.pone.0117949.`,
    );
  });
  it('a Chinese-locale rendering uses Chinese terms in every style', async () => {
    const [apa] = await renderCitations(
      [{ item: item({ language: 'zh-CN', title: '题名', author: [], 'container-title': '刊名' }), edition: '2015' }],
      'apa',
    );
    expect(apa).toBe('题名. (不详). 刊名.');
  });
});

describe('the renderer', () => {
  it('renders each citation alone: two articles of one author and year get no 2015a/2015b', async () => {
    const same = (title: string) =>
      item({
        language: 'en-US',
        title,
        author: [{ family: 'Smith', given: 'J.' }],
        'container-title': 'J',
        issued: { 'date-parts': [[2015]] },
      });
    const out = await renderCitations(
      [
        { item: same('One'), edition: '2015' },
        { item: same('Two'), edition: '2015' },
      ],
      'gbt7714-author-date',
    );
    expect(out).toEqual(['SMITH J, 2015. One[J]. J.', 'SMITH J, 2015. Two[J]. J.']);
  });

  it('renders 500 citations in order, and again from the memo much faster', async () => {
    const ids = [...idOf.values()].slice(0, 100);
    const records = await loadCitationRecords(t.handle.db, ids);
    const many = Array.from({ length: 5 }, () => records).flat();
    clearCitationMemo();
    let start = performance.now();
    const first = await citeRecords(many, 'gbt7714-numeric');
    const cold = performance.now() - start;
    start = performance.now();
    const again = await citeRecords(many, 'gbt7714-numeric');
    const warm = performance.now() - start;
    expect(first.map((c) => c.id)).toEqual(many.map((r) => r.id));
    expect(again).toEqual(first);
    expect(warm).toBeLessThan(cold);
  });
});
