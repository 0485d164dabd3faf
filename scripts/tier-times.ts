/**
 * Prints how long each test tier took, from the run's tier report (tests/tier-report.ts, written where TIER_REPORT
 * says): per project (tier, or the `pglite` re-run) the files, tests, the wall time from its first file's start to its
 * last file's end, and the summed file time (s); then the whole run's wall time and how much of it both workers were
 * busy. Usage: `tsx scripts/tier-times.ts FILE [LABEL]`. Tiers: tests/tiers.ts.
 */
import { readFileSync } from 'node:fs';
import { TIERS } from '../tests/tiers.js';
import type { TierFile } from '../tests/tier-report.js';

const [file, label = 'tests'] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/tier-times.ts TIER-REPORT.json [LABEL]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as { startTime: number; files: TierFile[] };
const rows = new Map<string, { files: number; tests: number; start: number; end: number; sum: number }>();
for (const r of report.files) {
  const row = rows.get(r.project) ?? { files: 0, tests: 0, start: Infinity, end: 0, sum: 0 };
  row.files += 1;
  row.tests += r.tests;
  row.start = Math.min(row.start, r.start);
  row.end = Math.max(row.end, r.end);
  row.sum += r.end - r.start;
  rows.set(r.project, row);
}
const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
console.log(`== ${label}: time per tier (wall: first file start to last file end; sum: all files' own time)`);
for (const project of [...TIERS, ...[...rows.keys()].filter((p) => !TIERS.includes(p as never))]) {
  const row = rows.get(project);
  if (row)
    console.log(
      `${project.padEnd(10)} ${String(row.files).padStart(4)} files ${String(row.tests).padStart(5)} tests  wall ${s(row.end - row.start)}  sum ${s(row.sum)}`,
    );
}
const end = Math.max(...report.files.map((r) => r.end));
// seconds in which no file, or one file only, was running: set-up between files, or a worker idle at the end
let idle = 0;
let alone = 0;
for (let t = report.startTime; t < end; t += 1000) {
  const running = report.files.filter((r) => r.start <= t && t < r.end).length;
  if (running === 0) idle += 1;
  else if (running === 1) alone += 1;
}
console.log(
  `${'all'.padEnd(10)} ${String(report.files.length).padStart(4)} files  wall ${s(end - report.startTime)}  (no file running ${idle} s, one file ${alone} s)`,
);
