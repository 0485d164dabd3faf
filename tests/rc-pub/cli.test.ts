/**
 * The rc-pub CLI as a user runs it (`tsx rc-pub/src/cli.ts`, what `pnpm rc-pub` calls) on a PGlite directory of its
 * own: a malformed file gets a FAIL line naming it and exit code 1; a directory held by a running server is refused
 * with "stop the server first"; an unknown command prints the usage.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { childEnv } from '../helpers/child-env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function cli(args: string[], env: Record<string, string | undefined>, cwd = root) {
  const r = spawnSync(tsx, [path.join(root, 'rc-pub/src/cli.ts'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: childEnv({ DATABASE_URL: undefined, LOG_LEVEL: 'silent', ...env }),
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('rc-pub CLI', () => {
  it('reports a malformed file by name with its reason and exits 1', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rcpub-cli-'));
    const bad = path.join(dir, 'broken.xml');
    writeFileSync(bad, '<article><front><journal-meta>');
    const r = cli(['import', 'broken.xml'], { PGLITE_DIR: path.join(dir, 'db'), INIT_CWD: dir });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL\s+\S*broken\.xml: .+/);
    // the summary table: counts per outcome, the failed file beside its row with the reason
    expect(r.out).toMatch(/^imported\s+0$/m);
    expect(r.out).toMatch(/^failed\s+1\s+\S*broken\.xml: .+$/m);
  });

  it('refuses a PGlite directory held by a running server', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rcpub-cli-'));
    writeFileSync(path.join(dir, 'rc-pub.pid'), `${process.pid}\nthe rc-pub server\n`);
    const r = cli(['migrate'], { PGLITE_DIR: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain('stop the server first');
  });

  it('prints the usage for an unknown command', { timeout: 60_000 }, () => {
    const r = cli(['frobnicate'], { PGLITE_DIR: 'memory://' });
    expect(r.code).toBe(1);
    expect(r.out).toContain("unknown command 'frobnicate'");
    expect(r.out).toContain('import <file-or-folder>... [--site <sld>]');
  });
});
