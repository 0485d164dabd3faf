/**
 * `pnpm bench:alerts`: the matching time of an import of 200 articles against 10,000 subscriptions (keyword, column,
 * current). On the seeded snapshot (tests/helpers/seeded-db.ts: sites, 169 JATS and 1000 CSL-zh
 * records; made once per code version, about 40 s per engine):
 * 1. 10,000 active or paused subscriptions, drawn with a fixed seed: keywords (1-3 real keywords of the demo articles,
 *    scoped to a journal or to a site: www, zhdemo, plos), column (a real column of the journal), current and
 *    onlineFirst of a journal; immediate, daily and weekly;
 * 2. an import of 200 new articles (bench-only copies of real records, visibly marked: 150 CSL-zh records titled
 *    【基准】…, 50 JATS articles with the DOI suffixed `.bench` and the title prefixed [Bench copy]), once with the
 *    alert outbox off (the seed's way) and once on, each into a fresh copy of the snapshot after an untimed warm-up
 *    import (tests/fixtures/alerts/csl-new.jsonl);
 * 3. matchPendingEvents over the outbox.
 * Prints per engine: import time without and with the outbox and the events written, the matching time, the distinct
 * keywords searched, and the deliveries written.
 * Engines: BENCH_ENGINES=pglite,postgres (default both); PostgreSQL at BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test; the snapshot is a template database there).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchPendingEvents } from '../../rc-pub/src/alerts/match/index.js';
import { splitKeywords } from '../../rc-pub/src/alerts/match/keywords.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { alertEvents, memberSubscriptions } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';
import { testRcPubConfig } from '../../tests/helpers/rc-pub-config.js';
import { rng } from '../shared.js';

const SUBSCRIPTIONS = 10_000;
const CSL_ARTICLES = 150;
const JATS_ARTICLES = 50;
const repo = path.resolve(import.meta.dirname, '../..');
const NOW = new Date('2026-11-26T10:00:00Z');
/** Imported untimed into both copies first (outbox off), so that neither timed import pays for warming up. */
const WARM_UP = path.join(repo, 'tests/fixtures/alerts/csl-new.jsonl');

/** Writes the 200 bench-only articles under `dir`; returns the paths to import. */
function writeInputs(dir: string): string[] {
  const csl = readFileSync(path.join(repo, 'demo-data/csl-zh/csl-dev.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, CSL_ARTICLES)
    .map((l) => {
      const r = JSON.parse(l) as { title: string };
      return JSON.stringify({ ...r, title: `【基准】${r.title}` });
    });
  writeFileSync(path.join(dir, 'bench.jsonl'), `${csl.join('\n')}\n`);
  const jatsDir = path.join(dir, 'jats');
  mkdirSync(jatsDir);
  const sources = ['plos-medicine', 'plos-one', 'plos-compbiol', 'elife'].flatMap((j) =>
    readdirSync(path.join(repo, 'demo-data/jats', j))
      .filter((f) => f.endsWith('.xml'))
      .sort()
      .map((f) => path.join(repo, 'demo-data/jats', j, f)),
  );
  for (const src of sources.slice(0, JATS_ARTICLES)) {
    const xml = readFileSync(src, 'utf8')
      .replace(/(<article-id pub-id-type="doi">)([^<]+)(<\/article-id>)/, '$1$2.bench$3')
      .replace(/(<title-group>\s*<article-title[^>]*>)/, '$1[Bench copy] ');
    writeFileSync(path.join(jatsDir, path.basename(src)), xml);
  }
  return [path.join(dir, 'bench.jsonl'), jatsDir];
}

async function rows<T>(db: Db, q: string): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** Writes the 10,000 subscriptions (see the module comment); returns the number of distinct keywords among them. */
async function subscribe(db: Db): Promise<number> {
  const random = rng(10);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
  const journals = (await rows<{ id: number }>(db, 'select id from publications order by id')).map((r) => r.id);
  const siteIds = (await rows<{ id: number }>(db, "select id from sites where sld in ('www', 'zhdemo', 'plos')")).map(
    (r) => r.id,
  );
  const columns = await rows<{ p: number; c: string }>(
    db,
    'select distinct publication_id as p, c from articles, unnest(array[column_zh, column_en]) c where c is not null',
  );
  const keywords = (
    await rows<{ k: string }>(
      db,
      'select distinct k from article_texts, unnest(keywords) k where char_length(k) between 2 and 50 order by k',
    )
  ).map((r) => r.k);
  const values: (typeof memberSubscriptions.$inferInsert)[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const roll = random();
    const base = {
      email: `bench${i}@example.org`,
      language: random() < 0.5 ? 'zh' : 'en',
      frequency: pick(['immediate', 'immediate', 'daily', 'weekly']),
      status: random() < 0.05 ? 'paused' : 'active',
    };
    if (roll < 0.45) {
      const n = 1 + Math.floor(random() * 3);
      const kws = Array.from({ length: n }, () => pick(keywords));
      const site = random() < 0.5;
      values.push({
        ...base,
        type: 'keywords',
        value: kws.join(';'),
        publicationId: site ? null : pick(journals),
        siteId: site ? pick(siteIds) : null,
      });
    } else if (roll < 0.7) {
      const c = pick(columns);
      values.push({ ...base, type: 'column', value: c.c, publicationId: c.p });
    } else if (roll < 0.92) values.push({ ...base, type: 'current', publicationId: pick(journals) });
    else values.push({ ...base, type: 'onlineFirst', publicationId: pick(journals) });
  }
  for (let i = 0; i < values.length; i += 1000)
    await db
      .insert(memberSubscriptions)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing();
  return new Set(values.flatMap((v) => (v.type === 'keywords' ? splitKeywords(v.value ?? null) : []))).size;
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function runEngine(engine: string, inputs: string[]): Promise<void> {
  if (engine === 'postgres')
    process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  else delete process.env.TEST_DATABASE_URL;
  console.log(`\n== ${engine} ==`);
  const mail = testRcPubConfig().mail;

  const off = await createSeededTestDb();
  try {
    await importPaths(off.handle.db, [WARM_UP], { alerts: false });
    const t0 = performance.now();
    const r = await importPaths(off.handle.db, inputs, { alerts: false });
    console.log(`import of 200 articles, outbox off: ${sec(performance.now() - t0)} (${r.failed} failed)`);
  } finally {
    await off.cleanup();
  }

  const on = await createSeededTestDb();
  try {
    const db = on.handle.db;
    await importPaths(db, [WARM_UP], { alerts: false });
    let t0 = performance.now();
    const distinct = await subscribe(db);
    const subs = await db.$count(memberSubscriptions);
    console.log(`${subs} subscriptions written in ${sec(performance.now() - t0)} (${distinct} distinct keywords)`);
    t0 = performance.now();
    const r = await importPaths(db, inputs);
    const events = await db.$count(alertEvents);
    console.log(
      `import of 200 articles, outbox on:  ${sec(performance.now() - t0)} (${r.failed} failed), ${events} events`,
    );
    t0 = performance.now();
    const run = await matchPendingEvents(db, mail, NOW);
    const ms = performance.now() - t0;
    console.log(
      `matching: ${sec(ms)} for ${run.events} events, ${run.deliveries} deliveries written (${Math.round(run.deliveries / (ms / 1000))} deliveries/s)`,
    );
    t0 = performance.now();
    const again = await matchPendingEvents(db, mail, NOW);
    console.log(`matching again (nothing pending): ${(performance.now() - t0).toFixed(1)} ms, ${again.events} events`);
  } finally {
    await on.cleanup();
  }
}

async function main(): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-alerts-'));
  try {
    const inputs = writeInputs(dir);
    for (const engine of engines) await runEngine(engine, inputs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
