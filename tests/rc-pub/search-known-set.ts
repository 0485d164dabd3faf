/**
 * A small known set of demo articles for the search semantics suite (all visibly demo: journals 【演示】/[Demo],
 * DOIs under the Crossref test prefix 10.5555). Two journals, each served by its own single site, so scope can be
 * checked. Inserted into a seeded database and indexed with the real indexer.
 */
import { articles, articleTexts, publications } from '../../rc-pub/src/db/schema/content.js';
import { sitePublications, sites } from '../../rc-pub/src/db/schema/sites.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { indexArticles, indexPublications } from '../../rc-pub/src/search/indexer/index.js';

interface Demo {
  key: string;
  journal: 'A' | 'B';
  lang: 'zh' | 'en';
  title: string;
  titleEn?: string;
  abstract?: string;
  keywords?: string[];
  authors?: string[];
  doi?: string;
  date?: string;
  views?: number;
}

/** The known set: key → what it holds (see the semantics tests for why each exists). */
export const KNOWN: Demo[] = [
  {
    key: 'graphene',
    journal: 'A',
    lang: 'zh',
    title: '石墨烯制备方法研究',
    titleEn: 'Graphene preparation methods',
    abstract: '本文研究石墨烯的制备。',
    keywords: ['石墨烯', '制备'],
    authors: ['张三'],
    doi: '10.5555/demo-search-001',
    date: '2024-03-01',
    views: 5,
  },
  {
    key: 'pneumonia',
    journal: 'A',
    lang: 'zh',
    title: '肺炎的临床诊断',
    abstract: '肺部感染的诊断。',
    keywords: ['肺炎'],
    date: '2023-01-01',
  },
  {
    key: 'cats',
    journal: 'A',
    lang: 'en',
    title: 'Machine learning for cats',
    abstract: 'Cats are studied.',
    keywords: ['machine learning'],
    date: '2022-01-01',
    views: 50,
  },
  {
    key: 'dogs',
    journal: 'A',
    lang: 'en',
    title: 'Learning machine design',
    abstract: 'A learning machine for dogs.',
    date: '2021-01-01',
  },
  {
    key: 'rockAndRoll',
    journal: 'A',
    lang: 'en',
    title: 'Rock and roll history',
    abstract: 'Music.',
    date: '2020-01-01',
  },
  { key: 'rockRoll', journal: 'A', lang: 'en', title: 'Rock roll physics', abstract: 'Stones.', date: '2019-01-01' },
  { key: 'sensor', journal: 'A', lang: 'zh', title: '基于Graphene的传感器', keywords: ['传感器'], date: '2018-01-01' },
  {
    key: 'citing',
    journal: 'A',
    lang: 'en',
    title: 'Citing 10.5555/demo-search-001 in review',
    abstract: 'This review discusses 10.5555/demo-search-001 and 10.5555/demo-search-001 again.',
    date: '2017-01-01',
  },
  {
    key: 'markup',
    journal: 'A',
    lang: 'en',
    title: 'Tags <b>bold</b> & escaping',
    abstract: 'Angle <i>brackets</i> "quoted".',
  },
  { key: 'otherJournal', journal: 'B', lang: 'zh', title: '石墨烯电池', keywords: ['石墨烯'], date: '2024-01-01' },
  // 过程 as a word of a title, and the same two characters straddling 通过|程序 in a newer one
  { key: 'process', journal: 'A', lang: 'zh', title: '金属材料的凝固过程', date: '2016-01-01' },
  { key: 'straddle', journal: 'A', lang: 'zh', title: '通过程序', date: '2025-01-01' },
];

/** Ids created: sites, journals and articles by key. */
export interface KnownIds {
  siteA: number;
  siteB: number;
  journalA: number;
  journalB: number;
  article: Record<string, number>;
}

/** Inserts and indexes the known set. */
export async function insertKnownSet(db: Db): Promise<KnownIds> {
  const journal = async (code: string, zh: string, en: string) =>
    (
      await db
        .insert(publications)
        .values({ code, titleZh: zh, titleEn: en, demo: true, language: 'zh' })
        .returning({ id: publications.id })
    )[0]!.id;
  const journalA = await journal('demo-search-a', '【演示】检索测试刊甲', '[Demo] Search Test A');
  const journalB = await journal('demo-search-b', '【演示】检索测试刊乙', '[Demo] Search Test B');
  const site = async (sld: string, publicationId: number) => {
    const id = (
      await db
        .insert(sites)
        .values({ sld, type: 'single', nameZh: `【演示】${sld}`, nameEn: `[Demo] ${sld}`, publicationId, demo: true })
        .returning({ id: sites.id })
    )[0]!.id;
    await db.insert(sitePublications).values({ siteId: id, publicationId });
    return id;
  };
  const siteA = await site('searchtesta', journalA);
  const siteB = await site('searchtestb', journalB);
  const article: Record<string, number> = {};
  for (const d of KNOWN) {
    const [row] = await db
      .insert(articles)
      .values({
        publicationId: d.journal === 'A' ? journalA : journalB,
        doi: d.doi ?? null,
        originalLanguage: d.lang,
        contributors: (d.authors ?? []).map((name) => ({ name, role: 'author' as const, affiliationIds: [] })),
        publishedDate: d.date ?? null,
        views: d.views ?? 0,
        columnZh: '研究论文',
        columnEn: 'Research article',
        demo: true,
      })
      .returning({ id: articles.id });
    article[d.key] = row!.id;
    await db.insert(articleTexts).values({
      articleId: row!.id,
      lang: d.lang,
      isOriginal: true,
      title: d.title,
      abstractHtml: d.abstract ? `<p>${d.abstract.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>` : null,
      keywords: d.keywords ?? [],
    });
    if (d.titleEn)
      await db.insert(articleTexts).values({ articleId: row!.id, lang: 'en', isOriginal: false, title: d.titleEn });
  }
  await indexArticles(db, Object.values(article));
  await indexPublications(db, [journalA, journalB]);
  return { siteA, siteB, journalA, journalB, article };
}
