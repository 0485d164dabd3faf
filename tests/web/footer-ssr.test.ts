/**
 * The server-rendered footer (docs/product/sites-and-frame.md#footer, with its QR size and logo margin): every field of the
 * footer config with its label in zh and en, the light (#ebebeb) and dark themes, fields without a value left out with
 * their labels, the visit counters only when showVisits is on, its pictures loaded lazily, and a visible sitemap link (GET /sitemap.txt, docs/product/citation-and-harvest.md#sitemaps).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { loadBuiltEntry } from './helpers/build.js';
import { fixtureSite, mockExecute } from './helpers/mock-execute.js';
import { sanitizeSiteCss } from '../../server/src/domain/site-css.js';

let render: SsrRender;
let template: string;

beforeAll(async () => {
  ({ render, template } = await loadBuiltEntry());
});

const FULL = {
  showLogo: true,
  logoUrl: '/rc-pub/front/files/get?id=7',
  logoName: '[Demo] Journal Group',
  backgroundColor: '#ebebeb',
  light: true,
  paintBackground: '#ebebeb',
  address: '[Demo] 1 Sample Road',
  postcode: '[Demo] 000000',
  phone: '[Demo] 010-0000-0000',
  fax: '[Demo] 010-0000-0001',
  email: 'demo@example.org',
  copyright: '© 2026 [Demo] Journal Group',
  icp: '[演示] 京ICP备00000000号',
  picp: '[演示] 京公网安备00000000000000号',
  picpLink: 'https://beian.mps.gov.cn/',
  qrUrl: '/rc-pub/front/files/get?id=8',
  qrMessage: '[Demo] Scan to follow',
  showVisits: true,
  sumVisits: 12345,
  todayVisits: 67,
};

const EMPTY = {
  ...FULL,
  showLogo: false,
  address: null,
  postcode: null,
  phone: null,
  fax: null,
  email: null,
  icp: null,
  picp: null,
  picpLink: null,
  qrUrl: null,
  qrMessage: null,
  showVisits: false,
};

/** The whole server-rendered home page in `lang` with the site fields `patch`. */
async function pageHtml(lang: 'zh' | 'en', patch: Record<string, unknown>): Promise<string> {
  const { execute } = mockExecute('ok', 'GROUP', patch);
  const res = await render({ url: `/homeNav/demo/${lang}`, host: 'localhost:3000', cookies: {}, template, execute });
  expect(res.status).toBe(200);
  return res.html ?? '';
}

/** The rendered <footer> element of the home page in `lang` with the footer config `footer`. */
async function footerHtml(lang: 'zh' | 'en', footer: Record<string, unknown>): Promise<string> {
  const { execute } = mockExecute('ok', 'GROUP', { footer });
  const res = await render({ url: `/homeNav/demo/${lang}`, host: 'localhost:3000', cookies: {}, template, execute });
  expect(res.status).toBe(200);
  const m = /<footer[\s\S]*?<\/footer>/.exec(res.html ?? '');
  expect(m, 'the page has a <footer>').not.toBeNull();
  return m![0];
}

/** The text of the element carrying data-field="name", tags stripped; null when absent. */
function field(html: string, name: string): string | null {
  const start = html.indexOf(`data-field="${name}"`);
  if (start < 0) return null;
  const open = html.lastIndexOf('<', start);
  const tag = /^<([a-z]+)/.exec(html.slice(open))![1]!;
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = open;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0)
      return html
        .slice(open, m.index)
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/<!-- -->/g, '');
  }
  return null;
}

describe('footer fields (docs/product/sites-and-frame.md#footer)', () => {
  it.each([
    ['zh', ['地址：', '邮编：', '电话：', '传真：', '邮箱：', '总访问量：', '今日访问量：'], '网站地图', '12,345'],
    [
      'en',
      ['Address: ', 'Postcode: ', 'Tel: ', 'Fax: ', 'Email: ', 'Total visits: ', 'Visits today: '],
      'Sitemap',
      '12,345',
    ],
  ] as const)('shows every field with its %s label', async (lang, labels, sitemap, visits) => {
    const html = await footerHtml(lang, FULL);
    expect(field(html, 'address')).toBe(`${labels[0]}[Demo] 1 Sample Road`);
    expect(field(html, 'postcode')).toBe(`${labels[1]}[Demo] 000000`);
    expect(field(html, 'phone')).toBe(`${labels[2]}[Demo] 010-0000-0000`);
    expect(field(html, 'fax')).toBe(`${labels[3]}[Demo] 010-0000-0001`);
    expect(field(html, 'email')).toBe(`${labels[4]}demo@example.org`);
    expect(html).toContain('href="mailto:demo@example.org"');
    expect(field(html, 'copyright')).toBe('© 2026 [Demo] Journal Group');
    expect(field(html, 'icp')).toBe('[演示] 京ICP备00000000号');
    expect(field(html, 'picp')).toBe('[演示] 京公网安备00000000000000号');
    expect(html).toMatch(/<a href="https:\/\/beian\.mps\.gov\.cn\/" target="_blank" rel="noopener noreferrer"/);
    expect(field(html, 'sumVisits')).toBe(`${labels[5]}${visits}`);
    expect(field(html, 'todayVisits')).toBe(`${labels[6]}67`);
    // the logo with its name, and the QR code at 100 x 100 px with its caption (docs/product/sites-and-frame.md#footer)
    expect(html).toMatch(/<img src="\/rc-pub\/front\/files\/get\?id=7" alt=""/);
    expect(field(html, 'logoName')).toBe('[Demo] Journal Group');
    expect(html).toMatch(
      /<img src="\/rc-pub\/front\/files\/get\?id=8" alt="\[Demo\] Scan to follow" width="100" height="100"/,
    );
    expect(field(html, 'qr')).toBe('[Demo] Scan to follow');
    // a visible sitemap link (not `hidden`)
    expect(html).toMatch(new RegExp(`<a href="/sitemap.txt"(?![^>]*hidden)[^>]*>${sitemap}</a>`));
  });

  it('loads the logo and the QR code lazily, and the head asks for neither before the page', async () => {
    const html = await pageHtml('zh', { footer: FULL });
    const head = html.slice(0, html.indexOf('</head>'));
    // React preloads every eager image of a server render in the head, ahead of the page's own content
    expect(head).not.toContain('files/get?id=7');
    expect(head).not.toContain('files/get?id=8');
    for (const id of [7, 8]) {
      const img = new RegExp(`<img src="/rc-pub/front/files/get\\?id=${id}"[^>]*>`).exec(html)?.[0];
      expect(img, `footer image ${id}`).toMatch(/ loading="lazy"/);
    }
  });

  it('leaves out fields without a value, with their labels, and the counters unless showVisits is on', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const html = await footerHtml(lang, EMPTY);
      for (const name of [
        'logo',
        'address',
        'postcode',
        'phone',
        'fax',
        'email',
        'icp',
        'picp',
        'qr',
        'sumVisits',
        'todayVisits',
      ])
        expect(field(html, name), name).toBeNull();
      for (const label of [
        '地址',
        '邮编',
        '电话',
        '传真',
        '邮箱',
        '访问量',
        'Address',
        'Postcode',
        'Tel',
        'Fax',
        'Email',
        'visits',
      ])
        expect(html, label).not.toContain(label);
      expect(field(html, 'copyright')).toBe('© 2026 [Demo] Journal Group');
      expect(field(html, 'sitemap')).toBe(lang === 'zh' ? '网站地图' : 'Sitemap');
    }
    // counters off even with numbers; on with zero counts they show 0
    expect(field(await footerHtml('en', { ...FULL, showVisits: false }), 'sumVisits')).toBeNull();
    expect(field(await footerHtml('en', { ...FULL, sumVisits: 0, todayVisits: 0 }), 'todayVisits')).toBe(
      'Visits today: 0',
    );
  });

  it('leaves out the logo when showLogo is off, and the picp link when it has none', async () => {
    const html = await footerHtml('zh', { ...FULL, showLogo: false, picpLink: null });
    expect(field(html, 'logo')).toBeNull();
    expect(html).not.toContain('files/get?id=7');
    expect(field(html, 'picp')).toBe('[演示] 京公网安备00000000000000号');
    expect(html).not.toContain('beian.mps.gov.cn');
  });
});

describe('footer theme (backgroundColor, docs/product/sites-and-frame.md#footer)', () => {
  it('is light on #ebebeb and dark otherwise, on the configured dark colour', async () => {
    const light = await footerHtml('zh', FULL);
    expect(light).toMatch(/^<footer[^>]*data-theme-footer="light"/);
    const dark = await footerHtml('en', {
      ...FULL,
      backgroundColor: '#123456',
      light: false,
      paintBackground: '#123456',
    });
    expect(dark).toMatch(/^<footer[^>]*data-theme-footer="dark"/);
  });
});

describe('official website link (the footer linkAddress, docs/product/sites-and-frame.md#footer)', () => {
  it('links the logo and its name to the configured website', async () => {
    const html = await footerHtml('en', { ...FULL, linkAddress: 'https://journals.example.org/' });
    expect(html).toMatch(/<a[^>]*href="https:\/\/journals\.example\.org\/"[^>]*data-field="linkAddress"/);
    expect(field(html, 'linkAddress')).toBe('[Demo] Journal Group');
    // the name is the link's text, so the picture stays decorative
    expect(html).toMatch(/<img src="\/rc-pub\/front\/files\/get\?id=7" alt=""/);
  });

  it('names a logo without a name by the picture, and shows a text link when no logo is shown', async () => {
    const nameless = await footerHtml('zh', { ...FULL, logoName: null, linkAddress: '/aboutus' });
    expect(nameless).toMatch(/<img src="\/rc-pub\/front\/files\/get\?id=7" alt="官方网站"/);
    const noLogo = await footerHtml('en', { ...FULL, showLogo: false, linkAddress: '/aboutus' });
    expect(field(noLogo, 'linkAddress')).toBe('Official website');
    expect(noLogo).toMatch(/<a href="\/aboutus"[^>]*data-field="linkAddress"/);
  });

  it('shows no link when none is configured', async () => {
    const html = await footerHtml('en', { ...FULL, linkAddress: null });
    expect(field(html, 'linkAddress')).toBeNull();
    expect(html).not.toContain('Official website');
  });
});

describe('site CSS (header configData.cssContent, footer cssContent)', () => {
  const header = (cssContent: string | null) => ({ ...fixtureSite('en').header, cssContent });

  it('writes the header and footer sheets into the head, header first, on every page of the site', async () => {
    const html = await pageHtml('en', {
      header: header('.site-header-demo { letter-spacing: 1px }'),
      footer: { ...FULL, cssContent: 'footer .demo-note { color: #333 }' },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const h = head.indexOf('<style data-site-css="header">.site-header-demo { letter-spacing: 1px }</style>');
    const f = head.indexOf('<style data-site-css="footer">footer .demo-note { color: #333 }</style>');
    expect(h, 'header sheet in the head').toBeGreaterThan(0);
    expect(f, 'footer sheet after it').toBeGreaterThan(h);
    expect(html.slice(html.indexOf('</head>'))).not.toContain('data-site-css');
  });

  it('writes no style element when the site has no CSS', async () => {
    const html = await pageHtml('zh', { header: header(null), footer: { ...FULL, cssContent: null } });
    expect(html).not.toContain('data-site-css');
  });

  it('keeps hostile CSS inside its style element and loads nothing remote (gateway sanitiser + head writer)', async () => {
    const hostile =
      'a{color:red}</style><script>alert(1)</script><!-- @import url(https://evil.example/x.css); ' +
      'b{background:url( "https://evil.example/t.png" )} </STYLE ><img src=x onerror=alert(2)>';
    const safe = sanitizeSiteCss(hostile);
    expect(safe).not.toBeNull();
    // even unsanitised CSS reaching the page cannot close its element (the head writer escapes `<` again)
    for (const css of [safe!, hostile]) {
      const html = await pageHtml('en', { header: header(css), footer: { ...FULL, cssContent: css } });
      expect(html).not.toMatch(/<script>alert/);
      expect(html).not.toMatch(/<img src=x/);
      const styles = [...html.matchAll(/<style data-site-css="(header|footer)">([\s\S]*?)<\/style>/g)];
      expect(styles.map((m) => m[1])).toEqual(['header', 'footer']);
      for (const m of styles) expect(m[2]).toContain('a{color:red}');
    }
    const page = await pageHtml('en', { header: header(safe), footer: { ...FULL, cssContent: null } });
    expect(page).not.toContain('evil.example');
  });
});
