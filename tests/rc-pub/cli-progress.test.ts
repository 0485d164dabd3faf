/**
 * `pnpm rc-pub import` as CI sees it ("Long commands show progress"): output piped and CI=true, so no bar but
 * one plain line per file in folder order, with no ANSI codes or carriage returns, then the summary table of
 * imported, updated, skipped and failed files (skipped and failed with the reason). A second import of the same files
 * reports them as updated (the importer finds the article by DOI, and CSL records by their title key).
 * The CLI imports into a fresh PostgreSQL database when the suite runs on one (TEST_DATABASE_URL: already migrated,
 * where a new PGlite directory spends seconds creating and migrating itself per run of the CLI), else into a PGlite
 * directory of its own; the CLI on PGlite is tests/rc-pub/cli.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../helpers/child-env.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const fx = (p: string): string => path.join(root, 'tests/fixtures/import', p);

let dir: string;
let input: string;
/** The PostgreSQL database the CLI imports into, when the suite runs on PostgreSQL. */
let db: TestDb | undefined;

/** Runs the CLI with stdout and stderr piped (not a terminal) and CI=true. */
function cli(args: string[]) {
  const r = spawnSync(tsx, [path.join(root, 'rc-pub/src/cli.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: childEnv({
      CI: 'true',
      DATABASE_URL: db?.options.databaseUrl,
      LOG_LEVEL: 'silent',
      PGLITE_DIR: path.join(dir, 'db'),
      INIT_CWD: dir,
    }),
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** `s` as a literal inside a RegExp. */
const lit = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The output lines before the summary table's heading. */
function fileLines(out: string): string[] {
  const lines = out.split('\n');
  return lines.slice(
    0,
    lines.findIndex((l) => l.startsWith('outcome ')),
  );
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) db = await createTestDb();
  dir = mkdtempSync(path.join(tmpdir(), 'rcpub-progress-'));
  input = path.join(dir, 'in');
  mkdirSync(input);
  // file names sort in this order: good JATS, malformed JATS, a note, two CSL records
  copyFileSync(fx('good/synthetic-zh.xml'), path.join(input, 'a-good.xml'));
  copyFileSync(fx('bad/malformed.xml'), path.join(input, 'b-malformed.xml'));
  writeFileSync(path.join(input, 'c-notes.txt'), 'not an article\n');
  const rec = (title: string) =>
    JSON.stringify({ title, abstract: '摘要', keywords: ['测试'], discipline: '测试学科', category: '进度测试类' });
  writeFileSync(path.join(input, 'd-records.jsonl'), `${rec('【演示】进度记录一')}\n${rec('【演示】进度记录二')}\n`);
});
afterAll(async () => {
  await db?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('rc-pub import, not on a terminal', () => {
  it('prints one plain line per file in order, then the summary table; exit 1 for the failed file', () => {
    const r = cli(['import', 'in']);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('\r');
    expect(r.out).not.toContain('\u001b'); // no ANSI escape codes
    const f = (name: string) => lit(path.join(input, name));
    expect(fileLines(r.out)).toEqual([
      expect.stringMatching(
        new RegExp(`^ok {4}${f('a-good.xml')} {2}imported {2}doi 10\\.5555/test\\.zh\\.0001 {2}id \\d+$`),
      ),
      expect.stringMatching(new RegExp(`^FAIL {2}${f('b-malformed.xml')}: not well-formed XML: .+$`)),
      `skip  ${path.join(input, 'c-notes.txt')}: not a JATS (.xml, .jats) or CSL (.jsonl) file`,
      expect.stringMatching(
        new RegExp(`^ok {4}${f('d-records.jsonl')} {2}imported {2}2 records \\(2 new, 0 updated\\)`),
      ),
    ]);
    const table = r.out.split('\n').slice(fileLines(r.out).length);
    expect(table.slice(0, 6)).toEqual([
      'outcome   files  file: reason',
      'imported      2',
      'updated       0',
      `skipped       1  ${path.join(input, 'c-notes.txt')}: not a JATS (.xml, .jats) or CSL (.jsonl) file`,
      expect.stringMatching(new RegExp(`^failed {8}1 {2}${f('b-malformed.xml')}: not well-formed XML: .+$`)),
      'total         4',
    ]);
    expect(table[6]).toMatch(/^done in \d+\.\d s$/);
  });

  it('reports files imported again as unchanged (JATS) and updated (CSL records)', () => {
    const r = cli(['import', 'in/a-good.xml', 'in/d-records.jsonl']);
    expect(r.code).toBe(0);
    expect(fileLines(r.out)).toEqual([
      expect.stringMatching(/^ok {4}\S+a-good\.xml {2}unchanged {2}doi 10\.5555\/test\.zh\.0001 {2}id \d+$/),
      expect.stringMatching(/^ok {4}\S+d-records\.jsonl {2}updated {2}2 records \(0 new, 2 updated\)/),
    ]);
    expect(r.out).toContain(
      'imported       0\nupdated        1\nunchanged      1\nskipped        0\nfailed         0\ntotal          2\n',
    );
  });
});
