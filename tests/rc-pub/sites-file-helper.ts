/**
 * Helpers of the site-file suites ("Sites as files"): edit an exported file as plain values, and the edit an
 * operator makes to plosmed (nav style 4, custom colours, a renamed, an added and a removed menu item).
 */
import type { Db } from '../../rc-pub/src/db/client.js';
import { exportSitesFile } from '../../rc-pub/src/services/sites/export.js';
import { readYaml, writeYaml } from '../../rc-pub/src/services/sites/yaml-source.js';

/** The plain values of a YAML text (the yaml package is rc-pub's: read through its module). */
export function parse(text: string): unknown {
  const r = readYaml(text);
  if (r.problems.length) throw new Error(`not YAML: ${r.problems[0]!.message}`);
  return r.value;
}

/** A site of a parsed site file. */
export type SiteJs = Record<string, unknown> & {
  sld: string;
  header?: Record<string, unknown>;
  theme?: Record<string, unknown>;
  menus?: MenuJs[];
};
/** A menu item of a parsed site file. */
export type MenuJs = Record<string, unknown> & { code: string; children?: MenuJs[] };

/** `text` with `edit` applied to its sites (YAML out, as export writes it). */
export function editFile(text: string, edit: (sites: SiteJs[]) => void): string {
  const doc = parse(text) as { version: number; sites: SiteJs[] };
  edit(doc.sites);
  return writeYaml(doc);
}

/** The site `sld` of a parsed file. */
export function siteOf(sites: SiteJs[], sld: string): SiteJs {
  const s = sites.find((x) => x.sld === sld);
  if (!s) throw new Error(`no site ${sld} in the file`);
  return s;
}

/** The custom colours the edit gives plosmed (colour 0, docs/product/sites-and-frame.md#custom-colours). */
export const CUSTOM = { colour: 0, colour1: '#0b6e4f', colour2: '#08a045', colour3: '#f4a259', grayType: 0 };

/**
 * The operator's edit of plosmed: nav style 4, custom colours, 'directory' renamed, a '[演示] 新闻中心 / [Demo] Press'
 * item with a jump child added after it, 'backissue' removed.
 */
export function editPlosmed(sites: SiteJs[]): void {
  const s = siteOf(sites, 'plosmed');
  s.header = { ...s.header, navStyle: 4 };
  s.theme = { ...CUSTOM };
  const menus = (s.menus ?? []).filter((m) => m.code !== 'backissue');
  const at = menus.findIndex((m) => m.code === 'directory');
  menus[at] = { ...menus[at]!, nameZh: '[演示] 本期目录', nameEn: '[Demo] This Issue' };
  menus.splice(at + 1, 0, {
    code: 'press',
    nameZh: '[演示] 新闻中心',
    nameEn: '[Demo] Press',
    children: [{ code: 'jump', nameZh: '[演示] 链接', nameEn: '[Demo] Link', linkValue: 'https://example.org/' }],
  });
  s.menus = menus;
}

/** The export of `db` (the verb the CLI runs). */
export function exportOf(db: Db): Promise<string> {
  return exportSitesFile({ ctx: { db } });
}
