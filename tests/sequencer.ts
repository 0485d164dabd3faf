/**
 * The order files start in: the heaviest tiers first (own-stack and browser files take a minute or two each), the
 * light ones last, so the two workers finish together instead of one running a long browser file alone at the end.
 * Within a tier, longer files first (file size stands for duration: CI starts without vitest's timing cache).
 * vitest's default orders projects by name, which started the browser files last.
 * One file goes before all: the PGlite run of the seed's tests, which builds the PGlite seeded snapshot when the
 * machine's cache lacks one of this code version (about a minute on one core, tests/helpers/seeded-db.ts) while the
 * other worker starts the browser files; the other PGlite files then load that snapshot instead of waiting for it
 * side by side.
 */
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import type { Tier } from './tiers.js';

/** Start order of the tiers (tests/tiers.ts) and of the PGlite re-run (seeding PGlite takes a while). */
const ORDER: readonly (Tier | 'pglite')[] = [
  'own-stack',
  'browser',
  'pglite',
  'process',
  'rc-pub',
  'stack',
  'app',
  'unit',
];

/** The file that starts first (see the module comment). */
const FIRST = { project: 'pglite', file: '/rc-pub/seeded.test.ts' };

export default class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      if (spec.project.name === FIRST.project && spec.moduleId.endsWith(FIRST.file)) return -1;
      const at = ORDER.indexOf(spec.project.name as Tier | 'pglite');
      return at < 0 ? ORDER.length : at;
    };
    const size = new Map(files.map((f) => [f, statSync(f.moduleId).size]));
    return [...files].sort((a, b) => rank(a) - rank(b) || (size.get(b) ?? 0) - (size.get(a) ?? 0));
  }
}
