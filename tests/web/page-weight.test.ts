/**
 * Issue 7 light pages through the real gateway and a seeded rc-pub: the home page and a long article page carry at
 * most 10 KB of inline `<style>` (emotion's per-component styles only: Chakra's global/reset/token CSS and the
 * article body styles are in the linked build stylesheet, which exists in web/dist/client/assets).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDist } from './helpers/build.js';
import { startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
let server: Parameters<typeof request>[0];
let longArticle: string;
const HOST = 'plosmed.localhost:3000';

beforeAll(async () => {
  stack = await startStack();
  server = stack.gateway.server;
  const res = await request(server)
    .post('/graphql')
    .set('Host', HOST)
    .send({ query: '{ site { id publication { latestIssue { articles { id } } } } }' });
  const site = res.body.data.site as { id: number; publication: { latestIssue: { articles: { id: number }[] } } };
  // The longest article of the latest issue (by rendered size).
  let best = { path: '', size: 0 };
  for (const a of site.publication.latestIssue.articles.slice(0, 5)) {
    const path = `/article/id/${site.id}/${a.id}/en`;
    const page = await request(server).get(path).set('Host', HOST);
    if (page.text.length > best.size) best = { path, size: page.text.length };
  }
  longArticle = best.path;
});

afterAll(async () => {
  await stack?.close();
});

function inlineStyleBytes(html: string): number {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
}

describe('inline CSS per page', () => {
  it.each([
    ['home', () => '/homeNav/plosmed/en'],
    ['long article', () => longArticle],
  ])('%s: at most 10 KB of inline style, the build stylesheet linked', async (_name, path) => {
    const res = await request(server).get(path()).set('Host', HOST).expect(200);
    expect(res.text.length).toBeGreaterThan(_name === 'home' ? 5_000 : 100_000);
    expect(inlineStyleBytes(res.text)).toBeLessThanOrEqual(10 * 1024);
    const href = /<link rel="stylesheet"[^>]*href="\/(assets\/index-[^"]+\.css)"/.exec(res.text)?.[1];
    expect(href).toBeDefined();
    expect(existsSync(join(webDist, 'client', href!))).toBe(true);
    // The article body rules are in the stylesheet, not inline.
    expect(res.text).not.toMatch(/<style[^>]*>[^<]*(table-wrap|figure-missing)/);
  });
});
