/**
 * Limits and safety of the import:
 * - limits: a file over the size limit (default 20 MB, RC_PUB_IMPORT_MAX_FILE_MB) or whose rendered body HTML is over
 *   RC_PUB_IMPORT_MAX_BODY_MB fails alone with a message naming the file, the size and the limit; nothing of it is
 *   written and the rest of the batch imports;
 * - strict UTF-8: a file declared UTF-8 holding Latin-1 bytes still imports, with a warning naming the file, the line,
 *   the column and the byte of the first bad byte, in the import result and in the CLI output.
 * (good/latin1.xml, which *declares* ISO-8859-1, keeps importing without a warning.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../rc-pub/src/config.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { articles, articleTexts, files, issues, publications } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { DEFAULT_IMPORT_LIMITS } from '../../rc-pub/src/import/limits.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { childEnv } from '../helpers/child-env.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const fx = (p: string): string => path.join(here, '../fixtures/import', p);
const GOOD = path.join(root, 'demo-data/jats/elife/elife00005.xml');
const MISLABELLED = fx('good/latin1-declared-utf8.xml');

let t: TestDb;
let db: Db;
let dir: string;

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({ publications, issues, articles, articleTexts, files }))
    out[name] = await db.$count(table);
  return out;
}

beforeAll(async () => {
  t = await createTestDb();
  db = t.handle.db;
  dir = mkdtempSync(path.join(tmpdir(), 'import-limits-'));
});
afterAll(async () => {
  await t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('import limits', () => {
  it('refuses a file over the default 20 MB limit by name, size and limit; the rest of the batch imports', async () => {
    const big = path.join(dir, 'huge.xml');
    const xml = readFileSync(GOOD, 'utf8');
    // a real article padded with a comment to 21 MB (well-formed, so only the size makes it fail)
    writeFileSync(big, xml.replace('<article ', `<!-- ${'x'.repeat(21 * 1024 * 1024)} -->\n<article `));
    const before = await rowCounts();
    const report = await importPaths(db, [big, fx('good/synthetic-zh.xml')]);
    expect(report).toMatchObject({ imported: 1, failed: 1 });
    const error = report.files.find((f) => !f.ok)!.error!;
    expect(error).toContain('huge.xml');
    expect(error).toMatch(/file is 21\.\d MB/);
    expect(error).toMatch(/20\.0 MB/);
    expect(error).toContain('RC_PUB_IMPORT_MAX_FILE_MB');
    expect((await rowCounts()).articles).toBe(before.articles! + 1);
  });

  it('refuses an article whose rendered body HTML is over the limit and writes nothing of it', async () => {
    const before = await rowCounts();
    const report = await importPaths(db, [GOOD], { limits: { ...DEFAULT_IMPORT_LIMITS, maxBodyHtmlBytes: 1024 } });
    expect(report).toMatchObject({ imported: 0, failed: 1 });
    expect(report.files[0]!.error).toContain('elife00005.xml');
    expect(report.files[0]!.error).toMatch(/body is \d+\.\d [KM]B of HTML, larger than the limit of 1\.0 KB/);
    expect(report.files[0]!.error).toContain('RC_PUB_IMPORT_MAX_BODY_MB');
    expect(await rowCounts()).toEqual(before);
    // within the default limit the same file imports
    expect((await importPaths(db, [GOOD])).failed).toBe(0);
  });

  it('reads the limits from the environment, validated like the rest of the config', () => {
    expect(loadConfig({}).importLimits).toEqual(DEFAULT_IMPORT_LIMITS);
    expect(DEFAULT_IMPORT_LIMITS.maxFileBytes).toBe(20 * 1024 * 1024);
    const c = loadConfig({ RC_PUB_IMPORT_MAX_FILE_MB: '5', RC_PUB_IMPORT_MAX_BODY_MB: '0.5' });
    expect(c.importLimits).toEqual({
      ...DEFAULT_IMPORT_LIMITS,
      maxFileBytes: 5 * 1024 * 1024,
      maxBodyHtmlBytes: 512 * 1024,
    });
    expect(() => loadConfig({ RC_PUB_IMPORT_MAX_FILE_MB: 'lots', RC_PUB_IMPORT_MAX_BODY_MB: '-1' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ RC_PUB_IMPORT_MAX_FILE_MB: 'lots', RC_PUB_IMPORT_MAX_BODY_MB: '-1' });
    } catch (e) {
      expect((e as Error).message).toContain('RC_PUB_IMPORT_MAX_FILE_MB must be a size in MB');
      expect((e as Error).message).toContain('RC_PUB_IMPORT_MAX_BODY_MB');
    }
  });
});

describe('strict UTF-8', () => {
  it('imports a file declared UTF-8 holding Latin-1 bytes, warning with file, line, column and byte', async () => {
    const report = await importPaths(db, [MISLABELLED]);
    expect(report).toMatchObject({ imported: 1, failed: 0 });
    const warnings = report.files[0]!.warnings ?? [];
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('latin1-declared-utf8.xml');
    expect(warnings[0]).toMatch(/invalid UTF-8 at line 6, column 39 \(byte 492: 0xFA\)/);
  });

  it('does not warn for valid UTF-8 or for a file that declares its real encoding', async () => {
    const report = await importPaths(db, [fx('good/latin1.xml'), fx('good/synthetic-zh.xml')]);
    expect(report.failed).toBe(0);
    for (const f of report.files) expect(f.warnings, f.file).toBeUndefined();
  });

  it('prints the warning in the CLI output (and still exits 0)', { timeout: 120_000 }, async () => {
    // The CLI imports into a database of its own: on PostgreSQL a migrated template copy (the CLI on PGlite, which
    // first creates and migrates its directory, is tests/rc-pub/cli.test.ts), else a PGlite directory.
    const cliDb = process.env.TEST_DATABASE_URL ? await createTestDb() : undefined;
    try {
      const r = spawnSync(
        path.join(root, 'node_modules/.bin/tsx'),
        [path.join(root, 'rc-pub/src/cli.ts'), 'import', MISLABELLED],
        {
          cwd: root,
          encoding: 'utf8',
          timeout: 120_000,
          env: childEnv({
            DATABASE_URL: cliDb?.options.databaseUrl,
            LOG_LEVEL: 'silent',
            PGLITE_DIR: path.join(dir, 'cli-db'),
          }),
        },
      );
      const out = `${r.stdout}${r.stderr}`;
      expect(r.status, out).toBe(0);
      expect(out).toMatch(/WARN\s+\S*latin1-declared-utf8\.xml: invalid UTF-8 at line 6, column 39/);
    } finally {
      await cliDb?.cleanup();
    }
  });
});
