/**
 * Site files ("Sites as files"; docs/sites-file.md): a file with mistakes gets one clear line per problem,
 * naming the field path and its line and column, all problems at once (docs/product/sites-and-frame.md#site-records; ranges: navStyle 0-6,
 * colour 0-11 with colour 0 needing colour1-3 as hex, at most 3 shown custom buttons); YAML syntax errors name their
 * line too; the CLI exits 1 without a stack trace and writes nothing (a broken file before the database opens). The
 * committed demo file is valid. The CLI's database is a fresh PostgreSQL one when the suite runs on PostgreSQL
 * (TEST_DATABASE_URL; migrated already), else in-memory PGlite.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../rc-pub/src/services/sites/model.js';
import { validateSitesFile } from '../../rc-pub/src/services/sites/validate.js';
import { childEnv } from '../helpers/child-env.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The problems of `text` as the CLI prints them. */
async function problemsOf(text: string): Promise<string[]> {
  const r = await validateSitesFile({ input: { text } });
  return r.problems.map(formatProblem);
}

/** Line numbers below are those of this text (line 1 = `version: 1`). */
const BAD = `version: 1
sites:
  - sld: plosmed
    type: single
    nameZh: PLOS Medicine
    theme:
      colour: 0
      colour1: #0b6e4f
      colour2: '#zzz'
    header:
      navStyle: 9
      navstyle: 2
      resourceType: 428;25;999
    footer:
      postcode: 010081
    customButtons:
      - nameZh: a
        linkValue: /a
      - nameZh: b
        linkValue: /b
      - nameZh: c
        linkValue: javascript:alert(1)
      - nameZh: d
        linkValue: /d
    menus:
      - code: index
        nameZh: 首页
        modules:
          - type: latest
  - sld: Plosmed
    type: one
    theme:
      colour: 12
`;

describe('site file validation', () => {
  it('names the field path, line and column of every problem, all at once', async () => {
    const problems = await problemsOf(BAD);
    expect(problems).toEqual([
      "sites[0].theme.colour3 (line 7, column 7): is required when colour is 0 (custom colours): a hex colour such as '#1a5fb4' in quotes",
      "sites[0].theme.colour1 (line 8, column 16): is required when colour is 0 (custom colours): a hex colour such as '#1a5fb4' (a bare # starts a YAML comment: write the colour in quotes, e.g. '#2b2b2b')",
      "sites[0].theme.colour2 (line 9, column 16): must be a hex colour such as '#1a5fb4' (in quotes)",
      'sites[0].header.navStyle (line 11, column 17): must be an integer 0-6',
      'sites[0].header.navstyle (line 12, column 7): unknown field; did you mean navStyle?',
      'sites[0].header.resourceType (line 13, column 21): must be a semicolon list of resource type ids (428, 25, 29, 28, -2, 0, -3); unknown: 999',
      "sites[0].footer.postcode (line 15, column 17): must be text: write it in quotes ('010081') so that YAML keeps it as written",
      'sites[0].customButtons[2].linkValue (line 22, column 20): must be an http(s) URL or a path, not a script or data URL',
      'sites[0].customButtons[3].status (line 23, column 9): at most 3 custom buttons can be shown (docs/product/sites-and-frame.md); set status 0 on the others',
      'sites[0].menus[0].modules[0].type (line 29, column 19): must be one of latestIssue, onlineFirst, mostRead, news, journals, banner, html, rank',
      'sites[1].sld (line 30, column 10): must be a lowercase subdomain label (a-z, 0-9 and inner hyphens)',
      'sites[1].type (line 31, column 11): must be one of single, group, all',
      'sites[1].theme.colour (line 33, column 15): must be an integer 0-11 (1-11 a preset colour scheme, 0 custom colours from colour1-3)',
    ]);
  });

  it('takes inline images where a page shows an image, and never a script or HTML data URL', async () => {
    const file = (url: string) =>
      `version: 1\nsites:\n  - sld: demo\n    type: single\n    header:\n      backgroundUrl: '${url}'\n`;
    expect(await problemsOf(file('data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E'))).toEqual([]);
    expect(await problemsOf(file('/files/cover.png'))).toEqual([]);
    expect(await problemsOf(file('data:text/html,<script>alert(1)</script>'))).toEqual([
      'sites[0].header.backgroundUrl (line 6, column 22): must be an http(s) URL, a path or a data:image URL, not a script URL',
    ]);
    expect(await problemsOf(file('javascript:alert(1)'))).toHaveLength(1);
  });

  it('reports missing required fields, wrong types, duplicate sites and unknown sections', async () => {
    const problems = await problemsOf(`version: 2
sites:
  - sld: a
    nameZh: 1
    header:
      navStyle: "3"
    tool: []
    menus:
      - nameZh: 无代码
  - sld: a
    type: group
extra: true
`);
    expect(problems).toEqual([
      'version (line 1, column 10): must be 1 (the version of the site file format)',
      'sites[0].type (line 3, column 5): is required',
      "sites[0].nameZh (line 4, column 13): must be text: write it in quotes ('1') so that YAML keeps it as written",
      'sites[0].header.navStyle (line 6, column 17): must be an integer (without quotes)',
      'sites[0].tool (line 7, column 5): unknown field; did you mean tools?',
      'sites[0].menus[0].code (line 9, column 9): is required',
      'sites[1].sld (line 10, column 10): site a is already listed above; list each site once',
      'extra (line 12, column 1): unknown field; the file has version, sites and optionally counter',
    ]);
  });

  it('names the line of YAML syntax errors', async () => {
    const problems = await problemsOf('version: 1\nsites:\n  - sld: a\n    type: single\n  nameZh: x\n');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^\(file\) \(line 5, column \d+\): YAML: /);
    expect(await problemsOf('version: 1\nversion: 1\nsites: []\n')).toEqual([
      '(file) (line 2, column 1): YAML: Map keys must be unique',
    ]);
    expect(await problemsOf('')).toEqual(['(file): the file is empty']);
  });

  it('accepts the committed demo file (deploy/sites/demo-sites.yaml)', async () => {
    const text = readFileSync(path.join(root, 'deploy/sites/demo-sites.yaml'), 'utf8');
    const r = await validateSitesFile({ input: { text } });
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.file?.sites.map((s) => s.sld)).toContain('plosmed');
  });
});

describe('pnpm rc-pub sites', () => {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  let db: TestDb | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) db = await createTestDb();
  });
  afterAll(async () => {
    await db?.cleanup();
  });
  const cli = (args: string[], cwd: string) => {
    const r = spawnSync(tsx, [path.join(root, 'rc-pub/src/cli.ts'), ...args], {
      cwd,
      encoding: 'utf8',
      timeout: 120_000,
      env: childEnv({
        DATABASE_URL: db?.options.databaseUrl,
        LOG_LEVEL: 'silent',
        PGLITE_DIR: 'memory://',
        INIT_CWD: cwd,
      }),
    });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  };

  it('exits 1 on an invalid file with one line per problem and no stack trace', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sites-file-'));
    writeFileSync(path.join(dir, 'bad.yaml'), BAD);
    for (const args of [
      ['sites', 'validate', 'bad.yaml'],
      ['sites', 'apply', 'bad.yaml', '--dry-run'],
    ]) {
      const r = cli(args, dir);
      expect(r.code).toBe(1);
      expect(r.out).toContain('bad.yaml: 13 problem(s); nothing was written');
      expect(r.out).toContain('  sites[0].header.navStyle (line 11, column 17): must be an integer 0-6');
      expect(r.out).not.toMatch(/^\s+at /m);
    }
  });

  it('prints what a dry run would create and says nothing was written', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sites-file-'));
    writeFileSync(
      path.join(dir, 'one.yaml'),
      'version: 1\nsites:\n  - sld: demo1\n    type: single\n    nameZh: "[演示] 一"\n    header: { navStyle: 3 }\n',
    );
    const r = cli(['sites', 'apply', 'one.yaml', '--dry-run'], dir);
    expect(r.out).toContain('site demo1: create');
    expect(r.out).toMatch(/^demo1\s+header_configs\s+1\s+0\s+0$/m);
    expect(r.out).toContain('dry run: nothing was written');
    expect(r.code).toBe(0);
    const missing = cli(['sites', 'apply', 'nope.yaml'], dir);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('cannot read nope.yaml: no such file');
  });
});
