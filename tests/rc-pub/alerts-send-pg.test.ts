/**
 * Two rc-pub senders on one PostgreSQL database ('row locking so two rc-pub instances never send the same
 * row'): two database handles (two connection pools, as two processes would have) on a scratch database run the
 * sender at the same moment against one slow SMTP server; every delivery is mailed exactly once. PostgreSQL:
 * TEST_DATABASE_URL, else the machine's (STACK-NOTES: 127.0.0.1:5432, trust, database `test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailKit } from '../../rc-pub/src/alerts/kit.js';
import { sendDueAlerts } from '../../rc-pub/src/alerts/send/index.js';
import { type DbHandle, openDb } from '../../rc-pub/src/db/client.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';
import {
  insertArticle,
  insertDeliveries,
  insertFixture,
  insertSubscription,
  deliveriesOf,
  testMailKit,
} from './alerts-send-data.js';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SUBSCRIPTIONS = 30;
const PER_SUBSCRIPTION = 4;

let tdb: TestDb;
let second: DbHandle;
let smtp: TestSmtp;
let kits: MailKit[] = [];
const expected = new Map<string, number[]>(); // email → article ids
const subIds: number[] = [];

beforeAll(async () => {
  tdb = await createPostgresTestDb(PG);
  second = await openDb({ databaseUrl: tdb.options.databaseUrl, pgliteDir: 'memory://' });
  smtp = await startTestSmtp();
  smtp.delayMs = 15;
  kits = [testMailKit(smtp.url), testMailKit(smtp.url)];
  const db = tdb.handle.db;
  const f = await insertFixture(db);
  const now = new Date('2026-11-26T10:00:00Z');
  for (let s = 0; s < SUBSCRIPTIONS; s++) {
    const email = `pg${s}@r.test`;
    const sub = await insertSubscription(db, f, { email, type: 'current', language: s % 2 ? 'en' : 'zh' });
    const articles: number[] = [];
    for (let i = 0; i < PER_SUBSCRIPTION; i++) articles.push(await insertArticle(db, f, { en: `PG ${s}.${i}` }));
    await insertDeliveries(db, sub, articles, now);
    expected.set(email, articles);
    subIds.push(sub);
  }
});

afterAll(async () => {
  for (const k of kits) k.mailer.close();
  await smtp?.close();
  await second?.close();
  await tdb?.cleanup();
});

describe('two senders on PostgreSQL at once', () => {
  it('never mail the same delivery twice, and between them mail every one', async () => {
    const now = new Date('2026-11-26T10:00:05Z');
    const [a, b] = await Promise.all([
      sendDueAlerts(tdb.handle.db, kits[0] as MailKit, now, { batchSize: 7, concurrency: 2 }),
      sendDueAlerts(second.db, kits[1] as MailKit, now, { batchSize: 7, concurrency: 2 }),
    ]);
    // both took part (the claims interleave), and together they sent each delivery once
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(a.sent + b.sent).toBe(SUBSCRIPTIONS * PER_SUBSCRIPTION);
    expect(smtp.mails.length).toBe(a.mails + b.mails);

    for (const [email, articles] of expected) {
      const listed = smtp.mails
        .filter((m) => m.to.includes(email))
        .flatMap((m) =>
          [...(m.parsed.text ?? '').matchAll(/\/article\/id\/\d+\/(\d+)\/(?:zh|en)/g)].map((x) => Number(x[1])),
        );
      expect(
        listed.sort((x, y) => x - y),
        email,
      ).toEqual([...articles].sort((x, y) => x - y));
    }
    for (const sub of subIds) for (const d of await deliveriesOf(tdb.handle.db, sub)) expect(d.status).toBe('sent');
    // nothing is left for a third run
    expect(await sendDueAlerts(second.db, kits[1] as MailKit, now)).toMatchObject({ mails: 0 });
  });
});
