/** Unit tests of the gateway's pure product rules (server/src/domain; docs/product/). */
import { describe, expect, it } from 'vitest';
import { isNavItemVisible, visibleNav } from '../../server/src/domain/nav.js';
import { navTarget, type TargetContext } from '../../server/src/domain/targets.js';
import { siteTheme, THEME_PRESETS } from '../../server/src/domain/theme.js';
import { newsImageUrl } from '../../server/src/domain/media.js';
import { doiUrl } from '../../server/src/domain/doi.js';
import { parseResourceTypes, versionLabel, visibleCustomButtons, pageRange } from '../../server/src/domain/labels.js';
import { resolveLanguage, sldFromHost, pickLang } from '../../server/src/domain/request.js';
import { channelFactory } from '../helpers/channels.js';

const ch = channelFactory(7, 1);

describe('visible navigation (docs/product/sites-and-frame.md#menu-visibility)', () => {
  it('shows an enabled item named in the current language', () => {
    expect(isNavItemVisible(ch('news'), 'zh')).toBe(true);
    expect(isNavItemVisible(ch('news', { enable: '1' as unknown as number }), 'en')).toBe(true);
  });
  it('hides disabled items (0 and "0")', () => {
    expect(isNavItemVisible(ch('news', { enable: 0 }), 'zh')).toBe(false);
    expect(isNavItemVisible(ch('news', { enable: '0' as unknown as number }), 'zh')).toBe(false);
  });
  it('hides items without a name in the current language only', () => {
    const item = ch('news', { enName: '  ' });
    expect(isNavItemVisible(item, 'en')).toBe(false);
    expect(isNavItemVisible(item, 'zh')).toBe(true);
  });
  it('hides every hidden code', () => {
    for (const code of [
      'situation',
      'reader',
      'contact',
      'carousel',
      'quick',
      'selnews',
      'rank',
      'selmag',
      'selarticle',
      'priority',
      'column',
      'introduce',
      'subaboutus',
      'subcontact',
      'first',
      'selPicture',
    ]) {
      expect(isNavItemVisible(ch(code), 'zh'), code).toBe(false);
    }
  });
  it('drops children of home and science, keeps visible children of other menus', () => {
    const tree = [
      ch('index', { children: [ch('news')] }),
      ch('science', { children: [ch('news')] }),
      ch('aboutus', { children: [ch('subaboutus'), ch('newItem'), ch('news', { enable: 0 })] }),
      ch('rank'),
    ];
    const v = visibleNav(tree, 'en');
    expect(v.map((x) => x.item.code)).toEqual(['index', 'science', 'aboutus']);
    expect(v[0]!.children).toEqual([]);
    expect(v[1]!.children).toEqual([]);
    expect(v[2]!.children.map((x) => x.item.code)).toEqual(['newItem']);
    expect(v[2]!.name).toBe('En aboutus');
  });
});

describe('menu code targets (docs/product/sites-and-frame.md#where-a-menu-item-leads)', () => {
  const ctx: TargetContext = {
    lang: 'en',
    siteId: 7,
    sld: 'plosmed',
    hostSld: 'www',
    newestIssueId: 31,
    secondIssueId: 30,
    index: 2,
  };
  it('directory → newest issue, backissue → second-newest', () => {
    expect(navTarget(ch('directory', { id: 5 }), ctx)).toEqual({
      href: '/newAcademic/7/5/directory/31/0/en',
      external: false,
    });
    expect(navTarget(ch('backissue', { id: 6 }), ctx).href).toBe('/newAcademic/7/6/backissue/30/0/en');
  });
  it('uses period 0 when the issues are unknown', () => {
    expect(navTarget(ch('directory', { id: 5 }), { ...ctx, newestIssueId: null }).href).toBe(
      '/newAcademic/7/5/directory/0/0/en',
    );
  });
  it('jump → external link value', () => {
    expect(navTarget(ch('jump', { linkValue: 'https://example.org/x' }), ctx)).toEqual({
      href: 'https://example.org/x',
      external: true,
    });
  });
  it('index → / on the Host site, else /homeNav/{sld}/{lang}', () => {
    expect(navTarget(ch('index'), ctx).href).toBe('/homeNav/plosmed/en');
    expect(navTarget(ch('index'), { ...ctx, hostSld: 'plosmed' }).href).toBe('/');
  });
  it('introduce-like, item, album, news-info and editorial paths', () => {
    expect(navTarget(ch('periodIntroduce', { id: 9 }), ctx).href).toBe('/newPeriodIntroduce/7/9/en');
    expect(navTarget(ch('contact', { id: 9 }), ctx).href).toBe('/newPeriodIntroduce/7/9/en');
    expect(navTarget(ch('newItem', { id: 9 }), ctx).href).toBe('/newItemPage/7/9/en');
    expect(navTarget(ch('newAlbum', { id: 9 }), ctx).href).toBe('/newAlbumList/7/9/en');
    expect(navTarget(ch('newNews', { id: 9 }), ctx).href).toBe('/newsInfo/7/9/channel/0/0/en');
    expect(navTarget(ch('editorial', { id: 9 }), ctx).href).toBe('/newEditorial/7/9/0/en');
    expect(navTarget(ch('science'), ctx).href).toBe('/science');
  });
  it('other codes → /{code} with columnId and columnName', () => {
    const t = navTarget(ch('rss', { id: 12, enName: 'RSS feeds' }), ctx);
    const u = new URL(t.href, 'http://x');
    expect(u.pathname).toBe('/rss');
    expect(u.searchParams.get('columnId')).toBe('12');
    expect(u.searchParams.get('columnName')).toBe('RSS feeds');
    expect(u.searchParams.get('code')).toBe('rss');
  });
});

describe('theme colours (docs/product/sites-and-frame.md#theme-colours)', () => {
  it('has 11 presets with distinct primaries', () => {
    expect(Object.keys(THEME_PRESETS)).toHaveLength(11);
    expect(new Set(Object.values(THEME_PRESETS).map((p) => p.primary)).size).toBe(11);
  });
  it('preset id gives that preset', () => {
    const t = siteTheme(3);
    expect(t.colourId).toBe(3);
    expect(t.primary).toBe(THEME_PRESETS[3]!.primary);
  });
  it('0 = custom from colour1-3 with 0.8 and 0.1 opacities', () => {
    const t = siteTheme(0, '#112233', '#445566', '#778899');
    expect(t).toEqual({
      colourId: 0,
      primary: '#112233',
      hover: 'rgba(68, 85, 102, 0.8)',
      other: '#445566',
      background: 'rgba(17, 34, 51, 0.1)',
      bottomLine: '#778899',
    });
  });
  it('falls back to preset 1 for unknown ids or an unusable custom colour', () => {
    expect(siteTheme(42).colourId).toBe(1);
    expect(siteTheme(0, 'not-a-colour').colourId).toBe(1);
  });
});

describe('banner image order (docs/product/sites-and-frame.md#top-news-banner)', () => {
  it('prefers topPictureUrl, then topPictureId, pictureUrl, coverId', () => {
    expect(newsImageUrl({ topPictureUrl: '/a.png', topPictureId: 3, pictureUrl: '/b.png', coverId: 4 })).toBe('/a.png');
    expect(newsImageUrl({ topPictureUrl: '', topPictureId: 3, pictureUrl: '/b.png', coverId: 4 })).toBe(
      '/rc-pub/front/files/get?id=3',
    );
    expect(newsImageUrl({ topPictureUrl: '0', topPictureId: 0, pictureUrl: '/b.png', coverId: 4 })).toBe('/b.png');
    expect(newsImageUrl({ topPictureUrl: null, topPictureId: null, pictureUrl: '', coverId: 4 })).toBe(
      '/rc-pub/front/files/get?id=4',
    );
  });
  it('null (default banner) when every field is empty or 0', () => {
    expect(newsImageUrl({ topPictureUrl: '', topPictureId: 0, pictureUrl: '0', coverId: null })).toBeNull();
  });
});

describe('small product rules', () => {
  it('version labels', () => {
    expect(versionLabel(-1, 'en')).toBe('Accept');
    expect(versionLabel(0, 'en')).toBeNull();
    expect(versionLabel(3, 'en')).toBe('Corrected Proof');
    expect(versionLabel(3, 'zh')).toBe('三校优先');
    expect(versionLabel(10, 'zh')).toBe('十校优先');
  });
  it('resource types keep known ids only', () => {
    expect(parseResourceTypes('428;25; 99;abc;-2;428;0')).toEqual([428, 25, -2, 0]);
    expect(parseResourceTypes('')).toEqual([]);
  });
  it('at most 3 custom buttons, status 1 only', () => {
    const b = (n: string, s = 1) => ({
      customButtonName: n,
      customButtonEnName: `${n}-en`,
      customButtonLinkValue: `/x/${n}`,
      customButtonStatus: s,
    });
    const shown = visibleCustomButtons([b('a'), b('off', 0), b('b'), b('c'), b('d')], 'en');
    expect(shown).toEqual([
      { name: 'a-en', href: '/x/a' },
      { name: 'b-en', href: '/x/b' },
      { name: 'c-en', href: '/x/c' },
    ]);
  });
  it('pages', () => {
    expect(pageRange('12', '20', null)).toBe('12-20');
    expect(pageRange(null, null, 'e1002')).toBe('e1002');
  });
  it('language: header, else cookie, else zh', () => {
    expect(resolveLanguage('en', 'zh')).toBe('en');
    expect(resolveLanguage(undefined, 'en')).toBe('en');
    expect(resolveLanguage('fr', undefined)).toBe('zh');
  });
  it('site subdomain from Host', () => {
    expect(sldFromHost('plosmed.localhost:3000', 'www')).toBe('plosmed');
    expect(sldFromHost('localhost:3000', 'www')).toBe('www');
    expect(sldFromHost('127.0.0.1:3000', 'www')).toBe('www');
    expect(sldFromHost('[::1]:3000', 'www')).toBe('www');
    expect(sldFromHost('jose.portal.example.org', 'www')).toBe('jose');
    expect(sldFromHost('example.org', 'www')).toBe('www');
  });
  it('language fallback', () => {
    expect(pickLang('en', '中文', '')).toBe('中文');
    expect(pickLang('en', '中文', 'English')).toBe('English');
  });
});

describe('DOI links (DOI Handbook section 3.8)', () => {
  it('appends the DOI to https://doi.org/ as is, escaping only what would end or change the path', () => {
    expect(doiUrl('10.1371/journal.pone.0002554')).toBe('https://doi.org/10.1371/journal.pone.0002554');
    expect(doiUrl('10.1000/a#b?c')).toBe('https://doi.org/10.1000/a%23b%3Fc');
    expect(doiUrl('10.1002/(SICI)1097-4571 x')).toBe('https://doi.org/10.1002/(SICI)1097-4571%20x');
    expect(doiUrl(' 10.1000/x ')).toBe('https://doi.org/10.1000/x');
    expect(doiUrl(null)).toBeNull();
    expect(doiUrl('  ')).toBeNull();
  });
});
