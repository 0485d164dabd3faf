/**
 * Seed menus (SPEC §2 codes, §3 menu item). Each site gets a zh/en menu with visible codes, a few SPEC §5 hidden codes
 * (contact, introduce, subaboutus, subcontact), one disabled item and one item without an English name, so the
 * visibility rules (enable on, name for the language, code not hidden) have something to decide.
 */
import type { SeedSite } from './sites-data.js';

/** A channel to insert; children nest under it. */
export interface SeedChannel {
  code: string;
  nameZh: string;
  nameEn: string;
  enable?: number;
  linkValue?: string | null;
  newsDataType?: string | null;
  contentZh?: string | null;
  contentEn?: string | null;
  children?: SeedChannel[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Intro HTML of a site (zh, en): what it is and where its articles come from. Marked as a demo site. */
export function introHtml(s: SeedSite): [string, string] {
  const issn = s.issn ? `（ISSN ${s.issn}）` : '';
  const issnEn = s.issn ? ` (ISSN ${s.issn})` : '';
  const home = s.homepage ? `<p>官方网站：<a href="${s.homepage}">${s.homepage}</a></p>` : '';
  const homeEn = s.homepage ? `<p>Official website: <a href="${s.homepage}">${s.homepage}</a></p>` : '';
  const [pz, pe] = s.provenance ?? ['', ''];
  return [
    `<p>本站是 <strong>${esc(s.nameZh)}</strong>${issn} 的演示站点，不是其官方网站。${esc(pz)}</p>${home}`,
    `<p>This is a demo site for <strong>${esc(s.nameEn)}</strong>${issnEn}, not its official website. ${esc(pe)}</p>${homeEn}`,
  ];
}

const aboutSiteZh = '<p>[演示] 本门户是开源的多站点期刊门户演示，内容来自公开许可的数据集。</p>';
const aboutSiteEn =
  '<p>[Demo] This portal is an open-source demo of a multi-site journal portal; its content comes from openly licensed data sets.</p>';

function aboutUs(): SeedChannel {
  return {
    code: 'aboutus',
    nameZh: '关于我们',
    nameEn: 'About Us',
    contentZh: aboutSiteZh,
    contentEn: aboutSiteEn,
    children: [
      {
        code: 'subaboutus',
        nameZh: '本站说明',
        nameEn: 'About this site',
        contentZh: aboutSiteZh,
        contentEn: aboutSiteEn,
      },
      {
        code: 'subcontact',
        nameZh: '联系方式',
        nameEn: 'Contact',
        contentZh: '<p>[演示] 演示站点不提供联系方式。</p>',
        contentEn: '<p>[Demo] The demo site has no contact details.</p>',
      },
    ],
  };
}

/** Menu of a single-journal site. */
function singleMenu(s: SeedSite): SeedChannel[] {
  const [introZh, introEn] = introHtml(s);
  return [
    { code: 'index', nameZh: '首页', nameEn: 'Home' },
    { code: 'directory', nameZh: '当期目录', nameEn: 'Current Issue' },
    { code: 'backissue', nameZh: '过刊浏览', nameEn: 'Back Issues' },
    { code: 'news', nameZh: '新闻公告', nameEn: 'News', newsDataType: 'news' },
    {
      code: 'periodIntroduce',
      nameZh: '期刊简介',
      nameEn: 'About the Journal',
      contentZh: introZh,
      contentEn: introEn,
    },
    { code: 'newNews', nameZh: '学术动态', nameEn: '', newsDataType: 'dynamic' },
    aboutUs(),
    ...(s.homepage ? [{ code: 'jump', nameZh: '期刊官网', nameEn: 'Journal Website', linkValue: s.homepage }] : []),
    { code: 'introduce', nameZh: '期刊介绍', nameEn: 'Introduction', contentZh: introZh, contentEn: introEn },
    { code: 'contact', nameZh: '联系我们', nameEn: 'Contact Us' },
    { code: 'editorial', nameZh: '编委会', nameEn: 'Editorial Board', enable: 0 },
  ];
}

/** Menu of a group or aggregate site. */
function groupMenu(s: SeedSite): SeedChannel[] {
  const [introZh, introEn] = introHtml(s);
  return [
    { code: 'index', nameZh: '首页', nameEn: 'Home' },
    { code: 'news', nameZh: '新闻公告', nameEn: 'News', newsDataType: 'news' },
    { code: 'periodIntroduce', nameZh: '简介', nameEn: 'Introduction', contentZh: introZh, contentEn: introEn },
    aboutUs(),
    ...(s.homepage ? [{ code: 'jump', nameZh: '官方网站', nameEn: 'Official Website', linkValue: s.homepage }] : []),
    { code: 'contact', nameZh: '联系我们', nameEn: 'Contact Us' },
    { code: 'science', nameZh: '科普', nameEn: 'Science', enable: 0 },
  ];
}

/** The menu tree of a site. */
export function menuOf(s: SeedSite): SeedChannel[] {
  return s.type === 'single' ? singleMenu(s) : groupMenu(s);
}
