/**
 * The home page's rank module server-rendered (docs/product/sites-and-frame.md#home-page; /front/rank and its
 * windows, docs/product/usage.md#rankings) through the real gateway and a seeded rc-pub: the seed's 'most viewed, all time, 5' module lists the site's
 * top articles under its own title in zh and en, with a 'more' link to /rank with the same metric and window, which
 * answers; a site whose articles have no views shows no module at all (no empty label).
 *
 * Own stack: adds usage counts to seeded articles, which rankings in other files read.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUsage } from '../../rc-pub/src/repositories/usage.js';
import { METRIC } from '../../rc-pub/src/usage/metrics.js';
import { startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
let server: Parameters<typeof request>[0];
let top: { id: number; title: string }[];

async function gql<T>(query: string, lang: 'zh' | 'en' = 'en'): Promise<T> {
  const res = await request(server).post('/graphql').set('Cookie', `language=${lang}`).send({ query }).expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as T;
}

/** The HTML between <main> and </main>, styles removed. */
function mainHtml(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

beforeAll(async () => {
  stack = await startStack({ own: true });
  server = stack.gateway.server;
  const data = await gql<{ site: { publication: { latestIssue: { articles: { id: number; title: string }[] } } } }>(
    '{ site(sld: "plosone") { publication { latestIssue { articles { id title } } } } }',
  );
  const articles = data.site.publication.latestIssue.articles;
  expect(articles.length).toBeGreaterThanOrEqual(1);
  top = articles.slice(0, 2);
  const day = new Date().toISOString().slice(0, 10);
  await addUsage(
    stack.db,
    top.map((a, i) => ({ articleId: a.id, day, metric: METRIC.abstract, count: 7 - 4 * i })),
  );
}, 600_000);
afterAll(async () => {
  await stack?.close();
});

/** `text` as a literal in a regular expression. */
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('home rank module', () => {
  it('lists the most viewed articles with a more link to /rank in en', async () => {
    const res = await request(server).get('/').set('Host', 'plosone.localhost:3000').set('Cookie', 'language=en');
    expect(res.status).toBe(200);
    const main = mainHtml(res.text);
    expect(main).toContain('Most Viewed');
    const section = main.slice(main.indexOf('Most Viewed'));
    for (const a of top) expect(section).toContain(a.title.slice(0, 30));
    const more = /<a[^>]*href="(\/rank[^"]*)"[^>]*>More<\/a>/.exec(main);
    expect(more, 'more link').not.toBeNull();
    const href = more![1]!.replace(/&amp;/g, '&');
    expect(href).toBe('/rank/en?metric=views&window=all');
    const rank = await request(server).get(href).set('Host', 'plosone.localhost:3000');
    expect(rank.status).toBe(200);
    expect(rank.text).toContain(top[0]!.title.slice(0, 30));
  });

  it('lists them under the Chinese title with 更多 in zh', async () => {
    const res = await request(server).get('/').set('Host', 'plosone.localhost:3000').set('Cookie', 'language=zh');
    expect(res.status).toBe(200);
    const main = mainHtml(res.text);
    expect(main).toContain('阅读排行');
    expect(main).toMatch(/<a[^>]*href="\/rank\/zh\?metric=views&amp;window=all"[^>]*>更多<\/a>/);
    // the English titles are marked as English on the Chinese page (WCAG 3.1.2)
    for (const a of top) expect(main).toMatch(new RegExp(`<a [^>]*lang="en"[^>]*>${escapeRe(a.title.slice(0, 30))}`));
  });

  it('shows nothing for a site whose articles have no views', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await request(server).get('/').set('Host', 'jose.localhost:3000').set('Cookie', `language=${lang}`);
      expect(res.status).toBe(200);
      const main = mainHtml(res.text);
      expect(main).not.toContain(lang === 'zh' ? '阅读排行' : 'Most Viewed');
      expect(main).not.toContain('/rank');
    }
  });
});
