/**
 * A vitest reporter for the run's timing: for each test file of each project (tier, or the `pglite` re-run) the time
 * it started and ended (ms since the epoch), its test count, and vitest's own set-up figures (ms) for it. Writes them as
 * JSON (`{ startTime, files: TierFile[] }`) to the file TIER_REPORT names when the run ends, failed or not;
 * scripts/tier-times.ts prints the table. Used by scripts/test.sh (`--reporter=…/tests/tier-report.ts`).
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's run in one project. */
export interface TierFile {
  /** Path relative to tests/. */
  file: string;
  project: string;
  start: number;
  end: number;
  tests: number;
  /** Importing the file and its modules, and collecting its tests (ms). */
  collect: number;
}

export default class TierReport implements Reporter {
  private readonly startTime = Date.now();
  private readonly started = new Map<TestModule, number>();
  private readonly files: TierFile[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    this.files.push({
      file: relative(import.meta.dirname, module.moduleId),
      project: module.project.name,
      start: this.started.get(module) ?? Date.now() - diagnostic.duration,
      end: Date.now(),
      tests: [...module.children.allTests()].length,
      collect: Math.round(diagnostic.collectDuration + diagnostic.prepareDuration + diagnostic.setupDuration),
    });
  }

  onTestRunEnd(): void {
    const out = process.env.TIER_REPORT;
    if (out) writeFileSync(out, JSON.stringify({ startTime: this.startTime, files: this.files }));
  }
}
