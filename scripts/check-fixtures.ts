/**
 * `pnpm fixtures:check` (run by `pnpm test`, scripts/test.sh): are the committed rc-pub fixtures still what rc-pub
 * answers? Records every fixture again into a temporary folder (scripts/record-fixtures.ts, the same code as
 * `pnpm fixtures:record`) and compares it file by file, byte for byte, with tests/fixtures/rc-pub/*.json.
 *
 * Exit 0 printing "N fixtures match"; exit 1 listing the added, removed and changed fixture files, with the first
 * lines of a unified diff of each changed one (then run `pnpm fixtures:record` and review the diff before committing).
 * The recording is deterministic (see record-fixtures.ts), so any difference is a change of rc-pub, the seed or the
 * gateway's calls. Takes as long as a recording: about 15 s on a copy of the seeded demo data (PostgreSQL template or
 * PGlite snapshot), plus about a minute of seeding the first time per code version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareFixtures, describeDiff } from './fixture-diff.js';
import { FIXTURES_DIR, recordFixtures } from './record-fixtures.js';

async function main(): Promise<number> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-pub-fixtures-'));
  try {
    const started = Date.now();
    await recordFixtures({ outDir: tmp, log: () => {} });
    const d = compareFixtures(FIXTURES_DIR, tmp);
    const report = describeDiff(d, FIXTURES_DIR, tmp);
    if (report) {
      console.error(report);
      return 1;
    }
    console.log(`fixtures:check: ${d.same} fixtures match (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return 0;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
