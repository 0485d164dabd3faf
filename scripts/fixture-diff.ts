/**
 * Compares two folders of recorded rc-pub fixtures (tests/fixtures/rc-pub/*.json, not subfolders) file by file, byte
 * for byte, and describes the differences for `pnpm fixtures:check` (scripts/check-fixtures.ts): added, removed and
 * changed file names, with the first lines of a unified diff of the first changed files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';

/** Lines of diff shown per changed file. */
const DIFF_LINES = 16;
/** Changed files shown with a diff (the rest are only named). */
const DIFF_FILES = 5;

/** What differs between two fixture folders (file names, sorted). */
export interface FixtureDiff {
  added: string[];
  removed: string[];
  changed: string[];
  same: number;
}

/** The *.json file names of a folder (not its subfolders). */
function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.json'))
    .map((d) => d.name)
    .sort();
}

/** Compares the committed fixtures (`committedDir`) with a fresh recording (`recordedDir`). */
export function compareFixtures(committedDir: string, recordedDir: string): FixtureDiff {
  const committed = jsonFiles(committedDir);
  const recorded = jsonFiles(recordedDir);
  const had = new Set(committed);
  const has = new Set(recorded);
  const both = committed.filter((f) => has.has(f));
  const changed = both.filter(
    (f) => !fs.readFileSync(path.join(committedDir, f)).equals(fs.readFileSync(path.join(recordedDir, f))),
  );
  return {
    added: recorded.filter((f) => !had.has(f)),
    removed: committed.filter((f) => !has.has(f)),
    changed,
    same: both.length - changed.length,
  };
}

/** The first {@link DIFF_LINES} lines of the unified diff of one changed file (committed → recorded). */
function shortDiff(committedDir: string, recordedDir: string, file: string): string {
  const patch = createTwoFilesPatch(
    `committed/${file}`,
    `recorded/${file}`,
    fs.readFileSync(path.join(committedDir, file), 'utf8'),
    fs.readFileSync(path.join(recordedDir, file), 'utf8'),
    undefined,
    undefined,
    { context: 2 },
  );
  const lines = patch
    .trimEnd()
    .split('\n')
    .filter((l) => !l.startsWith('====='));
  const more = lines.length > DIFF_LINES ? `\n    … (${lines.length - DIFF_LINES} more lines)` : '';
  return `${lines
    .slice(0, DIFF_LINES)
    .map((l) => `    ${l}`)
    .join('\n')}${more}`;
}

/** The failure report of a comparison (empty when nothing differs). */
export function describeDiff(d: FixtureDiff, committedDir: string, recordedDir: string): string {
  const out: string[] = [];
  const rel = path.relative(process.cwd(), committedDir) || committedDir;
  if (d.added.length)
    out.push(`added (recorded now, not committed): ${d.added.length}`, ...d.added.map((f) => `  + ${f}`));
  if (d.removed.length)
    out.push(`removed (committed, not recorded now): ${d.removed.length}`, ...d.removed.map((f) => `  - ${f}`));
  if (d.changed.length) {
    out.push(`changed: ${d.changed.length}`);
    d.changed.forEach((f, i) => {
      out.push(`  ~ ${f}`);
      if (i < DIFF_FILES) out.push(shortDiff(committedDir, recordedDir, f));
    });
  }
  if (!out.length) return '';
  return [
    `fixtures:check: the committed fixtures in ${rel} are not what rc-pub answers now.`,
    ...out,
    'Run `pnpm fixtures:record`, review `git diff tests/fixtures/rc-pub` and commit it.',
  ].join('\n');
}
