/**
 * The alert loop (alerts/run.ts): the rc-pub app runs match + send on its timer once ready and delivers
 * due alerts by itself, stops cleanly on close; one process never runs two rounds at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../rc-pub/src/alerts/mailer.js';
import { createAlertLoop } from '../../rc-pub/src/alerts/run.js';
import { buildApp } from '../../rc-pub/src/app.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';
import {
  type AlertFixture,
  deliveriesOf,
  insertArticle,
  insertDeliveries,
  insertFixture,
  insertSubscription,
  silentLog,
  testMailKit,
} from './alerts-send-data.js';

let tdb: TestDb;
let smtp: TestSmtp;
let f: AlertFixture;

beforeAll(async () => {
  tdb = await createTestDb();
  smtp = await startTestSmtp();
  f = await insertFixture(tdb.handle.db);
});

afterAll(async () => {
  await smtp?.close();
  await tdb?.cleanup();
});

describe('the server loop', () => {
  it('sends due alerts on its timer once the app is ready, and closes cleanly', async () => {
    const db = tdb.handle.db;
    const sub = await insertSubscription(db, f, { email: 'timer@r.test', type: 'onlineFirst', language: 'zh' });
    await insertDeliveries(db, sub, [await insertArticle(db, f, { zh: '定时发送', onlineFirst: true })], new Date());
    const config = testRcPubConfig({ RC_PUB_ALERTS_INTERVAL_SECONDS: '0.1', MAIL_FROM: 'alerts@journals.test' });
    const app = await buildApp({
      config,
      db: tdb.handle,
      mailer: createMailer({ ...config.mail, smtpUrl: smtp.url }, silentLog),
    });
    try {
      expect(smtp.mails).toHaveLength(0);
      await app.ready();
      await smtp.waitFor(1);
      expect(smtp.mails[0]?.parsed.subject).toBe('《测试医学》网络首发新文章');
      expect(smtp.mails[0]?.parsed.from?.value[0]?.address).toBe('alerts@journals.test');
    } finally {
      await app.close();
    }
    expect((await deliveriesOf(db, sub)).map((d) => d.status)).toEqual(['sent']);
  });

  it('never runs two rounds at once in one process', async () => {
    const db = tdb.handle.db;
    const kit = testMailKit(smtp.url);
    const sub = await insertSubscription(db, f, { email: 'once@r.test', type: 'current', language: 'en' });
    await insertDeliveries(db, sub, [await insertArticle(db, f, { en: 'Once' })], new Date(Date.now() - 1000));
    smtp.delayMs = 200;
    const loop = createAlertLoop(db, kit, silentLog);
    try {
      const [a, b] = await Promise.all([loop.runNow(), loop.runNow()]);
      const runs = [a, b].filter((r) => r !== null);
      expect(runs).toHaveLength(1);
      expect(runs[0]?.send).toMatchObject({ mails: 1 });
    } finally {
      smtp.delayMs = 0;
      await loop.stop();
      kit.mailer.close();
    }
    expect(smtp.mails.filter((m) => m.to.includes('once@r.test'))).toHaveLength(1);
  });
});
