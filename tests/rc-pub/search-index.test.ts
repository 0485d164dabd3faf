/**
 * The search index in the database: tsvectors built from segmented text match 1-, 2- and longer Chinese
 * terms, mixed zh/en and case-folded English, per-field columns serve the field dropdown (docs/product/search.md#fields), and the weighted
 * `tsv` ranks a title match above a body match. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import type { DocFields, SearchDocInput } from '../../rc-pub/src/repositories/search-index.js';
import { EMPTY_FIELDS } from '../../rc-pub/src/search/indexer/documents.js';
import { insertDocs } from '../../rc-pub/src/search/indexer/write.js';
import { segmentQuery } from '../../rc-pub/src/search/segment.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

let t: TestDb;
let db: Db;

function doc(refId: number, fields: Partial<DocFields>, over: Partial<SearchDocInput> = {}): SearchDocInput {
  return {
    kind: 'article',
    refId,
    articleId: refId,
    publicationId: 1,
    siteId: null,
    issueId: null,
    year: 2024,
    publishedDate: '2024-01-02',
    columnZh: null,
    columnEn: null,
    publicationType: 0,
    openAccess: 0,
    views: 0,
    downloads: 0,
    citations: 0,
    doi: null,
    issn: null,
    cn: null,
    lang: 'zh',
    titleZh: fields.title ?? null,
    titleEn: null,
    titleOrig: fields.title ?? '',
    authors: [],
    keywords: [],
    label: null,
    fileId: null,
    mime: null,
    articleTitle: null,
    snippetZh: null,
    snippetEn: null,
    fields: { ...EMPTY_FIELDS, ...fields },
    ...over,
  };
}

/** A SQL string literal (tests only; the service binds parameters). */
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The tsquery a plain (non-phrase) term becomes: AND of phraseto_tsquery per unit (see segment.ts). */
function termQuery(text: string): string {
  return segmentQuery(text)
    .map((u) => `phraseto_tsquery('simple', ${lit(u)})`)
    .join(' && ');
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function hits(text: string, column = 'tsv'): Promise<number[]> {
  const q = termQuery(text);
  const r = await rows<{ ref_id: number }>(
    `select ref_id from search_docs where ${column} @@ (${q}) order by ts_rank(${column}, ${q}) desc, ref_id`,
  );
  return r.map((x) => Number(x.ref_id));
}

beforeAll(async () => {
  t = await createTestDb();
  db = t.handle.db;
  await insertDocs(db, [
    doc(1, { title: '石墨烯的制备方法研究', keyword: '石墨烯 \n 化学气相沉积', author: '[演示]张三' }),
    doc(2, { title: '新型冠状病毒肺炎的临床特征', abstract: '回顾性分析住院患者', institution: '[演示]某医院' }),
    doc(3, { title: 'Graphene oxide films for COVID-19 sensing', body: '本文讨论石墨烯传感器' }),
    doc(4, { title: '碳中和目标下的能源转型', body: 'graphene 一词仅在正文出现' }),
    doc(5, { caption: '肺部CT影像', label: '图1', articleTitle: '新型冠状病毒肺炎的临床特征' }, { kind: 'figure' }),
  ]);
});
afterAll(async () => {
  await t?.cleanup();
});

describe('Chinese terms of every length match', () => {
  it('1 character: 肺 finds the documents containing 肺炎 and 肺部', async () => {
    expect(await hits('肺')).toEqual(expect.arrayContaining([2, 5]));
    expect((await hits('肺')).length).toBe(2);
  });

  it('2 characters: 制备 finds 制备方法; 特征 finds 临床特征', async () => {
    expect(await hits('制备')).toEqual([1]);
    expect(await hits('特征')).toEqual([2, 5]);
  });

  it('longer terms are substring matches in order: 石墨烯 (3 docs), 方法研究, but not 烯制 or 研究方法', async () => {
    expect((await hits('石墨烯')).sort()).toEqual([1, 3]);
    expect(await hits('方法研究')).toEqual([1]);
    expect(await hits('烯制')).toEqual([]);
    expect(await hits('研究方法')).toEqual([]);
  });

  it('a dictionary term is a whole lexeme too (碳中和)', async () => {
    expect(await hits('碳中和')).toEqual([4]);
    const [whole] = await rows<{ ok: boolean; other: boolean }>(
      `select tsv @@ to_tsquery('simple', '碳中和') as ok, tsv @@ to_tsquery('simple', '碳达峰') as other
       from search_docs where ref_id = 4`,
    );
    expect(whole).toEqual({ ok: true, other: false });
  });
});

describe('mixed and English queries', () => {
  it('English is case-folded and ranks a title match above a body match', async () => {
    expect(await hits('GRAPHENE')).toEqual([3, 4]);
  });

  it('mixed zh/en: "COVID-19 石墨烯" needs both', async () => {
    expect(await hits('COVID-19 石墨烯')).toEqual([3]);
    expect(await hits('covid-19 肺炎')).toEqual([]);
  });
});

describe('per-field columns (the field dropdown, docs/product/search.md#fields)', () => {
  it('title, keyword, author, institution and abstract are separate', async () => {
    expect(await hits('石墨烯', 'tsv_title')).toEqual([1]);
    expect(await hits('气相', 'tsv_keyword')).toEqual([1]);
    expect(await hits('张三', 'tsv_author')).toEqual([1]);
    expect(await hits('医院', 'tsv_institution')).toEqual([2]);
    expect(await hits('住院', 'tsv_abstract')).toEqual([2]);
    expect(await hits('住院', 'tsv_title')).toEqual([]);
  });

  it('figure caption, label and article title', async () => {
    expect(await hits('CT', 'tsv_caption')).toEqual([5]);
    expect(await hits('图1', 'tsv_label')).toEqual([5]);
    expect(await hits('肺炎', 'tsv_article_title')).toEqual([5]);
  });
});

describe('hostile input', () => {
  it('SQL metacharacters and tsquery syntax in a term are plain text', async () => {
    expect(await hits("'); drop table search_docs; -- & | ! <-> :*")).toEqual([]);
    expect(await rows('select ref_id from search_docs')).toHaveLength(5);
  });
});
