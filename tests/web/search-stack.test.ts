/**
 * Search through the real stack (the /article result route and docs/product/search.md#search-flow): a seeded rc-pub with its
 * search index and the real gateway with SSR. On the zhdemo group (demo-data/csl-zh records), /article?searchText=
 * with a record's keyword server-renders that record's title among the results, in one GraphQL query.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStackServer } from './helpers/stack.js';

const server = useStackServer();

interface Known {
  id: number;
  title: string;
  keyword: string;
}

/** A zhdemo article with a keyword, read through GraphQL (ids depend on the seed order). */
async function knownRecord(): Promise<Known> {
  const res = await request(server())
    .post('/graphql')
    .set('Cookie', 'language=zh')
    .send({
      query: `{ site(sld: "zhdemo") { publications { latestIssue { articles { id title texts { keywords } } } } } }`,
    })
    .expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  type Pub = { latestIssue: { articles: { id: number; title: string; texts: { keywords: string[] }[] }[] } | null };
  for (const p of res.body.data.site.publications as Pub[]) {
    for (const a of p.latestIssue?.articles ?? []) {
      const keyword = a.texts.flatMap((t) => t.keywords).find((k) => k.trim().length >= 2);
      if (keyword) return { id: a.id, title: a.title, keyword };
    }
  }
  throw new Error('no zhdemo article with a keyword in the seed');
}

describe('search through the gateway and rc-pub', () => {
  it('shows a known record for its keyword on /article (zhdemo)', async () => {
    const known = await knownRecord();
    const url = `/article?type=428&index=keyword&searchText=${encodeURIComponent(known.keyword)}&lang=zh`;
    const res = await request(server()).get(url).set('Host', 'zhdemo.localhost').expect(200);
    expect(res.text).toContain('data-testid="search-results"');
    expect(res.text).toContain(`/article/id/`);
    // The title may carry <em> highlights: compare its text.
    const text = res.text.replace(/<[^>]+>/g, '');
    expect(text).toContain(known.title);
    expect(text).toMatch(/共找到 \d+ 条与/);
  });

  it('shows a readable error for a keyword of unbalanced quotes, inside the frame', async () => {
    const res = await request(server())
      .get(`/article?searchText=${encodeURIComponent('"石墨烯')}&lang=en`)
      .set('Host', 'zhdemo.localhost');
    expect(res.status).toBeLessThan(500);
    expect(res.text).toContain('data-site="zhdemo"');
  });
});
