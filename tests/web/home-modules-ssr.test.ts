/**
 * The home page, its theme and banners, server-rendered through the real gateway and a seeded rc-pub: a home
 * channel with a module of every type (plus one without content) and banners of every type
 * (tests/web/helpers/home-fixtures.ts; docs/product/sites-and-frame.md, Home page and Banners). Asserts the modules' order and titles from the data in zh and en, the html
 * module's text without its <script>, no title for the empty module, each banner type's link (news detail, album,
 * article DOI page in a new window, external link in a new window, the wechat QR code with its caption and no link,
 * 'other' without a link), the 175/683 aspect ratio, and the top-news carousel's arrow names and slide labels.
 *
 * Own stack: adds home-page fixtures to seeded sites and changes their group type.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHomeFixtures, type HomeFixtures, MODULE_TITLES } from './helpers/home-fixtures.js';
import { startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
let server: Parameters<typeof request>[0];
let fx: HomeFixtures;

/** The HTML between <main> and </main>, styles removed. */
function mainHtml(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

async function home(lang: 'zh' | 'en', sld = 'plosone'): Promise<string> {
  const res = await request(server).get('/').set('Host', `${sld}.localhost:3000`).set('Cookie', `language=${lang}`);
  expect(res.status).toBe(200);
  return res.text;
}

/** The <a> (or other) element around a banner type's slide, as HTML of its opening tag. */
function bannerTag(main: string, type: string): string {
  const m = new RegExp(`<(a|div|figure)[^>]*data-banner-type="${type}"[^>]*>`).exec(main);
  expect(m, `banner ${type}`).not.toBeNull();
  return m![0];
}

beforeAll(async () => {
  stack = await startStack({ own: true });
  server = stack.gateway.server;
  fx = await addHomeFixtures(stack.db, 'plosone');
  // before any request: the gateway caches the site record, groupType included
  await addHomeFixtures(stack.db, 'plosmed', { groupType: 1 });
}, 600_000);
afterAll(async () => {
  await stack?.close();
});

describe('home modules (docs/product/sites-and-frame.md#home-page)', () => {
  for (const [lang, i] of [
    ['zh', 0],
    ['en', 1],
  ] as const) {
    it(`renders every type in the channel's order under its own title (${lang})`, async () => {
      const main = mainHtml(await home(lang));
      const order = (
        ['banner', 'latestIssue', 'onlineFirst', 'html', 'mostRead', 'news', 'journals', 'rank'] as const
      ).map((k) => MODULE_TITLES[k][i]);
      // a heading's text; the banner module's title names its region (aria-label) instead
      const positions = order.map((t, k) => main.indexOf(k === 0 ? `aria-label="${t}"` : `>${t}<`));
      for (const [k, p] of positions.entries()) expect(p, order[k]).toBeGreaterThan(-1);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // the module without content leaves no bare title
      expect(main).not.toContain(MODULE_TITLES.empty[i]);
      expect(main).not.toMatch(/<h2[^>]*><\/h2>/);
    });
  }

  it('shows the html module sanitized: its text, never its script', async () => {
    const html = await home('en');
    const main = mainHtml(html);
    expect(main).toContain('[Demo] Module <strong>HTML</strong> text.');
    expect(html).not.toContain('__pwned');
  });

  it('lists the online-first article with its version label and authors', async () => {
    const main = mainHtml(await home('en'));
    const section = main.slice(main.indexOf(MODULE_TITLES.onlineFirst[1]), main.indexOf(MODULE_TITLES.html[1]));
    expect(section).toMatch(/href="\/article\/id\/\d+\/\d+\/en"/);
    expect(section).toContain('Accept');
  });
});

describe('site banners (175/683, docs/product/sites-and-frame.md#site-banners)', () => {
  it('leads each banner type where a reader expects', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const main = mainHtml(await home(lang));
      const link = bannerTag(main, 'link');
      expect(link).toContain(`href="${fx.externalUrl}"`);
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
      const news = bannerTag(main, 'news');
      expect(news).toContain(`href="/newsDetails/${fx.siteId}/${fx.newsId}/${lang}"`);
      expect(news).toContain('target="_blank"');
      const album = bannerTag(main, 'album');
      expect(album).toContain(`href="/newAlbumDetail/${fx.siteId}/${fx.albumId}/${lang}"`);
      expect(album).not.toContain('target=');
      const article = bannerTag(main, 'article');
      expect(article).toContain(`href="/article/doi/${fx.siteId}/${fx.articleDoi}/${lang}"`);
      expect(article).toContain('target="_blank"');
      const wechat = bannerTag(main, 'wechat');
      expect(wechat.startsWith('<figure')).toBe(true);
      const figure = main.slice(main.indexOf(wechat), main.indexOf('</figure>', main.indexOf(wechat)));
      expect(figure).toContain(lang === 'zh' ? '[演示] 扫码关注微信' : '[Demo] Follow us on WeChat');
      expect(figure).toMatch(/<img[^>]*src="\/rc-pub\/front\/files\/get\?id=\d+"/);
      expect(figure).not.toContain('<a ');
      expect(bannerTag(main, 'other').startsWith('<div')).toBe(true);
    }
  });

  it('keeps every banner 175/683 as high as wide, named and without autoplay off a groupType 1 site', async () => {
    const main = mainHtml(await home('en'));
    const slides = main.match(/data-banner-type="[a-z]+"/g) ?? [];
    expect(slides.length).toBe(6);
    expect(main.match(/aspect-ratio:683 \/ 175/g)?.length).toBe(6);
    expect(main).toMatch(/<section[^>]*aria-label="\[Demo\] Banner module"/);
    expect(main).toContain('data-variant="carousel"');
    expect(main).not.toContain('data-testid="banner-pause"');
  });

  it('uses the hero variant with a pause button on an institutional group site (groupType 1)', async () => {
    const main = mainHtml(await home('en', 'plosmed'));
    expect(main).toContain('data-variant="hero"');
    expect(main).toMatch(/<button[^>]*aria-label="Pause the banner rotation"/);
  });
});

describe('top-news carousel (docs/product/sites-and-frame.md#top-news-banner)', () => {
  it('renders the three slides with their titles, the arrows and one bullet per slide before Swiper starts', async () => {
    // Swiper starts at the reader's first input and its A11y module then names the arrows and labels the slides
    // (tests/browser/home-banners.test.ts); the server renders the preview it starts from.
    const html = await home('zh');
    for (const i of [1, 2, 3]) expect(html).toContain(`[演示] 头条新闻 ${i}`);
    const carousel = /data-testid="top-news-carousel"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(carousel).toContain('class="swiper-button-prev swiper-button-disabled"');
    expect(carousel).toContain('class="swiper-button-next"');
    expect(carousel.match(/class="swiper-pagination-bullet[" ]/g)?.length).toBeGreaterThanOrEqual(3);
    expect(carousel.match(/swiper-pagination-bullet-active/g)?.length).toBe(1);
    expect(carousel).not.toContain('swiper-initialized');
  });
});
