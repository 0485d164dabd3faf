/**
 * Light pages through the real gateway and a seeded rc-pub: the home page and a long article page carry no
 * inline `<style>` at all ("HTML of a long article without inline CSS"). Chakra's global/reset/token CSS and the
 * article body styles are in the linked build stylesheet (web/dist/client/assets); emotion's per-component rules are
 * in one content-addressed page stylesheet, `/_page-css/<hash>.css` (server/src/ssr/page-css.ts), linked after it. Both
 * come before the (low-priority) scripts, and the Apollo state comes after the page content.
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

/** Every `<style>` element of a document (the bench's inlineCss counts the same). */
function styleBlocks(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/gi)].map((m) => m[0]);
}

/** The page stylesheet links of a document: their href and the emotion ids they list. */
function pageSheets(html: string): { href: string; ids: string[] }[] {
  return [...html.matchAll(/<link rel="stylesheet" href="(\/_page-css\/[^"]+\.css)" data-emotion-ids="([^"]*)">/g)].map(
    (m) => ({ href: m[1]!, ids: m[2]!.split(' ').filter(Boolean) }),
  );
}

describe('inline CSS per page', () => {
  it.each([
    ['home', () => '/homeNav/plosmed/en'],
    ['long article', () => longArticle],
  ])('%s: no inline style; the build stylesheet, then one page stylesheet', async (_name, path) => {
    const res = await request(server).get(path()).set('Host', HOST).expect(200);
    expect(res.text.length).toBeGreaterThan(_name === 'home' ? 5_000 : 100_000);
    expect(styleBlocks(res.text)).toEqual([]);
    const href = /<link rel="stylesheet"[^>]*href="\/(assets\/index-[^"]+\.css)"/.exec(res.text)?.[1];
    expect(href).toBeDefined();
    expect(existsSync(join(webDist, 'client', href!))).toBe(true);
    const sheets = pageSheets(res.text);
    expect(sheets).toHaveLength(1);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head.indexOf(sheets[0]!.href)).toBeGreaterThan(head.indexOf(href!)); // after the build stylesheet

    // The sheet: immutable CSS holding the rules of the emotion classes the HTML uses.
    const css = await request(server).get(sheets[0]!.href).set('Host', HOST).expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers.etag).toBeTruthy();
    const used = [...new Set([...res.text.matchAll(/class="[^"]*\bcss-([a-z0-9]+)\b/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(5);
    for (const id of used) {
      expect(css.text).toContain(`.css-${id}`);
      expect(sheets[0]!.ids).toContain(id);
    }
    // The article body rules are in the build stylesheet, not in the page sheet.
    expect(css.text).not.toMatch(/table-wrap|figure-missing/);
  });

  it.each([
    ['home', () => '/homeNav/plosmed/en'],
    ['long article', () => longArticle],
  ])(
    '%s: asks for its styles first and its scripts after the first paint, and sends the Apollo state after the content',
    async (_n, path) => {
      // First paint: both stylesheets lead the head (web/build/headOrder.ts, entry-server.tsx); the only script the
      // document asks for is the starter (web/src/start.ts), at low priority, which requests the app's modules, named
      // in two data blocks, once the page is painted; and the 10-80 KB state block no longer stands between the head
      // and the page text.
      const res = await request(server).get(path()).set('Host', HOST).expect(200);
      const html = res.text;
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)];
      expect(styles).toHaveLength(2);
      expect(html).not.toContain('rel="modulepreload"');
      const fetched = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)];
      expect(fetched.map((m) => m[0])).toEqual([
        expect.stringMatching(/fetchpriority="low".*src="\/assets\/start-[\w-]+\.js"/),
      ]);
      expect(fetched[0]!.index).toBeGreaterThan(Math.max(...styles.map((m) => m.index)));
      const block = (id: string) =>
        JSON.parse(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(head)?.[1] ?? 'null');
      const app = block('__APP_MODULES__') as { entry: string; preload: string[] };
      expect(app.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(app.preload.length).toBeGreaterThan(2);
      const page = block('__PAGE_MODULES__') as string[];
      expect(page.length).toBeGreaterThan(0);
      for (const file of [app.entry, ...app.preload, ...page]) expect(file).toMatch(/^\/assets\/[\w.-]+\.js$/);
      const state = html.indexOf('<script type="application/json" id="__APOLLO_STATE__">');
      expect(state).toBeGreaterThan(html.lastIndexOf('</div>')); // after #root, which closes last
      expect(html.slice(state)).toMatch(/^<script[^>]*>[^<]*<\/script>\s*<\/body>/);
    },
  );

  it('answers an unknown or malformed sheet name 404, never cached', async () => {
    for (const path of ['/_page-css/AAAAAAAAAAAAAAAAAAAAAA.css', '/_page-css/nope.css']) {
      const res = await request(server).get(path).set('Host', HOST).expect(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the sheet compressed when accepted, and 304 for its ETag', async () => {
    const page = await request(server).get('/homeNav/plosmed/en').set('Host', HOST).expect(200);
    const href = pageSheets(page.text)[0]!.href;
    const plain = await request(server).get(href).set('Accept-Encoding', 'identity').expect(200);
    const br = await request(server).get(href).set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(plain.text); // supertest decodes
    const gz = await request(server).get(href).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(plain.text);
    await request(server).get(href).set('If-None-Match', plain.headers.etag!).expect(304);
  });
});
