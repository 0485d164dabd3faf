/**
 * Helpers of the email alert tests: the real rc-pub app on an empty test database with a mailer that keeps
 * every mail in memory (buildApp's `mailer` option), a little content of its own (a group site with two journals, a
 * single site, articles in named columns), codes read back from the captured mails, and the calls with a fresh
 * captcha and client IP.
 */
import supertest from 'supertest';
import { expect } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { Mailer, OutgoingMail } from '../../rc-pub/src/alerts/mailer.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { articles, publications, sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { captcha, newIp } from './account-helper.js';

/** A mailer that keeps what it is given; `failing` makes `send` reject (an unreachable SMTP server). */
export interface CaptureMailer extends Mailer {
  sent: OutgoingMail[];
  failing: boolean;
}

/** A new capturing mailer. */
export function captureMailer(): CaptureMailer {
  const m: CaptureMailer = {
    describe: 'memory',
    sent: [],
    failing: false,
    async send(mail) {
      if (m.failing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      m.sent.push(mail);
      return { messageId: `<${m.sent.length}@test>` };
    },
    close: () => undefined,
  };
  return m;
}

/** The test content's ids. */
export interface AlertContent {
  /** A group site showing journalA and journalB. */
  groupSite: number;
  /** A single site of journalC only. */
  singleSite: number;
  journalA: number;
  journalB: number;
  journalC: number;
}

/** Inserts two sites, three journals and articles in columns 综述 / Review (journalA) and Letters (journalB). */
export async function insertAlertContent(db: Db): Promise<AlertContent> {
  const [a, b, c] = await db
    .insert(publications)
    .values([
      { code: 'alert-a', titleZh: '甲刊', titleEn: 'Journal A' },
      { code: 'alert-b', titleZh: '乙刊', titleEn: 'Journal B' },
      { code: 'alert-c', titleZh: '丙刊', titleEn: 'Journal C' },
    ])
    .returning({ id: publications.id });
  const [group, single] = await db
    .insert(sites)
    .values([
      { sld: 'alertgroup', type: 'group', nameZh: '测试期刊群', nameEn: 'Test Journal Group' },
      { sld: 'alertsingle', type: 'single', nameZh: '丙刊网站', nameEn: 'Journal C Site', publicationId: c!.id },
    ])
    .returning({ id: sites.id });
  await db.insert(sitePublications).values([
    { siteId: group!.id, publicationId: a!.id },
    { siteId: group!.id, publicationId: b!.id },
    { siteId: single!.id, publicationId: c!.id },
  ]);
  await db.insert(articles).values([
    { publicationId: a!.id, columnZh: '综述', columnEn: 'Review' },
    { publicationId: b!.id, columnEn: 'Letters' },
  ]);
  return { groupSite: group!.id, singleSite: single!.id, journalA: a!.id, journalB: b!.id, journalC: c!.id };
}

/** The app, its database, content, mailer and configuration. */
export interface AlertsApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: TestDb;
  http: ReturnType<typeof supertest>;
  config: RcPubConfig;
  mail: CaptureMailer;
  ids: AlertContent;
  close(): Promise<void>;
}

/** Starts rc-pub on a fresh empty database with the test content and a capturing mailer; `env` overrides settings. */
export async function startAlertsApp(env: NodeJS.ProcessEnv = {}): Promise<AlertsApp> {
  const db = await createTestDb();
  const config = testRcPubConfig(env);
  const mail = captureMailer();
  const ids = await insertAlertContent(db.handle.db);
  const app = await buildApp({ config, db: db.handle, mailer: mail });
  await app.ready();
  return {
    app,
    db,
    config,
    mail,
    ids,
    http: supertest(app.server),
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
}

/** POST sendEmailCode with a fresh captcha; the response. */
export async function sendEmailCode(
  t: AlertsApp,
  email: string,
  opts: {
    purpose?: 'subscribe' | 'verifyEmail';
    ip?: string;
    lang?: 'zh' | 'en';
    siteId?: number;
    token?: string;
  } = {},
) {
  const req = t.http
    .post(RcPubPaths.sendEmailCode)
    .set('captcha', await captcha(t))
    .set('x-client-ip', opts.ip ?? newIp())
    .set('language', opts.lang ?? 'en');
  if (opts.token) req.set('token', opts.token);
  return req.send({
    email,
    purpose: opts.purpose ?? 'subscribe',
    ...(opts.siteId !== undefined ? { siteId: opts.siteId } : {}),
  });
}

/** The code of the newest mail to `email` (fails when none was mailed). */
export function mailedCode(t: AlertsApp, email: string): string {
  const mail = t.mail.sent.filter((m) => m.to === email.toLowerCase()).at(-1);
  expect(mail, `no mail to ${email}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(mail!.subject)?.[1];
  expect(code, mail!.subject).toBeDefined();
  return code!;
}

/** Mails a code to `email` (expects success) and returns it. */
export async function codeFor(t: AlertsApp, email: string, opts: Parameters<typeof sendEmailCode>[2] = {}) {
  const r = await sendEmailCode(t, email, opts);
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
  return mailedCode(t, email);
}

let addresses = 0;
/** A fresh address (unique within the test process). */
export function newEmail(prefix = 'reader'): string {
  addresses++;
  return `${prefix}${process.pid}x${addresses}@example.org`;
}

/** POST subscribe (language en; `token` as the member's header); the response. */
export function subscribeCall(t: AlertsApp, body: Record<string, unknown>, token?: string) {
  const req = t.http.post(RcPubPaths.subscribe).set('language', 'en');
  if (token) req.set('token', token);
  return req.send({ language: 'en', frequency: 'immediate', ...body });
}
