/**
 * Applying and exporting site files on the seeded demo database ("Sites as files"; docs/sites-file.md):
 * export is deterministic and round-trips with no changes (and is what deploy/sites/demo-sites.yaml holds); a dry run
 * lists the changes per site and table and writes nothing; problems only the database shows (journal codes, file ids)
 * name their line; a failure half-way leaves the database as it was; applying changes a site's nav style, colours and
 * menus, keeps the ids of kept menu items, raises the content versions, and a second apply changes nothing; a file
 * applies to another database (records matched by keys, not ids).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChannelsBySite } from '../../rc-pub/src/repositories/channels.js';
import { readContentVersions } from '../../rc-pub/src/repositories/content-versions.js';
import { findHeaderConfig } from '../../rc-pub/src/repositories/site-config.js';
import { findSiteBySld } from '../../rc-pub/src/repositories/sites.js';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { formatPlan } from '../../rc-pub/src/services/sites/format-plan.js';
import { formatProblem, SitesFileError } from '../../rc-pub/src/services/sites/model.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { CUSTOM, editFile, editPlosmed, exportOf, type MenuJs, parse, siteOf } from './sites-file-helper.js';

let seeded: TestDb;
let exported: string;
const db = () => seeded.handle.db;
const apply = (text: string, dryRun = false) => applySitesFile({ ctx: { db: db() }, input: { text, dryRun } });

beforeAll(async () => {
  seeded = await createSeededTestDb();
  exported = await exportOf(db());
}, 600_000);
afterAll(async () => {
  await seeded?.cleanup();
});

describe('site file export', () => {
  it('is deterministic and applies back with no changes', async () => {
    expect(await exportOf(db())).toBe(exported);
    const plan = await apply(exported, true);
    expect(plan.changes).toEqual([]);
    expect(formatPlan(plan)).toBe('no changes (12 site(s) in the file match the database)\n');
  });

  it('of the seeded database is deploy/sites/demo-sites.yaml, the file the seed applied (a real round trip)', () => {
    // the seed applies the file; exporting what it wrote gives the file back, byte for byte. Edit the file by hand,
    // then re-seed and `pnpm rc-pub sites export --out deploy/sites/demo-sites.yaml` to keep it in export's form.
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../deploy/sites/demo-sites.yaml'), 'utf8');
    expect(committed, 'deploy/sites/demo-sites.yaml is not what the seed applied and export writes').toBe(exported);
  });
});

describe('site file apply', () => {
  it('lists the changes of a dry run per site and table and writes nothing', async () => {
    const versions = await readContentVersions(db());
    const plan = await apply(editFile(exported, editPlosmed), true);
    const text = formatPlan(plan);
    expect(text).toContain('site plosmed: update\n');
    expect(text).toContain('  update header_configs: navStyle 1 → 4\n');
    expect(text).toContain('  update sites: colour 4 → 0, colour1 null → "#0b6e4f"');
    expect(text).toContain('  delete channels backissue\n');
    expect(text).toContain('  create channels press\n  create channels press/jump\n');
    expect(text).toMatch(/update channels directory: nameZh "当期目录" → "\[演示\] 本期目录"/);
    expect(text).toMatch(/^plosmed\s+channels\s+2\s+\d+\s+1$/m);
    expect(text).toContain('0 site(s) created, 1 updated, 11 unchanged');
    expect(plan.sites.filter((s) => s.kind !== 'unchanged')).toEqual([{ sld: 'plosmed', kind: 'update' }]);
    expect(await exportOf(db())).toBe(exported);
    expect(await readContentVersions(db())).toEqual(versions);
  });

  it('names the line of journal codes and file ids the database lacks, and writes nothing', async () => {
    const text = editFile(exported, (sites) => {
      const s = siteOf(sites, 'plosone');
      s.journal = 'no-such-journal';
      s.header = { ...s.header, pcLogo: 999_999 };
    });
    const err = await apply(text).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SitesFileError);
    const lines = (err as SitesFileError).problems.map(formatProblem);
    const where = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(lines).toEqual([
      `sites[2].journal (line ${where('journal: no-such-journal')}, column 14): no journal with code no-such-journal in this database (import it first)`,
      `sites[2].header.pcLogo (line ${where('pcLogo: 999999')}, column 15): no stored file with id 999999 in this database`,
    ]);
    expect(await exportOf(db())).toBe(exported);
  });

  it('leaves the database as it was when a write fails half-way', async () => {
    // a failure on the last site's tools, after plosmed's writes: the transaction must undo those too
    await db().execute(
      sql.raw(`CREATE FUNCTION sites_file_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END $$`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER sites_file_fail BEFORE INSERT ON tools FOR EACH ROW
        WHEN (NEW.res_name_zh = '[演示] 失败') EXECUTE FUNCTION sites_file_fail()`),
    );
    const versions = await readContentVersions(db());
    const text = editFile(exported, (sites) => {
      editPlosmed(sites);
      const last = siteOf(sites, 'maintenance');
      last.tools = [
        ...((last.tools as unknown[]) ?? []),
        { resNameZh: '[演示] 失败', resNameEn: '[Demo] Fail', type: 'link' },
      ];
    });
    const plan = await apply(text, true);
    expect(plan.changes.at(-1)).toMatchObject({ sld: 'maintenance', table: 'tools', kind: 'create' });
    const err = await apply(text).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect(`${(err as Error).message} ${String((err as Error).cause)}`).toContain('injected failure');
    expect(await exportOf(db())).toBe(exported);
    expect((await findHeaderConfig(db(), (await findSiteBySld(db(), 'plosmed'))!.id))?.navStyle).toBe(1);
    expect(await readContentVersions(db())).toEqual(versions);
    await db().execute(sql.raw('DROP TRIGGER sites_file_fail ON tools'));
    await db().execute(sql.raw('DROP FUNCTION sites_file_fail()'));
  });

  it("changes a site's nav style, colours and menus; a second apply changes nothing", async () => {
    const site = (await findSiteBySld(db(), 'plosmed'))!;
    const before = await listChannelsBySite(db(), site.id);
    const versions = await readContentVersions(db());
    const text = editFile(exported, editPlosmed);
    const plan = await apply(text);
    expect(plan.changes.length).toBeGreaterThan(0);

    expect((await findHeaderConfig(db(), site.id))?.navStyle).toBe(4);
    const after = (await findSiteBySld(db(), 'plosmed'))!;
    expect({ colour: after.colour, colour1: after.colour1, colour2: after.colour2, colour3: after.colour3 }).toEqual({
      colour: 0,
      colour1: CUSTOM.colour1,
      colour2: CUSTOM.colour2,
      colour3: CUSTOM.colour3,
    });
    const menus = await listChannelsBySite(db(), site.id);
    const top = menus.filter((c) => c.parentId === null).map((c) => c.code);
    expect(top).not.toContain('backissue');
    expect(top.slice(top.indexOf('directory'), top.indexOf('directory') + 2)).toEqual(['directory', 'press']);
    const press = menus.find((c) => c.code === 'press')!;
    expect(menus.find((c) => c.parentId === press.id)).toMatchObject({
      code: 'jump',
      linkValue: 'https://example.org/',
    });
    // kept items keep their ids (menu ids are in URLs as {menuId}, docs/product/sites-and-frame.md#routes)
    const dirBefore = before.find((c) => c.code === 'directory')!;
    expect(menus.find((c) => c.code === 'directory')).toMatchObject({ id: dirBefore.id, nameEn: '[Demo] This Issue' });
    // The page cache keys on content versions; every site's counter rose
    const bumped = await readContentVersions(db());
    expect(bumped.sites.plosmed).toBeGreaterThan(versions.sites.plosmed ?? 0);
    expect(bumped.global).toBeGreaterThan(versions.global);

    const again = await apply(text, true);
    expect(formatPlan(again)).toBe('no changes (12 site(s) in the file match the database)\n');
    expect((await apply(text)).changes).toEqual([]);
    expect(await readContentVersions(db())).toEqual(bumped);
    expect(parse(await exportOf(db()))).toEqual(parse(text));
  });

  it('applies to another database: an empty one gets the same sites, menus, modules and pictures', async () => {
    const other = await createTestDb();
    try {
      // an empty database has no journals: leave the journal links out (they are added by the import)
      const strip = (menus: MenuJs[] | undefined) => {
        for (const m of menus ?? []) {
          for (const mod of (m.modules as Record<string, unknown>[] | undefined) ?? []) delete mod.journal;
          strip(m.children);
        }
      };
      const text = editFile(exported, (sites) => {
        for (const s of sites) {
          delete s.journal;
          delete s.journals;
          delete s.journalInfo; // keyed by journal code, like the links
          strip(s.menus);
          // pictures stay: { file: <path> } names the same picture in every database (docs/sites-file.md)
        }
      });
      const plan = await applySitesFile({ ctx: { db: other.handle.db }, input: { text } });
      expect(plan.sites.every((s) => s.kind === 'create')).toBe(true);
      expect(parse(await exportOf(other.handle.db))).toEqual(parse(text));
      const again = await applySitesFile({ ctx: { db: other.handle.db }, input: { text, dryRun: true } });
      expect(again.changes).toEqual([]);
    } finally {
      await other.cleanup();
    }
  });
});
