/**
 * The sender when things go wrong ('Delivering'): the SMTP server down during a send and then up (the mail
 * arrives exactly once, after the backoff, with the Message-ID recorded); down for good (failed after maxTries with
 * the error, never retried); a permanent 5xx rejection (failed at once); a sender that died between claiming and
 * sending (nothing lost once the lease passes, sent once); a paused subscription (nothing sent, cancelled).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailKit } from '../../rc-pub/src/alerts/kit.js';
import { sendDueAlerts } from '../../rc-pub/src/alerts/send/index.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { claimDueDeliveries } from '../../rc-pub/src/repositories/alert-deliveries.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';
import {
  type AlertFixture,
  insertArticle,
  insertDeliveries,
  insertFixture,
  insertSubscription,
  readDeliveries,
  setSubscriptionStatus,
  testMailKit,
} from './alerts-send-data.js';

let tdb: TestDb;
let db: Db;
let smtp: TestSmtp;
let kit: MailKit;
let f: AlertFixture;
const t0 = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const BASE = 60_000; // testMailConfig: retryBaseMs 60 s, maxTries 3

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  smtp = await startTestSmtp();
  kit = testMailKit(smtp.url);
  f = await insertFixture(db);
});

afterAll(async () => {
  kit?.mailer.close();
  await smtp?.close();
  await tdb?.cleanup();
});

beforeEach(() => {
  smtp.mode = 'up';
});

let n = 0;
/** A subscription with `count` due deliveries at t0. */
async function due(count = 1): Promise<{ sub: number; ids: number[]; email: string }> {
  const email = `reader${++n}@r.test`;
  const sub = await insertSubscription(db, f, { email, type: 'current', language: 'en' });
  const articles: number[] = [];
  for (let i = 0; i < count; i++) articles.push(await insertArticle(db, f, { en: `Article ${n}.${i}` }));
  return { sub, ids: await insertDeliveries(db, sub, articles, t0), email };
}

const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

describe('SMTP down, then up', () => {
  it('retries after the backoff and delivers the mail exactly once', async () => {
    const { ids, email } = await due(2);
    smtp.mode = 'down';
    expect(await sendDueAlerts(db, kit, t0)).toMatchObject({ mails: 0, retrying: 2, failed: 0 });
    let rows = await readDeliveries(db, ids);
    for (const r of rows) {
      expect(r.status).toBe('pending');
      expect(r.attempts).toBe(1);
      expect(r.nextAttemptAt?.toISOString()).toBe(at(BASE).toISOString());
      expect(r.lastError).toMatch(/421|not available/i);
    }
    smtp.mode = 'up';
    // before the backoff has passed nothing is tried
    expect(await sendDueAlerts(db, kit, at(BASE - 1000))).toMatchObject({ mails: 0, retrying: 0 });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await sendDueAlerts(db, kit, at(BASE))).toMatchObject({ mails: 1, sent: 2 });
    expect(await sendDueAlerts(db, kit, at(10 * BASE))).toMatchObject({ mails: 0, sent: 0 });
    const got = mailsTo(email);
    expect(got).toHaveLength(1);
    expect(got[0]?.parsed.subject).toBe('New issue of Test Medicine (2 articles)');
    rows = await readDeliveries(db, ids);
    for (const r of rows) {
      expect(r.status).toBe('sent');
      expect(r.messageId).toBe(got[0]?.parsed.messageId);
      expect(r.lastError).toBeNull();
    }
  });

  it('doubles the delay each try and records the deliveries as failed after maxTries, never retried', async () => {
    const { ids, email } = await due(1);
    smtp.mode = 'down';
    expect(await sendDueAlerts(db, kit, t0)).toMatchObject({ retrying: 1 });
    expect((await readDeliveries(db, ids))[0]?.nextAttemptAt?.toISOString()).toBe(at(BASE).toISOString());
    expect(await sendDueAlerts(db, kit, at(BASE))).toMatchObject({ retrying: 1 });
    expect((await readDeliveries(db, ids))[0]?.nextAttemptAt?.toISOString()).toBe(at(3 * BASE).toISOString());
    expect(await sendDueAlerts(db, kit, at(3 * BASE))).toMatchObject({ failed: 1, retrying: 0 });
    const [row] = await readDeliveries(db, ids);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(row?.lastError).toMatch(/421|not available/i);
    smtp.mode = 'up';
    expect(await sendDueAlerts(db, kit, at(100 * BASE))).toMatchObject({ mails: 0 });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('fails at once when the server rejects the recipient for good (5xx)', async () => {
    const { ids } = await due(1);
    smtp.mode = 'reject';
    expect(await sendDueAlerts(db, kit, t0)).toMatchObject({ failed: 1, retrying: 0 });
    const [row] = await readDeliveries(db, ids);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/550/);
  });
});

describe('a sender that dies between claiming and sending', () => {
  it('loses nothing: once the lease has passed another run sends the mail, once', async () => {
    const { ids, email } = await due(3);
    const lease = 5 * 60_000;
    // claim as a sender would, then "crash": the process state is gone, the rows stay 'sending'
    const claimed = await claimDueDeliveries(db, t0, lease, 1000);
    expect(claimed.map((d) => d.id)).toEqual(expect.arrayContaining(ids));
    expect((await readDeliveries(db, ids)).map((r) => r.status)).toEqual(['sending', 'sending', 'sending']);
    // while the lease holds, nobody else sends them
    expect(await sendDueAlerts(db, kit, at(lease - 1000), { leaseMs: lease })).toMatchObject({ mails: 0 });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await sendDueAlerts(db, kit, at(lease + 1000), { leaseMs: lease })).toMatchObject({ mails: 1, sent: 3 });
    expect(await sendDueAlerts(db, kit, at(2 * lease + 2000), { leaseMs: lease })).toMatchObject({ mails: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await readDeliveries(db, ids)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('gives the same Message-ID to a retry of the same deliveries', async () => {
    // a first try whose acceptance was lost (the server got the mail, the process died before recording it)
    const { ids, email } = await due(2);
    await claimDueDeliveries(db, t0, 1000, 1000);
    expect(await sendDueAlerts(db, kit, at(2000))).toMatchObject({ mails: 1 });
    const first = mailsTo(email)[0]?.parsed.messageId;
    await db.execute(
      sql`update alert_deliveries set status = 'pending', sent_at = null where id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(await sendDueAlerts(db, kit, at(3000))).toMatchObject({ mails: 1 });
    const got = mailsTo(email).map((m) => m.parsed.messageId);
    expect(got).toEqual([first, first]);
  });
});

describe('paused subscriptions', () => {
  it('get nothing, and what matched meanwhile is cancelled, not mailed later', async () => {
    const { sub, ids, email } = await due(2);
    await setSubscriptionStatus(db, sub, 'paused');
    expect(await sendDueAlerts(db, kit, t0)).toMatchObject({ mails: 0, cancelled: 2 });
    expect((await readDeliveries(db, ids)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    await setSubscriptionStatus(db, sub, 'active');
    expect(await sendDueAlerts(db, kit, at(BASE))).toMatchObject({ mails: 0 });
    expect(mailsTo(email)).toHaveLength(0);
  });
});
