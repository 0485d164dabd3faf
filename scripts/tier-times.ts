/**
 * Prints how long each test tier took, from vitest's JSON report (`--reporter=json --outputFile=FILE`): per tier the
 * files, tests, the wall time from its first file's start to its last file's end, and the summed file time (s).
 * Usage: `tsx scripts/tier-times.ts FILE [LABEL]`. Tiers: tests/tiers.ts.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Tier, TIERS, testFiles } from '../tests/tiers.js';

interface Report {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

const [file, label = 'tests'] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/tier-times.ts REPORT.json [LABEL]');
  process.exit(2);
}
const testsDir = join(import.meta.dirname, '../tests');
const tierOf = new Map(testFiles(testsDir).map((f) => [f.file, f.tier]));
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const rows = new Map<Tier, { files: number; tests: number; start: number; end: number; sum: number }>();
for (const r of report.testResults) {
  const tier = tierOf.get(relative(testsDir, r.name)) ?? 'unit';
  const row = rows.get(tier) ?? { files: 0, tests: 0, start: Infinity, end: 0, sum: 0 };
  row.files += 1;
  row.tests += r.assertionResults.length;
  row.start = Math.min(row.start, r.startTime);
  row.end = Math.max(row.end, r.endTime);
  row.sum += r.endTime - r.startTime;
  rows.set(tier, row);
}
const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
console.log(`== ${label}: time per tier (wall: first file start to last file end; sum: all files' own time)`);
for (const tier of TIERS) {
  const row = rows.get(tier);
  if (row)
    console.log(
      `${tier.padEnd(10)} ${String(row.files).padStart(4)} files ${String(row.tests).padStart(5)} tests  wall ${s(row.end - row.start)}  sum ${s(row.sum)}`,
    );
}
const end = Math.max(...report.testResults.map((r) => r.endTime));
console.log(
  `${'all'.padEnd(10)} ${String(report.testResults.length).padStart(4)} files  wall ${s(end - report.startTime)}`,
);
