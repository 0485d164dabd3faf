/**
 * Site files change what rc-pub answers ("Sites as files"; docs/sites-file.md): applying a changed file to
 * the seeded database changes the site lookup's colours (docs/product/sites-and-frame.md#theme-colours), getConfigHeader's nav style and the menu
 * (docs/product/sites-and-frame.md#site-records); pictures named by repository path are stored once and served by the files route,
 * export writes their paths back, and a missing picture names its line and writes nothing. The seeded sites' banners
 * show their demo pictures and every home module type is on some site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { BannerWire, ChannelWire, HeaderConfigWire, SiteWire } from '../../rc-pub/src/contract/wire.js';
import { files } from '../../rc-pub/src/db/schema/index.js';
import { findSiteBySld } from '../../rc-pub/src/repositories/sites.js';
import { SEED_SITES_FILE } from '../../rc-pub/src/seed/sites-data.js';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { validateSitesFile } from '../../rc-pub/src/services/sites/validate.js';
import { formatProblem, SitesFileError } from '../../rc-pub/src/services/sites/model.js';
import { MODULE_TYPES } from '../../rc-pub/src/services/sites/rules.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { CUSTOM, editFile, editPlosmed, exportOf, parse, type SiteJs, siteOf } from './sites-file-helper.js';

let seeded: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
let http: ReturnType<typeof supertest>;
const db = () => seeded.handle.db;
const committed = readFileSync(SEED_SITES_FILE, 'utf8');

beforeAll(async () => {
  seeded = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: seeded.handle });
  await app.ready();
  http = supertest(app.server);
}, 600_000);
afterAll(async () => {
  await app?.close();
  await seeded?.cleanup();
});

const site = async (sld: string): Promise<SiteWire> => (await http.get(RcPubPaths.findBySld).query({ sld })).body.data;
const header = async (siteId: number): Promise<HeaderConfigWire> =>
  (await http.get(RcPubPaths.headerConfig).query({ siteId })).body.data;
const menus = async (siteId: number): Promise<ChannelWire[]> =>
  (await http.get(RcPubPaths.channels).query({ siteId })).body.data;

describe('the seeded sites', () => {
  it('are what deploy/sites/demo-sites.yaml says: six nav styles, the ceiling, colours, grayscale, a group', () => {
    const sites = (parse(committed) as { sites: SiteJs[] }).sites;
    const footer = (s: SiteJs) => (s.footer ?? {}) as Record<string, unknown>;
    const styles = new Set(sites.map((s) => s.header?.navStyle));
    for (const n of [1, 2, 3, 4, 5, 6]) expect(styles, `nav style ${n}`).toContain(n);
    expect(sites.some((s) => s.header?.ceiling === 1)).toBe(true);
    const colours = new Set(sites.map((s) => s.theme?.colour));
    expect(colours.size).toBeGreaterThanOrEqual(5);
    expect(colours).toContain(0);
    const grays = new Set(sites.map((s) => s.theme?.grayType));
    expect(grays).toContain(1);
    expect(grays).toContain(2);
    expect(sites.some((s) => s.groupType === 1 && s.type === 'group')).toBe(true);
    // the visit counts are real counts, never numbers written into the file
    for (const s of sites) expect(footer(s), s.sld).not.toHaveProperty('sumVisits');
    for (const s of sites) expect(footer(s), s.sld).not.toHaveProperty('todayVisits');
  });

  it('show banners with their demo pictures, served as images', async () => {
    const www = await site('www');
    const list: BannerWire[] = (await http.get(RcPubPaths.banners).query({ siteId: www.id })).body.data;
    expect(list.length).toBeGreaterThan(0);
    for (const b of list) expect(b.pictureUrl, b.title).toMatch(/^\/rc-pub\/front\/files\/get\?id=\d+$/);
    const img = await http.get(list[0]!.pictureUrl!);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(img.body)).toContain('[Demo]');
  });

  it('hold every home module type on some site, each answered by the module list', async () => {
    const seen = new Set<string>();
    for (const s of (parse(committed) as { sites: { sld: string }[] }).sites) {
      const { id } = (await findSiteBySld(db(), s.sld))!;
      const home = (await menus(id)).find((c) => c.code === 'index');
      if (!home) continue;
      const res = await http.get(RcPubPaths.modules).query({ channelId: home.id });
      expect(res.status).toBe(200);
      for (const m of res.body.data as { type: string }[]) seen.add(m.type);
    }
    expect([...seen].sort()).toEqual([...MODULE_TYPES].sort());
  });

  it("feeds the onlineFirst module: eLife's home has it and its journal has an online-first article", async () => {
    const elife = await site('elife');
    const home = (await menus(elife.id)).find((c) => c.code === 'index')!;
    const types = (await http.get(RcPubPaths.modules).query({ channelId: home.id })).body.data.map(
      (m: { type: string }) => m.type,
    );
    expect(types).toContain('onlineFirst');
    const page = (await http.get(RcPubPaths.articleList).query({ siteId: elife.id, publicationType: 1 })).body.data;
    expect(page.content.length).toBeGreaterThan(0);
  });
});

describe('applying a changed file', () => {
  it("changes the site's colours, getConfigHeader's nav style and the menu rc-pub answers", async () => {
    const before = await site('plosmed');
    expect((await header(before.id)).navStyle).toBe(1);
    expect((await menus(before.id)).map((c) => c.code)).toContain('backissue');

    await applySitesFile({ ctx: { db: db() }, input: { text: editFile(await exportOf(db()), editPlosmed) } });

    const after = await site('plosmed');
    expect({ colour: after.colour, colour1: after.colour1, colour2: after.colour2, colour3: after.colour3 }).toEqual({
      colour: 0,
      colour1: CUSTOM.colour1,
      colour2: CUSTOM.colour2,
      colour3: CUSTOM.colour3,
    });
    expect((await header(after.id)).navStyle).toBe(4);
    const items = await menus(after.id);
    expect(items.map((c) => c.code)).not.toContain('backissue');
    expect(items.find((c) => c.code === 'press')).toMatchObject({ name: '[演示] 新闻中心', enName: '[Demo] Press' });
    expect(items.find((c) => c.code === 'directory')).toMatchObject({ enName: '[Demo] This Issue' });
  });
});

describe('pictures named by repository path', () => {
  it('are stored once, named by their path, and exported as the path', async () => {
    const logo = 'deploy/sites/pictures/banner-2.svg';
    const text = editFile(await exportOf(db()), (sites) => {
      const s = siteOf(sites, 'rsp');
      s.header = { ...s.header, pcLogo: { file: logo }, enPcLogo: { file: logo } };
    });
    await applySitesFile({ ctx: { db: db() }, input: { text } });
    const rows = (await db().select({ id: files.id, name: files.name }).from(files)).filter((f) => f.name === logo);
    expect(rows).toHaveLength(1);
    const rsp = await site('rsp');
    expect(await header(rsp.id)).toMatchObject({ pcLogo: rows[0]!.id, enPcLogo: rows[0]!.id });
    const exported = parse(await exportOf(db())) as { sites: SiteJs[] };
    expect(exported.sites.find((s) => s.sld === 'rsp')!.header).toMatchObject({
      pcLogo: { file: logo },
      enPcLogo: { file: logo },
    });
    expect((await applySitesFile({ ctx: { db: db() }, input: { text, dryRun: true } })).changes).toEqual([]);
  });

  it('name the line of a picture that is not in the repository, and nothing is written', async () => {
    const before = await exportOf(db());
    const text = editFile(before, (sites) => {
      const s = siteOf(sites, 'jose');
      s.footer = { ...(s.footer as object), chLogo: { file: 'deploy/sites/pictures/no-such-logo.svg' } };
    });
    const err = await applySitesFile({ ctx: { db: db() }, input: { text } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SitesFileError);
    const line = text.split('\n').findIndex((l) => l.includes('no-such-logo.svg')) + 1;
    expect((err as SitesFileError).problems.map(formatProblem)).toEqual([
      `sites[7].footer.chLogo.file (line ${line}, column 15): no picture deploy/sites/pictures/no-such-logo.svg in the repository`,
    ]);
    expect(await exportOf(db())).toBe(before);
  });

  it('must be repository paths of pictures (checked without the database)', async () => {
    const text = editFile(committed, (sites) => {
      const s = siteOf(sites, 'jose');
      s.footer = { ...(s.footer as object), chLogo: { file: '../secret.svg' }, enLogo: { file: 'deploy/x.txt' } };
    });
    const err = await applySitesFile({ ctx: { db: db() }, input: { text } }).catch((e: unknown) => e);
    const lines = (err as SitesFileError).problems.map((p) => `${p.path}: ${p.message}`);
    expect(lines).toEqual([
      'sites[7].footer.chLogo: file must be a path in the repository such as deploy/sites/pictures/logo.svg (no leading /, no ..)',
      'sites[7].footer.enLogo: file must be a picture (.svg, .png, .jpg, .jpeg, .gif, .webp)',
    ]);
  });

  it('are written as in the example of docs/sites-file.md, which is a valid file', async () => {
    const md = readFileSync(path.resolve(import.meta.dirname, '../../docs/sites-file.md'), 'utf8');
    const example = md.split('```yaml\n')[1]!.split('```')[0]!;
    expect(example).toContain('file: deploy/sites/pictures/');
    expect((await validateSitesFile({ input: { text: example } })).problems).toEqual([]);
    for (const [, file] of example.matchAll(/file: (\S+)/g))
      expect(existsSync(path.resolve(import.meta.dirname, '../..', file!)), file).toBe(true);
  });
});
