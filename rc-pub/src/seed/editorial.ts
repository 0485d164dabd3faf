/**
 * Seed: demo editorial boards and demo books (docs/product/content.md, Editorial board and Books; 10 a page). Every
 * record is visibly demo: names '【演示】编委 N' / '[Demo] Board Member N', titles '[演示] …' / '[Demo] …', ISBNs
 * 'DEMO-…' or none, publishers and affiliations that name no real body. Idempotent: the demo rows of the seeded
 * sites are replaced (repositories/experts.ts, books.ts), real ones stay.
 */
import type { Db } from '../db/client.js';
import { type NewBookRow, replaceDemoBooks } from '../repositories/books.js';
import { type NewExpertRow, replaceDemoExperts } from '../repositories/experts.js';

/** A seeded site as the seed reports it. */
interface SeededSite {
  id: number;
  sld: string;
  status: number;
}

/** Sites whose board has 12 members (two pages of 10); the other live sites get 4. */
const LARGE_BOARDS = new Set(['www', 'plosone', 'elife', 'zhdemo']);
/** Sites with demo books; the others show the empty book list (their menus in deploy/sites/demo-sites.yaml hold the item `book`). */
export const BOOK_SITES = new Set(['www', 'plos', 'plosone', 'elife', 'zhdemo']);

/** The board topic of the demo experts (the expert list's topicId). */
export const DEMO_TOPIC_ID = 1;

function role(n: number): [string, string] {
  if (n === 1) return ['[演示] 主编', '[Demo] Editor-in-Chief'];
  if (n <= 3) return ['[演示] 副主编', '[Demo] Associate Editor'];
  return ['[演示] 编委', '[Demo] Board Member'];
}

/** The demo board of a site: `count` members in board order. */
export function demoExperts(siteId: number, count: number): NewExpertRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const [titleZh, titleEn] = role(n);
    return {
      siteId,
      topicId: DEMO_TOPIC_ID,
      nameZh: `【演示】编委 ${n}`,
      nameEn: `[Demo] Board Member ${n}`,
      titleZh,
      titleEn,
      affiliationZh: n % 4 === 0 ? null : `演示机构 ${((n - 1) % 3) + 1}（虚构）`,
      affiliationEn: n % 4 === 0 ? null : `Demo Institution ${((n - 1) % 3) + 1} (fictional)`,
      bioZh: `这是演示编委 ${n} 的简介，用于展示编委会页面，不代表任何真实人物。\n\n研究方向：演示数据。`,
      bioEn: `A demo profile of board member ${n}, shown to demonstrate the editorial board page; it describes no real person.\n\nResearch interests: demo data.`,
      photoFileId: null,
      sort: n,
    };
  });
}

/** Three demo books of a site: one without ISBN, year or catalogue, so the page leaves those labels out. */
export function demoBooks(siteId: number, sld: string): NewBookRow[] {
  const tag = sld.toUpperCase();
  return [
    {
      siteId,
      isbn: `DEMO-${tag}-0001`,
      titleZh: '[演示] 开放获取出版实务',
      titleEn: '[Demo] Open Access Publishing in Practice',
      authors: '【演示】作者甲；【演示】作者乙 / [Demo] Author A; [Demo] Author B',
      edition: '2',
      publisher: '演示出版社（虚构） / Demo Press (fictional)',
      year: 2024,
      catalogue:
        '第1章 开放获取概述 / Chapter 1 Open access overview\n第2章 期刊工作流程 / Chapter 2 Journal workflows\n第3章 元数据与 JATS / Chapter 3 Metadata and JATS',
      coverFileId: null,
    },
    {
      siteId,
      isbn: `DEMO-${tag}-0002`,
      titleZh: '[演示] 科研数据管理手册',
      titleEn: '[Demo] A Handbook of Research Data Management',
      authors: '【演示】作者丙 / [Demo] Author C',
      edition: '1',
      publisher: '演示出版社（虚构） / Demo Press (fictional)',
      year: 2022,
      catalogue: '第1章 数据计划 / Chapter 1 Data plans\n第2章 数据共享 / Chapter 2 Sharing data',
      coverFileId: null,
    },
    {
      siteId,
      isbn: null,
      titleZh: '[演示] 学术写作入门',
      titleEn: '[Demo] Introduction to Academic Writing',
      authors: null,
      edition: null,
      publisher: '演示出版社（虚构） / Demo Press (fictional)',
      year: null,
      catalogue: null,
      coverFileId: null,
    },
  ];
}

/** Replaces the demo boards and books of the live seeded sites. */
export async function seedEditorial(db: Db, sites: SeededSite[]): Promise<void> {
  const live = sites.filter((s) => s.status === 0);
  await db.transaction(async (tx) => {
    await replaceDemoExperts(
      tx,
      live.map((s) => s.id),
      live.flatMap((s) => demoExperts(s.id, LARGE_BOARDS.has(s.sld) ? 12 : 4)),
    );
    const withBooks = live.filter((s) => BOOK_SITES.has(s.sld));
    await replaceDemoBooks(
      tx,
      live.map((s) => s.id),
      withBooks.flatMap((s) => demoBooks(s.id, s.sld)),
    );
  });
}
