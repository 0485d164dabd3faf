/**
 * Sitemaps and robots.txt on a site's host (docs/product/citation-and-harvest.md#sitemaps): every article whose
 * canonical address is on the site (its journals whose preferred site it is) is listed once per interface language, at
 * the URL Article.canonicalUrl names; the index names one sitemap per such journal; the group and aggregate sites,
 * which show those journals too, list none of them, and answer 404 for their journal sitemaps; robots.txt names the
 * index. Through the real gateway on a seeded rc-pub; counts are compared with the journals' article counts.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
let server: Parameters<typeof request>[0];
let site: { id: number; publications: { id: number; articleCount: number; siteIds: number[] }[] };
const HOST = 'plosone.localhost:3000';
/** The PLOS group site and the aggregate site (a bare host is the aggregate site, whose origin is www.…). */
const OTHER_HOSTS = ['plos.localhost:3000', 'localhost:3000'];

beforeAll(async () => {
  stack = await startStack();
  server = stack.gateway.server;
  const res = await request(server)
    .post('/graphql')
    .send({ query: '{ site(sld: "plosone") { id publications { id articleCount siteIds } } }' })
    .expect(200);
  site = res.body.data.site;
  expect(site.publications.length).toBeGreaterThan(0);
  // PLOS ONE's own site is the preferred site of its journal
  for (const p of site.publications) expect(p.siteIds[0]).toBe(site.id);
});
afterAll(async () => {
  await stack?.close();
});

describe('sitemaps', () => {
  it('robots.txt names the sitemap index of the host', async () => {
    const res = await request(server).get('/robots.txt').set('Host', HOST).expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
    const bare = await request(server).get('/robots.txt').set('Host', 'localhost:3000').expect(200);
    expect(bare.text).toContain('Sitemap: http://www.localhost:3000/sitemap.xml');
  });

  it('/sitemap.txt lists the home page and every article of the site in zh and en (docs/product/citation-and-harvest.md#sitemaps)', async () => {
    const res = await request(server).get('/sitemap.txt').set('Host', HOST).expect(200);
    const lines = res.text.trim().split('\n');
    const total = site.publications.reduce((n, p) => n + p.articleCount, 0);
    expect(lines[0]).toBe(`http://${HOST}/`);
    const articles = lines.filter((l) => l.includes('/article/id/'));
    expect(articles).toHaveLength(total * 2);
    expect(new Set(articles).size).toBe(articles.length);
    for (const l of articles) expect(l).toMatch(new RegExp(`^http://${HOST}/article/id/${site.id}/\\d+/(zh|en)$`));
  });

  it('the index names each journal sitemap, which lists its articles with hreflang alternates', async () => {
    const index = await request(server).get('/sitemap.xml').set('Host', HOST).expect(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toEqual(site.publications.map((p) => `http://${HOST}/sitemaps/journal-${p.id}.xml`));
    const pub = site.publications[0]!;
    const res = await request(server).get(`/sitemaps/journal-${pub.id}.xml`).set('Host', HOST).expect(200);
    const urls = [...res.text.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]!);
    expect(urls).toHaveLength(pub.articleCount * 2);
    expect(urls[0]).toMatch(/<xhtml:link rel="alternate" hreflang="zh" href="http:\/\/[^"]+\/zh"\s?\/>/);
    expect(urls[0]).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/en"\s?\/>/);
  });

  it('lists each article once: at the canonical URL, on no other site that shows its journal', async () => {
    const txt = (await request(server).get('/sitemap.txt').set('Host', HOST).expect(200)).text;
    const id = Number(/\/article\/id\/\d+\/(\d+)\/en$/m.exec(txt)![1]);
    const canonical = await request(server)
      .post('/graphql')
      .set('Host', OTHER_HOSTS[1]!)
      .send({ query: `{ article(id: ${id}) { canonicalUrl(lang: EN) } }` })
      .expect(200);
    expect(txt.split('\n')).toContain(canonical.body.data.article.canonicalUrl);
    for (const host of OTHER_HOSTS) {
      const other = (await request(server).get('/sitemap.txt').set('Host', host).expect(200)).text;
      expect(other, host).not.toMatch(new RegExp(`/article/id/\\d+/${id}/`));
      const index = (await request(server).get('/sitemap.xml').set('Host', host).expect(200)).text;
      for (const p of site.publications) {
        expect(index, host).not.toContain(`/sitemaps/journal-${p.id}.xml`);
        await request(server).get(`/sitemaps/journal-${p.id}.xml`).set('Host', host).expect(404);
      }
    }
  });

  it('answers 404 for a journal the site does not show and a malformed name', async () => {
    await request(server).get('/sitemaps/journal-999999.xml').set('Host', HOST).expect(404);
    await request(server).get('/sitemaps/journal-x.xml').set('Host', HOST).expect(404);
  });
});
