/** Seed rows of a site's page frame: header, custom buttons, footer, tools, demo news (SPEC §3). */
import type { SeedSite } from './sites-data.js';
import { DEMO_PHONE } from './sites-data.js';

/** Header config values of a site (SPEC §3 header config). */
export function headerOf(s: SeedSite) {
  return {
    navStyle: s.navStyle,
    showLogin: 1,
    switchLanguage: 1,
    groupEntrance: s.type === 'single' ? 0 : 1,
    resourceType: '428;-3;25;29;28;-2;0',
    greeting: `欢迎访问 ${s.nameZh}`,
    enGreeting: `Welcome to ${s.nameEn}`,
  };
}

/** Custom header buttons (SPEC §3; the gateway shows at most 3 with status 1, SPEC §9). */
export function buttonsOf(s: SeedSite) {
  const list = [{ nameZh: '演示说明', nameEn: 'About this demo', linkValue: '/aboutus', status: 1 }];
  if (s.homepage)
    list.unshift({
      nameZh: s.type === 'single' ? '期刊官网' : '官方网站',
      nameEn: s.type === 'single' ? 'Journal website' : 'Official website',
      linkValue: s.homepage,
      status: 1,
    });
  list.push({ nameZh: '在线投稿（未开放）', nameEn: 'Submit (not available)', linkValue: '/', status: 0 });
  return list.map((b, sort) => ({ ...b, sort }));
}

/** Footer config: no real-looking contact data; the maintenance site gets the demo phone; `now` gives the year. */
export function footerOf(s: SeedSite, now: Date) {
  return {
    toolbarStyle: 1,
    showLogo: 0,
    backgroundColor: s.type === 'single' ? '#ebebeb' : '#2b2b2b',
    phone: s.status === 10003 ? DEMO_PHONE : null,
    copyright: `© ${now.getUTCFullYear()} ${s.nameZh} 演示站点。文章版权归作者所有，按各文章所载许可协议发布。`,
    enCopyright: `© ${now.getUTCFullYear()} ${s.nameEn} demo site. Articles © their authors, under the licences they state.`,
    qrMessage: null,
    showVisits: 0,
  };
}

/** Floating toolbar (SPEC §3 tool item platformType rss, email, folderAdd). */
export function toolsOf() {
  return [
    { resNameZh: 'RSS 订阅', resNameEn: 'RSS', type: 'link', platformType: 'rss', url: '/rssList', description: 'RSS' },
    {
      resNameZh: '邮件订阅',
      resNameEn: 'Email alerts',
      type: 'link',
      platformType: 'email',
      url: '/emailSubscribe',
      description: 'Email',
    },
    {
      resNameZh: '批量引用',
      resNameEn: 'Batch citation',
      type: 'link',
      platformType: 'folderAdd',
      url: null,
      description: 'Batch citation',
    },
  ].map((t, sort) => ({ ...t, sort }));
}

/** Demo news of a site, visibly marked [演示]/[Demo]; dates are the seed's clock `at` minus a few days. */
export function newsOf(s: SeedSite, siteId: number, at: Date) {
  const day = 86_400_000;
  const now = at.getTime();
  const [pz, pe] = s.provenance ?? [
    '本站内容来自公开许可的数据集。',
    'The content of this site comes from openly licensed data sets.',
  ];
  return [
    {
      newsDataType: 'news',
      isTop: true,
      titleZh: `[演示] 欢迎访问 ${s.nameZh} 演示站点`,
      titleEn: `[Demo] Welcome to the ${s.nameEn} demo site`,
      summaryZh: '[演示] 本站为期刊门户的演示站点。',
      summaryEn: '[Demo] This is a demo site of the journal portal.',
      contentZh: '<p>[演示] 本站为期刊门户的演示站点，用于展示期刊、期次与文章的浏览。</p>',
      contentEn:
        '<p>[Demo] This is a demo site of the journal portal, showing how journals, issues and articles are browsed.</p>',
      publishedAt: new Date(now - day),
    },
    {
      newsDataType: 'news',
      isTop: true,
      titleZh: '[演示] 示例数据说明',
      titleEn: '[Demo] About the sample data',
      summaryZh: `[演示] ${pz}`,
      summaryEn: `[Demo] ${pe}`,
      contentZh: `<p>[演示] ${pz}</p>`,
      contentEn: `<p>[Demo] ${pe}</p>`,
      publishedAt: new Date(now - 2 * day),
    },
    {
      newsDataType: 'announcement',
      isTop: false,
      titleZh: '[演示] 系统维护通知示例',
      titleEn: '[Demo] Sample maintenance notice',
      summaryZh: '[演示] 这是一条示例公告。',
      summaryEn: '[Demo] This is a sample announcement.',
      contentZh: '<p>[演示] 这是一条示例公告，不代表真实的维护安排。</p>',
      contentEn: '<p>[Demo] This is a sample announcement, not a real maintenance schedule.</p>',
      publishedAt: new Date(now - 3 * day),
    },
  ].map((n) => ({ ...n, siteId, demo: true, original: 1 }));
}
