#!/usr/bin/env node
/**
 * `pnpm alerts:demo [dir]`: prepares a demo of email alerts from the real demo data, without
 * inventing any record. Everything in demo-data is seeded on first start, so nothing would be new to import; this
 * script holds some real records back:
 *
 *   <dir>/seed/   demo-data without the newest PLOS Medicine issue (vol. 12 no. 2, 2015: journal.pmed.1001786) and
 *                 without two CSL-zh records: one whose title contains 制备 and one that does not mention it;
 *   <dir>/new/    exactly those held-back records: plos-medicine/journal.pmed.1001786.xml and csl-zh-new.jsonl.
 *
 * Start a portal on the held-back seed (DEMO_DATA_DIR=<dir>/seed, a fresh PGLITE_DIR or database), subscribe, then
 * import <dir>/new (README 'Email alerts' gives the commands). Default dir: data/alerts-demo. Re-running replaces it.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demo = path.join(root, 'demo-data');
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? path.join(root, 'data/alerts-demo'));

/** The held-back JATS file: the newest PLOS Medicine issue in the demo data. */
const HELD_JATS = 'journal.pmed.1001786.xml';
/** Titles of the held-back CSL-zh records (real records of demo-data/csl-zh/csl-dev.jsonl). */
const MATCHING_TITLE = '制备条件对NiO/SDC阳极基体上LSGMC膜性能的影响';

rmSync(out, { recursive: true, force: true });
const seed = path.join(out, 'seed');
const fresh = path.join(out, 'new');
mkdirSync(path.join(fresh, 'plos-medicine'), { recursive: true });
cpSync(demo, seed, { recursive: true });

// JATS: move the newest PLOS Medicine issue from the seed to new/
const jatsFrom = path.join(seed, 'jats/plos-medicine', HELD_JATS);
cpSync(jatsFrom, path.join(fresh, 'plos-medicine', HELD_JATS));
rmSync(jatsFrom);

// CSL-zh: one record about 制备, and the first record that does not mention it at all
const cslFile = path.join(seed, 'csl-zh/csl-dev.jsonl');
const lines = readFileSync(cslFile, 'utf8').split('\n').filter(Boolean);
const matching = lines.findIndex((l) => JSON.parse(l).title === MATCHING_TITLE);
const other = lines.findIndex((l) => !l.includes('制备'));
if (matching < 0 || other < 0) throw new Error('alerts-demo: the expected CSL-zh records are not in demo-data');
const held = [lines[matching], lines[other]];
writeFileSync(path.join(fresh, 'csl-zh-new.jsonl'), `${held.join('\n')}\n`);
writeFileSync(cslFile, `${lines.filter((_, i) => i !== matching && i !== other).join('\n')}\n`);

const titles = held.map((l) => JSON.parse(l).title);
console.log(`alerts demo prepared in ${out}
  seed/  demo data without ${HELD_JATS} (PLOS Medicine 12(2), 2015) and 2 CSL-zh records
  new/   plos-medicine/${HELD_JATS}
         csl-zh-new.jsonl: «${titles[0]}» (matches 制备), «${titles[1]}» (does not)`);
