/**
 * The order files start in: the heaviest tiers first (own-stack and browser files take a minute or two each), the
 * light ones last, so the two workers finish together instead of one running a long browser file alone at the end.
 * Within a tier, longer files first (file size stands for duration: CI starts without vitest's timing cache).
 * vitest's default orders projects by name, which started the browser files last.
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

export default class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = ORDER.indexOf(spec.project.name as Tier | 'pglite');
      return at < 0 ? ORDER.length : at;
    };
    const size = new Map(files.map((f) => [f, statSync(f.moduleId).size]));
    return [...files].sort((a, b) => rank(a) - rank(b) || (size.get(b) ?? 0) - (size.get(a) ?? 0));
  }
}
