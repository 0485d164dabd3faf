/**
 * Channel pages, news bodies and HTML home modules are stored sanitized (the JATS HTML policy family,
 * rc-pub/src/import/site-html.ts), wherever they are written: by applying a site file (the seed applies
 * deploy/sites/demo-sites.yaml) and by the seed's demo news. Hostile markup (script, event handlers, javascript: URLs, iframes) is never stored; harmless markup stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, modules, news } from '../../rc-pub/src/db/schema/index.js';
import { sanitizeSiteHtml } from '../../rc-pub/src/import/site-html.js';
import { insertDemoNews } from '../../rc-pub/src/seed/news.js';
import type { SeedSite } from '../../rc-pub/src/seed/sites-data.js';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { writeYaml } from '../../rc-pub/src/services/sites/yaml-source.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

/** The seed's clock in these tests (SeedOptions.now): not today, so the test sees it is used. */
const SEED_NOW = new Date('2031-06-15T00:00:00Z');

const HOSTILE =
  '<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">js</a>' +
  '<iframe src="https://evil.example/"></iframe><p onclick="alert(4)" style="x">ok</p>' +
  '<object data="x.swf"></object><a href="data:text/html,<script>alert(5)</script>">d</a>';
const HARMLESS =
  '<p>Hello <strong>world</strong> <em>and</em> <a href="https://example.org/a">a link</a></p><ul><li>x</li></ul>';

/** Checks the real tags of stored HTML (escaped text such as `&lt;script&gt;` is harmless and allowed). */
function expectClean(html: string | null | undefined, where: string): void {
  const tags = (html ?? '').match(/<[a-z][^>]*>/gi) ?? [];
  for (const tag of tags) {
    expect(tag, where).not.toMatch(/^<(script|iframe|object|embed|style)/i);
    expect(tag, where).not.toMatch(/\son\w+\s*=/i);
    expect(tag, where).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
  }
}

describe('sanitizeSiteHtml', () => {
  it('removes script, event handlers, javascript:/data: URLs, iframes and objects', () => {
    const out = sanitizeSiteHtml(HOSTILE)!;
    expectClean(out, 'hostile');
    expect(out).toContain('<p>ok</p>');
    expect(out).toContain('<img src="x.png" />');
  });

  it('keeps harmless markup as written', () => {
    expect(sanitizeSiteHtml(HARMLESS)).toBe(HARMLESS);
    expect(sanitizeSiteHtml(null)).toBeNull();
  });
});

describe('site content written by a site file and the seed news ()', () => {
  let t: TestDb;
  let siteId: number;
  beforeAll(async () => {
    t = await createTestDb();
    const text = writeYaml({
      version: 1,
      sites: [
        {
          sld: 'evil',
          type: 'single',
          status: 0,
          nameZh: '测试',
          nameEn: 'Test',
          demo: true,
          menus: [
            {
              code: 'index',
              nameZh: '首页',
              nameEn: 'Home',
              modules: [
                {
                  type: 'html',
                  titleZh: '简介',
                  titleEn: 'About',
                  config: { contentZh: HOSTILE, contentEn: HARMLESS },
                },
              ],
            },
            {
              code: 'aboutus',
              nameZh: '关于',
              nameEn: 'About',
              contentZh: HOSTILE,
              contentEn: `${HOSTILE}${HARMLESS}`,
            },
          ],
        },
      ],
    });
    await applySitesFile({ ctx: { db: t.handle.db }, input: { text } });
    const [row] = await t.handle.db.select().from(channels).limit(1);
    siteId = row!.siteId;
    const site: SeedSite = {
      sld: 'evil',
      type: 'single',
      status: 0,
      nameZh: '测试',
      nameEn: 'Test',
      colour: 1,
      navStyle: 1,
      demo: true,
      homepage: 'javascript:alert(document.cookie)',
      provenance: [HOSTILE, `${HOSTILE}${HARMLESS}`],
    };
    await t.handle.db.transaction((tx) => insertDemoNews(tx, site, siteId, SEED_NOW));
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('stores channel pages, news bodies and HTML modules without script, handlers, javascript: URLs or iframes', async () => {
    const ch = await t.handle.db.select().from(channels);
    const withContent = ch.filter((c) => c.contentZh || c.contentEn);
    expect(withContent.length).toBeGreaterThan(0);
    for (const c of withContent) {
      expectClean(c.contentZh, `channel ${c.code} zh`);
      expectClean(c.contentEn, `channel ${c.code} en`);
    }
    const ns = await t.handle.db.select().from(news);
    expect(ns.length).toBeGreaterThan(0);
    for (const n of ns) {
      expectClean(n.contentZh, `news ${n.id} zh`);
      expectClean(n.contentEn, `news ${n.id} en`);
    }
    const html = (await t.handle.db.select().from(modules)).filter((m) => m.type === 'html');
    expect(html.length).toBeGreaterThan(0);
    for (const m of html) expectClean(JSON.stringify(m.config), `module ${m.id}`);
  });

  it('keeps the harmless markup of the same content', async () => {
    const ns = await t.handle.db.select().from(news);
    expect(ns.some((n) => n.contentEn?.includes(HARMLESS))).toBe(true);
    const about = (await t.handle.db.select().from(channels)).find((c) => c.code === 'aboutus');
    expect(about?.contentEn).toContain(HARMLESS);
    const html = (await t.handle.db.select().from(modules)).find((m) => m.type === 'html');
    expect((html?.config as { contentEn?: string } | undefined)?.contentEn).toBe(HARMLESS);
  });

  it('dates the demo news from the seed clock, not the machine clock', async () => {
    const dates = (await t.handle.db.select().from(news))
      .filter((n) => n.siteId === siteId)
      .map((n) => new Date(n.publishedAt).toISOString().slice(0, 10));
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d >= '2031-06-01' && d < '2031-06-15', d).toBe(true);
  });
});
