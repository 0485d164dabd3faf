/**
 * The sender's SMTP pool (docs/product/alerts.md#delivery-and-retries): alert mails go out over
 * RC_PUB_SMTP_POOL_SIZE connections at once, each carrying one mail at a time, and every connection stays busy while
 * mails wait, across the sender's claimed batches. An SMTP server in the process that takes 150 ms per mail counts the
 * mails it holds at once. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueAlerts } from '../../rc-pub/src/alerts/send/index.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import {
  type AlertFixture,
  insertArticle,
  insertDeliveries,
  insertFixture,
  insertSubscription,
  testMailKit,
} from './alerts-send-data.js';

/** An SMTP server that holds each mail `delayMs` before accepting it and records the most it held at once. */
async function slowSmtp(delayMs: number) {
  const state = { holding: 0, most: 0, received: 0, sessions: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      state.sessions++;
      callback();
    },
    onData(stream, _session, callback) {
      state.holding++;
      state.most = Math.max(state.most, state.holding);
      stream.on('data', () => undefined);
      stream.on('end', () => {
        setTimeout(() => {
          state.holding--;
          state.received++;
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return { state, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let tdb: TestDb;
let db: Db;
let f: AlertFixture;
let article: number;
const now = new Date('2026-11-29T10:00:00Z');
let subscriber = 0;

/** `n` subscriptions with one due delivery each. */
async function dueMails(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const sub = await insertSubscription(db, f, {
      email: `pool${++subscriber}@r.test`,
      type: 'current',
      language: 'en',
    });
    await insertDeliveries(db, sub, [article], now);
  }
}

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  f = await insertFixture(db);
  article = await insertArticle(db, f, { en: 'Pooled delivery' });
});

afterAll(async () => {
  await tdb?.cleanup();
});

describe('the SMTP pool', () => {
  it('is RC_PUB_SMTP_POOL_SIZE connections (10 by default)', () => {
    expect(loadConfig({}).mail.smtpPoolSize).toBe(10);
    expect(loadConfig({ RC_PUB_SMTP_POOL_SIZE: '3' }).mail.smtpPoolSize).toBe(3);
    expect(() => loadConfig({ RC_PUB_SMTP_POOL_SIZE: '0' })).toThrow(/RC_PUB_SMTP_POOL_SIZE/);
  });

  it.each([1, 4])('sends over %i connection(s) at once, every one busy, across small batches', async (pool) => {
    const smtp = await slowSmtp(150);
    const kit = testMailKit(smtp.url, { smtpPoolSize: pool });
    try {
      await dueMails(4 * pool);
      // batches of 3 deliveries: the pool stays full only if the next batch is claimed while mails are out
      const run = await sendDueAlerts(db, kit, now, { batchSize: 3 });
      expect(run).toMatchObject({ mails: 4 * pool, sent: 4 * pool, failed: 0, retrying: 0 });
      expect(smtp.state.received).toBe(4 * pool);
      expect(smtp.state.most).toBe(pool);
      expect(smtp.state.sessions).toBe(pool);
    } finally {
      kit.mailer.close();
      await smtp.close();
    }
  });
});
