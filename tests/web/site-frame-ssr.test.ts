/**
 * The site frame through the whole seeded stack (rc-pub + gateway + server rendering), over HTTP:
 *   - every page keeps the site's frame, error pages included: the 404 page ('This page could not be found',
 *     HTTP 404) and /errorPage carry the site's header menu bar and footer in zh and en, with a link home; a site that
 *     cannot be shown still gets its standalone error page;
 *   - each site has a favicon from its logo (server/src/routes/favicon.ts): /favicon.ico answers on every seeded host, and
 *     every framed page links its site's icon;
 *   - phones asking for a home page go to the mobile home (docs/product/sites-and-frame.md#mobile-home; server/src/plugins/app/mobile-redirect.ts), with the
 *     'desktop version' opt-out cookie; desktops and crawlers are not redirected;
 *   - the seed shows at least five colour schemes including a custom one (colour 0), and grayscale 1 and 2 (docs/product/sites-and-frame.md, Theme colours and Grayscale).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { files, sites } from '../../rc-pub/src/db/schema/index.js';
import { SEED_SITES } from '../helpers/seed-sites.js';
import { siteTheme } from '../../server/src/domain/theme.js';
import { useStack } from './helpers/stack.js';

const stack = useStack();
const server = () => stack().gateway.server;

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/604.1';
const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BAIDU_PHONE =
  'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

function get(path: string, sld: string, lang: 'zh' | 'en' = 'zh') {
  return request(server()).get(path).set('Host', `${sld}.localhost:3000`).set('Cookie', `language=${lang}`);
}

/** The sites a reader can open (the error sites of docs/product/sites-and-frame.md#site-states cannot be shown). */
const shown = SEED_SITES.filter((s) => s.status === 0);

describe('error pages keep the site frame (docs/product/sites-and-frame.md#error-routes)', () => {
  it.each([
    ['zh', '页面未找到', '返回首页'],
    ['en', 'This page could not be found', 'Back to the home page'],
  ] as const)(
    'the 404 page in %s: status 404, header menu bar, footer, message and a link home',
    async (lang, title, home) => {
      const res = await get(`/no/such/page/${lang}`, 'plosmed', lang).expect(404);
      expect(res.text).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
      expect(res.text).toContain('data-site="plosmed"');
      expect(res.text).toContain('data-testid="nav-bar"');
      expect(res.text).toMatch(/<header[\s>]/);
      expect(res.text).toMatch(/<footer[\s>]/);
      expect(res.text).toContain('data-testid="not-found"');
      expect(res.text).toContain(title);
      expect(res.text).toContain(home);
      expect(res.text).toContain(`href="/?lang=${lang}"`);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    },
  );

  it('keeps the frame when a page answers a malformed URL with the 404 page', async () => {
    const res = await get('/article/id/abc/0/en', 'plos', 'en').expect(404);
    expect(res.text).toContain('data-testid="not-found"');
    expect(res.text).toContain('data-site="plos"');
    expect(res.text).toMatch(/<footer[\s>]/);
  });

  it('shows /errorPage inside the frame of a site that can be shown, in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await get(`/errorPage?lang=${lang}&code=NOT_FOUND`, 'elife', lang).expect(404);
      expect(res.text).toContain('data-testid="error-page"');
      expect(res.text).toContain('data-site="elife"');
      expect(res.text).toContain('data-testid="nav-bar"');
      expect(res.text).toMatch(/<footer[\s>]/);
    }
  });

  it('answers a site that cannot be shown with its standalone state page, /errorPage too (no redirect loop)', async () => {
    const res = await get('/errorPage?lang=en&code=SITE_EXPIRED', 'expired', 'en').expect(410);
    expect(res.text).toContain('Website Expiration Reminder!');
    expect(res.text).not.toContain('data-testid="nav-bar"');
    const home = await get('/', 'expired', 'en').expect(410);
    expect(home.headers.location).toBeUndefined();
  });
});

describe('favicon from the site logo', () => {
  it.each([...SEED_SITES.map((s) => s.sld), 'nosuchsite'])('/favicon.ico answers an image on %s', async (sld) => {
    const res = await get('/favicon.ico', sld).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const site = SEED_SITES.find((s) => s.sld === sld);
    if (site && site.status === 0 && res.headers['content-type']?.startsWith('image/svg+xml')) {
      const svg = (res.body as Buffer).toString('utf8');
      // the seed's sites have no raster logo: their initials on their primary colour
      const { primary } = siteTheme(site.colour, site.colour1, site.colour2, site.colour3);
      expect(svg).toContain(`fill="${primary}"`);
      expect(svg).toMatch(/<text[^>]*>[^<]{1,2}<\/text>/);
    }
  });

  it('names the site by ?site= and links each page to its own site icon', async () => {
    const svg = (await get('/favicon.ico?site=plosmed', 'www').buffer(true).expect(200)).body as Buffer;
    expect(svg.toString('utf8')).toContain('>PM</text>');
    const page = await get('/homeNav/plosmed/en', 'www', 'en').expect(200);
    expect(page.text).toContain('<link rel="icon" href="/favicon.ico?site=plosmed">');
    const notFound = await get('/no/such/page', 'jose').expect(404);
    expect(notFound.text).toContain('<link rel="icon" href="/favicon.ico?site=jose">');
  });
});

describe('phones go to the mobile home (docs/product/sites-and-frame.md#mobile-home)', () => {
  it.each([
    ['/', '/?mobile=1'],
    ['/homeNav/plosmed/en', '/homeNav/plosmed/en?mobile=1'],
    ['/plosmed/home/zh?x=1', '/plosmed/home/zh?x=1&mobile=1'],
  ])('a phone asking for %s gets a 302 to %s', async (path, target) => {
    for (const ua of [PHONE, ANDROID]) {
      const res = await get(path, 'plosmed').set('User-Agent', ua).expect(302);
      expect(res.headers.location).toBe(target);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('serves the home page to desktops, tablets and crawlers', async () => {
    for (const ua of [DESKTOP, IPAD, GOOGLEBOT_PHONE, BAIDU_PHONE])
      await get('/', 'plosmed').set('User-Agent', ua).expect(200);
  });

  it('redirects phones even when the home page is in the page cache (the edge hands them on)', async () => {
    await get('/homeNav/elife/zh', 'elife').set('User-Agent', DESKTOP).expect(200);
    const hit = await get('/homeNav/elife/zh', 'elife').set('User-Agent', DESKTOP).expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    const phone = await get('/homeNav/elife/zh', 'elife').set('User-Agent', PHONE).expect(302);
    expect(phone.headers.location).toBe('/homeNav/elife/zh?mobile=1');
  });

  it('does not redirect other pages', async () => {
    await get('/rssList', 'plosmed').set('User-Agent', PHONE).expect(200);
  });

  it('offers the desktop version on the mobile home; its cookie stops the redirect', async () => {
    const mobile = await get('/homeNav/plosmed/en?mobile=1', 'plosmed', 'en').set('User-Agent', PHONE).expect(200);
    expect(mobile.text).toContain('href="/desktopVersion?to=%2FhomeNav%2Fplosmed%2Fen"');
    expect(mobile.text).toContain('Desktop version');
    const zh = await get('/?mobile=1', 'plosmed', 'zh').set('User-Agent', PHONE).expect(200);
    expect(zh.text).toContain('电脑版');

    const opt = await get('/desktopVersion?to=%2FhomeNav%2Fplosmed%2Fen', 'plosmed').expect(302);
    expect(opt.headers.location).toBe('/homeNav/plosmed/en');
    expect(opt.headers['set-cookie']).toEqual(['desktop=1; Path=/; Max-Age=31536000; SameSite=Lax']);
    const back = await request(server())
      .get('/homeNav/plosmed/en')
      .set('Host', 'plosmed.localhost:3000')
      .set('User-Agent', PHONE)
      .set('Cookie', 'language=en; desktop=1')
      .expect(200);
    expect(back.text).toContain('data-site="plosmed"');
    expect(back.text).not.toContain('data-testid="desktop-version"');
  });

  it('goes back only to a path of this site after /desktopVersion', async () => {
    for (const to of ['https://evil.example/', '//evil.example/', '/\\evil.example', ''])
      expect((await get(`/desktopVersion?to=${encodeURIComponent(to)}`, 'plosmed').expect(302)).headers.location).toBe(
        '/',
      );
  });
});

describe('seeded themes (seed; docs/product/sites-and-frame.md#theme-colours)', () => {
  it('shows at least five colour schemes, a custom one among them, and grayscale 1 and 2 off the main demo sites', async () => {
    const seen = new Map<string, { colourId: number; grayType: number }>();
    for (const s of shown) {
      const res = await request(server())
        .post('/graphql')
        .send({ query: `{ site(sld: "${s.sld}") { grayType theme { colourId primary } } }` })
        .expect(200);
      const site = res.body.data.site as { grayType: number; theme: { colourId: number } };
      seen.set(s.sld, { colourId: site.theme.colourId, grayType: site.grayType });
    }
    const colourful = [...seen.values()].filter((s) => s.grayType === 0);
    expect(new Set(colourful.map((s) => s.colourId)).size).toBeGreaterThanOrEqual(5);
    expect([...seen.values()].some((s) => s.colourId === 0)).toBe(true);
    const grays = new Set([...seen.values()].map((s) => s.grayType));
    expect(grays.has(1) && [...grays].some((g) => g > 1)).toBe(true);
    for (const main of ['www', 'plosmed']) expect(seen.get(main)?.grayType).toBe(0);
  });

  it('greys the page body of a grayType 1 site and lays the gray layer over a grayType 2 site', async () => {
    const body = SEED_SITES.find((s) => s.grayType === 1)!.sld;
    const page = SEED_SITES.find((s) => (s.grayType ?? 0) > 1)!.sld;
    const one = await get('/', body).expect(200);
    expect(one.text).toContain('data-gray="body"');
    expect(one.text).toMatch(/<main[^>]*class="[^"]*rc-gray/);
    expect(one.text).not.toContain('data-testid="gray-layer"');
    const two = await get('/', page).expect(200);
    expect(two.text).toContain('data-gray="page"');
    expect(two.text).toContain('data-testid="gray-layer"');
  });
});

describe('favicon from a raster logo (server/src/routes/favicon.ts)', () => {
  it("serves a site's stored raster logo as it is, and redirects to an https raster logo URL", async () => {
    const { db } = stack();
    const [file] = await db
      .select({ id: files.id, mime: files.mime, size: files.size })
      .from(files)
      .where(and(sql`${files.mime} in ('image/png', 'image/jpeg', 'image/gif')`, lt(files.size, 512 * 1024)))
      .limit(1);
    expect(file).toBeDefined();
    try {
      await db
        .update(sites)
        .set({ logo1: String(file!.id) })
        .where(eq(sites.sld, 'rsp'));
      const raster = await get('/favicon.ico', 'rsp').buffer(true).expect(200);
      expect(raster.headers['content-type']).toBe(file!.mime);
      expect((raster.body as Buffer).length).toBe(file!.size);
      await db.update(sites).set({ logo1: 'https://logo.example.org/rsp.png' }).where(eq(sites.sld, 'rsp'));
      const external = await get('/favicon.ico', 'rsp').expect(302);
      expect(external.headers.location).toBe('https://logo.example.org/rsp.png');
      // a vector or unknown logo is not served as the icon: the generated one stands in
      await db.update(sites).set({ logo1: 'https://logo.example.org/rsp.svg' }).where(eq(sites.sld, 'rsp'));
      const generated = await get('/favicon.ico', 'rsp').expect(200);
      expect(generated.headers['content-type']).toMatch(/^image\/svg\+xml/);
    } finally {
      await db.update(sites).set({ logo1: null }).where(eq(sites.sld, 'rsp'));
    }
  });
});
