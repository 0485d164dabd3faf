/**
 * Two matchers on one PostgreSQL database ("row locking so two rc-pub instances never send the
 * same row"): one matcher holds a claimed batch open while a second runs; the second skips the held event
 * (FOR UPDATE SKIP LOCKED), waits on the delivery the first has not committed yet (the unique (subscription, article)
 * key) and then leaves it alone. Together they write exactly what one matcher alone writes. A free race of two full
 * runs does the same. PostgreSQL: TEST_DATABASE_URL, else the machine's (STACK-NOTES: 127.0.0.1:5432, db `test`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEventBatch, matchPendingEvents } from '../../rc-pub/src/alerts/match/index.js';
import type { MailConfig } from '../../rc-pub/src/alerts/settings.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import {
  alertDeliveries,
  alertEvents,
  articles,
  memberSubscriptions,
  sites,
} from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const repo = path.resolve(import.meta.dirname, '../..');
const med = (f: string) => path.join(repo, 'demo-data/jats/plos-medicine', f);
/** Research articles of PLOS Medicine: the first two are published online first, then in their issue. */
const EARLY = ['journal.pmed.1001518.xml', 'journal.pmed.1001473.xml'];
const REST = ['journal.pmed.1001418.xml', 'journal.pmed.1001300.xml', 'journal.pmed.1001786.xml'];
const NOW = new Date('2026-11-26T10:00:00Z');

let tdb: TestDb;
let db: Db;
let mail: MailConfig;
let tmp: string;

/** Every delivery as `subscription:article`, sorted. */
async function pairs(): Promise<string[]> {
  const rows = await db
    .select({ s: alertDeliveries.subscriptionId, a: alertDeliveries.articleId })
    .from(alertDeliveries);
  return rows.map((r) => `${r.s}:${r.a}`).sort();
}

/** Back to an unmatched outbox and no deliveries. */
async function unmatchAll(): Promise<void> {
  await db.delete(alertDeliveries);
  await db.update(alertEvents).set({ matchedAt: null });
}

beforeAll(async () => {
  tdb = await createPostgresTestDb(PG);
  db = tdb.handle.db;
  mail = testRcPubConfig().mail;
  tmp = mkdtempSync(path.join(tmpdir(), 'alerts-race-'));
  const [www] = await db
    .insert(sites)
    .values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' })
    .returning({ id: sites.id });
  // test-only online-first copies of real articles: no <volume>, no <issue>
  const early = EARLY.map((f) => {
    const file = path.join(tmp, f);
    const xml = readFileSync(med(f), 'utf8');
    writeFileSync(file, xml.replace(/<volume>[^<]*<\/volume>/, '').replace(/<issue>[^<]*<\/issue>/, ''));
    return file;
  });
  expect((await importPaths(db, early)).failed).toBe(0);
  expect((await importPaths(db, [...EARLY.map(med), ...REST.map(med)])).failed).toBe(0);
  const [a] = await db
    .select({ p: articles.publicationId })
    .from(articles)
    .where(eq(articles.doi, '10.1371/journal.pmed.1001518'));
  const publicationId = a!.p;
  const values = [
    { type: 'current', publicationId },
    { type: 'onlineFirst', publicationId },
    { type: 'column', value: 'Research Article', publicationId },
    { type: 'keywords', value: 'trial; cohort', siteId: www!.id },
  ];
  await db.insert(memberSubscriptions).values(values.map((v, i) => ({ ...v, email: `race${i}@example.org` })));
});

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await tdb?.cleanup();
});

describe('two matchers on PostgreSQL', () => {
  let alone: string[];
  let events: number;

  it('one matcher alone: the reference (an article published twice is delivered once per subscription)', async () => {
    events = await db.$count(alertEvents);
    expect(events).toBe(7); // 2 online first + their 2 moves + 3 new in an issue
    const run = await matchPendingEvents(db, mail, NOW);
    expect(run.events).toBe(7);
    alone = await pairs();
    expect(run.deliveries).toBe(alone.length);
    expect(alone.length).toBeGreaterThan(10);
  });

  it('a held claim is skipped, a delivery not yet committed is waited for and not written twice', async () => {
    await unmatchAll();
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((r) => {
      claimed = r;
    });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // matcher A claims the oldest event (an online-first article) and keeps its transaction open
    const a = db.transaction(async (tx) => {
      const r = await matchEventBatch(tx, mail, NOW, 1);
      claimed();
      await gate;
      return r;
    });
    await hasClaimed;
    let bDone = false;
    const b = matchPendingEvents(db, mail, NOW).then((r) => {
      bDone = true;
      return r;
    });
    await sleep(1000);
    // B matched the article's move into its issue too: the column alert's (subscription, article) row A wrote is
    // not committed, so B's insert waits for A instead of writing a second row
    expect(bDone).toBe(false);
    // …and it waits at that insert, not at claiming: the claim skipped A's locked event
    const waiting = await db.execute(
      sql`select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const queries = (waiting as unknown as { rows: { query: string }[] }).rows.map((r) => r.query);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^insert into "alert_deliveries"/);
    expect(await db.$count(alertEvents, isNull(alertEvents.matchedAt))).toBe(events);
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.events).toBe(1);
    expect(rb.events).toBe(events - 1); // B never claimed A's event
    expect(await db.$count(alertEvents, isNull(alertEvents.matchedAt))).toBe(0);
    expect(ra.deliveries + rb.deliveries).toBe(alone.length);
    expect(await pairs()).toEqual(alone);
  });

  it('two full runs racing: every event matched by one of them, the same deliveries as one matcher', async () => {
    for (let round = 0; round < 3; round++) {
      await unmatchAll();
      const [r1, r2] = await Promise.all([matchPendingEvents(db, mail, NOW), matchPendingEvents(db, mail, NOW)]);
      expect(r1.events + r2.events).toBe(events);
      expect(r1.deliveries + r2.deliveries).toBe(alone.length);
      expect(await pairs()).toEqual(alone);
    }
  });
});
