/**
 * Accessibility checks in Chromium ("Accessible (WCAG 2.2 AA)", docs/product/sites-and-frame.md): axe-core
 * (@axe-core/playwright, rules tagged wcag2a/2aa/21a/21aa/22aa) on the portal's main pages. Used by a11y-desktop and
 * a11y-phone, which split the four width and language runs between the two workers. Both run on the worker's shared
 * stack and Chromium through `useBrowserStack()` (helpers/browser-stack.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { channels, sites } from '../../../rc-pub/src/db/schema/index.js';
import { hydrated } from '../../web/helpers/chromium.js';
import type { Stack } from '../../web/helpers/stack.js';
import { useBrowserStack } from './browser-stack.js';

/** WCAG 2.2 AA rule tags (axe-core 4.x). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, run in the page (page.evaluate is outside the page's script policy). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The part of axe-core's result read here. */
interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
  passes: unknown[];
}

/**
 * One line per serious/critical violation: rule, impact, help and the first few targets. axe-core runs in the page
 * itself (violations only, no per-node passes): three times faster than @axe-core/playwright's AxeBuilder, which also
 * opens a page of its own per analysis to merge frame results, for pages that have no frames to merge. A page with
 * frames still goes through AxeBuilder.
 */
async function axeFindings(page: Page): Promise<string[]> {
  let result: AxeResult;
  if (page.frames().length > 1) result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  else {
    await page.evaluate(AXE_SOURCE);
    result = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run(ctx: Document, options: object): Promise<AxeResult> } }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        }),
      TAGS,
    );
  }
  // the rules ran: each one is either a pass or a violation
  expect(result.passes.length + result.violations.length).toBeGreaterThan(20);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 6)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6})` : ''}`,
    );
}

/** An article page: its host's site (sld) and path without the language (`/article/id/7/116`). */
export interface ArticleRef {
  sld: string;
  path: string;
}

/** The seeded ids the checked pages need. */
export interface A11yIds {
  plosone: number;
  elife: number;
  /** plosone's journal introduction column. */
  introduce: number;
  /** An article page with a figure and a table. */
  article: ArticleRef;
  /** An article page with a formula (MathML). */
  formula: ArticleRef;
  /** A group journal's home on zhdemo (`/journal/{siteId}/{publicationId}/home`, without the language). */
  groupJournal: string;
}

/**
 * Reads the seeded ids. The two article pages are, among the articles of every journal's current issue, the ones
 * with the fewest elements that have a figure and a table, and a formula: axe-core's time grows with the elements
 * (a full text with 7,000 MathML elements takes 10 s per run) while every part of an article page is still checked.
 */
export async function a11yIds(stack: Stack): Promise<A11yIds> {
  const all = await stack.db.select().from(sites);
  const plosone = all.find((s) => s.sld === 'plosone')?.id;
  const elife = all.find((s) => s.sld === 'elife')?.id;
  if (!plosone || !elife) throw new Error('the seed lacks plosone or elife');
  const [column] = await stack.db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.siteId, plosone), eq(channels.code, 'introduce')));
  let article: (ArticleRef & { elements: number }) | undefined;
  let formula: (ArticleRef & { elements: number }) | undefined;
  for (const site of all) {
    const host = { host: `${site.sld}.localhost` };
    const toc = await stack.gateway.inject({ url: `/newAcademic/${site.id}/0/directory/0/0/en`, headers: host });
    if (toc.statusCode !== 200) continue;
    const links = new Set([...toc.body.matchAll(/href="(\/article\/id\/[^"]*?)\/(?:zh|en)"/g)].map((m) => m[1]!));
    for (const path of links) {
      const res = await stack.gateway.inject({ url: `${path}/en`, headers: host });
      if (res.statusCode !== 200) continue;
      const found = { sld: site.sld, path, elements: res.body.split('<').length };
      if (
        res.body.includes('<figure') &&
        res.body.includes('<table') &&
        found.elements < (article?.elements ?? Infinity)
      )
        article = found;
      if (res.body.includes('<math') && found.elements < (formula?.elements ?? Infinity)) formula = found;
    }
  }
  const zhdemoHome = await stack.gateway.inject({ url: '/?lang=zh', headers: { host: 'zhdemo.localhost' } });
  const groupJournal = /href="(\/journal\/\d+\/\d+\/home)\/(?:zh|en)"/.exec(zhdemoHome.body)?.[1];
  if (!column || !article || !formula || !groupJournal)
    throw new Error(
      "the seed lacks plosone's introduce column, an article with a figure and a table, a formula or zhdemo's journals",
    );
  return { plosone, elife, introduce: column.id, article, formula, groupJournal };
}

/** The pages checked, each in `lang`: home pages, journal, contents, two articles, searches, news, 404, error page, a legal page, a group journal's home. */
function pages(port: number, ids: A11yIds, lang: string): [string, string][] {
  return [
    ['home', `http://plosone.localhost:${port}/homeNav/plosone/${lang}`],
    ['www', `http://www.localhost:${port}/?lang=${lang}`],
    ['journal', `http://plosone.localhost:${port}/newPeriodIntroduce/${ids.plosone}/${ids.introduce}/${lang}`],
    ['toc', `http://elife.localhost:${port}/newAcademic/${ids.elife}/0/directory/0/0/${lang}`],
    ['article', `http://${ids.article.sld}.localhost:${port}${ids.article.path}/${lang}`],
    ['formula', `http://${ids.formula.sld}.localhost:${port}${ids.formula.path}/${lang}`],
    ['search', `http://elife.localhost:${port}/article?searchText=cancer&lang=${lang}`],
    ['advanced', `http://elife.localhost:${port}/seniorSearch?lang=${lang}`],
    ['news', `http://plosone.localhost:${port}/news?type=news&lang=${lang}`],
    ['404', `http://plosone.localhost:${port}/no/such/page/${lang}`],
    ['error', `http://plosone.localhost:${port}/errorPage?lang=${lang}`],
    ['legal', `http://plosone.localhost:${port}/accessibility/${lang}`],
    ['group journal', `http://zhdemo.localhost:${port}${ids.groupJournal}/${lang}`],
  ];
}

/**
 * Loads every checked page at `width` in `lang`, one after the other in one tab (as a reader moves through the
 * portal), runs axe-core once each page has hydrated, and expects no serious or critical violation; prints each
 * finding with its rule id, impact, help and targets.
 */
export async function expectNoViolations(
  browser: Browser,
  port: number,
  ids: A11yIds,
  width: number,
  lang: string,
): Promise<void> {
  const findings: string[] = [];
  // AxeBuilder needs a page of an explicit context
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const [name, url] of pages(port, ids, lang)) {
    await page.goto(url);
    expect(await hydrated(page), name).toBe(true);
    for (const f of await axeFindings(page)) findings.push(`${name}: ${f}`);
  }
  await context.close();
  if (findings.length) console.log(`axe ${width} ${lang}\n${findings.join('\n')}`);
  expect(findings).toEqual([]);
}

/** What an a11y file checks with (the worker's shared stack and Chromium), set once its beforeAll has run. */
export interface A11yPages {
  browser: Browser;
  port: number;
  ids: A11yIds;
}

/**
 * Registers the file's hooks: the worker's shared stack and Chromium ({@link useBrowserStack}) and the seeded ids
 * ({@link a11yIds}); the returned handle's fields are set once its beforeAll has run.
 */
export function useA11yPages(): A11yPages {
  const env = useBrowserStack();
  const pages = {} as A11yPages;
  beforeAll(async () => {
    pages.browser = env.browser;
    pages.port = env.port;
    pages.ids = await a11yIds(env.stack);
  }, 300_000);
  return pages;
}
