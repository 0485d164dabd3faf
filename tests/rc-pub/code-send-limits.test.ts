/**
 * The send limits of SMS and mailed codes under parallel requests (docs/product/members.md#sms-codes,
 * docs/product/alerts.md#email-codes): 30 requests for one number or address at the same instant, from 30 client
 * IPs, record exactly one code and refuse 29 as too soon; N requests from one IP to N numbers or addresses record
 * exactly the IP's hourly budget; 30 parallel uses of one code let exactly one through. accounts/codes.ts and
 * alerts/codes.ts called directly, on PostgreSQL (TEST_DATABASE_URL, else the machine's at 127.0.0.1:5432: parallel
 * requests only race there, on a pool of connections) and on PGlite (one connection: the same transactions must not
 * wait on themselves). Then the same through rc-pub's routes, with solved captchas.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountKit } from '../../rc-pub/src/accounts/kit.js';
import { type CodeCtx, issueCode, useCode } from '../../rc-pub/src/accounts/codes.js';
import { type EmailCodeCtx, issueEmailCode, useEmailCode } from '../../rc-pub/src/alerts/codes.js';
import { buildMailKit } from '../../rc-pub/src/alerts/kit.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { type DbHandle, openDb } from '../../rc-pub/src/db/client.js';
import { emailCodes, smsCodes } from '../../rc-pub/src/db/schema/index.js';
import { RcPubError } from '../../rc-pub/src/lib/errors.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { captcha, newIp, newMobile, outbox } from './account-helper.js';
import { silentLog } from './alerts-send-data.js';
import { startApp, type TestApp } from './app-helper.js';

const PG = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PARALLEL = 30;
const IP_BUDGET = 5;

/** The key of each refusal (RcPubError) and how many calls succeeded, from settled calls. */
function outcomes(results: PromiseSettledResult<unknown>[]): { ok: number; refused: string[] } {
  const refused = results.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    if (!(r.reason instanceof RcPubError)) throw r.reason;
    return [r.reason.key];
  });
  return { ok: results.length - refused.length, refused };
}

let mails = 0;
const newAddress = () => `race${process.pid}-${++mails}@r.test`;

describe.each(['postgres', 'pglite'] as const)('issuing codes at once on %s', (engine) => {
  let pg: TestDb | undefined;
  let handle: DbHandle;
  let sms: (ip: string) => CodeCtx;
  let email: (ip: string) => EmailCodeCtx;

  beforeAll(async () => {
    if (engine === 'postgres') {
      pg = await createPostgresTestDb(PG);
      handle = pg.handle;
    } else handle = await openDb({ pgliteDir: 'memory://' });
    const config = testRcPubConfig({
      RC_PUB_SMS_IP_MAX_PER_HOUR: String(IP_BUDGET),
      RC_PUB_EMAIL_IP_MAX_PER_HOUR: String(IP_BUDGET),
    });
    const key = randomBytes(32);
    const accounts = buildAccountKit(config.accounts, key, silentLog);
    const mail = buildMailKit(config.mail, key, silentLog);
    sms = (clientIp) => ({ db: handle.db, clientIp, accounts });
    email = (clientIp) => ({ db: handle.db, clientIp, mail });
  }, 120_000);

  afterAll(async () => {
    if (pg) await pg.cleanup();
    else await handle?.close();
  });

  it('records one SMS code for one number asked from 30 IPs at once, and refuses 29 as too soon', async () => {
    const mobileNo = newMobile();
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () => issueCode(sms(newIp()), mobileNo, 'register', now)),
    );
    const { ok, refused } = outcomes(results);
    expect(ok).toBe(1);
    expect(refused).toEqual(Array(PARALLEL - 1).fill('smsTooSoon'));
    const rows = await handle.db.select().from(smsCodes).where(eq(smsCodes.mobileNo, mobileNo));
    expect(rows).toHaveLength(1);
  });

  it('records one mailed code for one address asked from 30 IPs at once, and refuses 29 as too soon', async () => {
    const address = newAddress();
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () => issueEmailCode(email(newIp()), address, 'subscribe', now)),
    );
    const { ok, refused } = outcomes(results);
    expect(ok).toBe(1);
    expect(refused).toEqual(Array(PARALLEL - 1).fill('emailTooSoon'));
    const rows = await handle.db.select().from(emailCodes).where(eq(emailCodes.email, address));
    expect(rows).toHaveLength(1);
  });

  it("records exactly one IP's hourly budget of SMS codes when it asks for 12 numbers at once", async () => {
    const ip = newIp();
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => issueCode(sms(ip), newMobile(), 'login', now)),
    );
    const { ok, refused } = outcomes(results);
    expect(ok).toBe(IP_BUDGET);
    expect(refused).toEqual(Array(12 - IP_BUDGET).fill('smsIpLimit'));
    const rows = await handle.db.select().from(smsCodes).where(eq(smsCodes.ip, ip));
    expect(rows).toHaveLength(IP_BUDGET);
  });

  it("records exactly one IP's hourly budget of mailed codes when it asks for 12 addresses at once", async () => {
    const ip = newIp();
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => issueEmailCode(email(ip), newAddress(), 'subscribe', now)),
    );
    const { ok, refused } = outcomes(results);
    expect(ok).toBe(IP_BUDGET);
    expect(refused).toEqual(Array(12 - IP_BUDGET).fill('emailIpLimit'));
    const rows = await handle.db.select().from(emailCodes).where(eq(emailCodes.ip, ip));
    expect(rows).toHaveLength(IP_BUDGET);
  });

  it('lets one of 30 parallel uses of a code through, and counts parallel wrong tries one by one', async () => {
    const mobileNo = newMobile();
    const code = await issueCode(sms(newIp()), mobileNo, 'register', new Date());
    const uses = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () => useCode(sms(newIp()), mobileNo, 'register', code, new Date())),
    );
    expect(outcomes(uses)).toEqual({ ok: 1, refused: Array(PARALLEL - 1).fill('smsCodeInvalid') });

    const address = newAddress();
    const mailed = await issueEmailCode(email(newIp()), address, 'subscribe', new Date());
    const wrong = mailed === '000000' ? '000001' : '000000';
    const tries = await Promise.allSettled(
      Array.from({ length: 8 }, () => useEmailCode(email(newIp()), address, 'subscribe', wrong, new Date())),
    );
    const remaining = tries.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof RcPubError && r.reason.key === 'emailCodeWrong'
        ? [r.reason.params.remaining]
        : [],
    );
    expect(remaining.sort()).toEqual([1, 2, 3, 4]);
    expect(outcomes(tries).refused.filter((k) => k === 'emailCodeInvalid')).toHaveLength(4);
    // the fifth wrong try burnt it: the right code is refused now
    await expect(useEmailCode(email(newIp()), address, 'subscribe', mailed, new Date())).rejects.toMatchObject({
      key: 'emailCodeInvalid',
    });
  });

  it('gives an older code no fresh tries once the newer one is burnt', async () => {
    const mobileNo = newMobile();
    const now = Date.now();
    const older = await issueCode(sms(newIp()), mobileNo, 'login', new Date(now - 100_000));
    const newer = await issueCode(sms(newIp()), mobileNo, 'login', new Date(now - 30_000));
    const wrong = [older, newer].includes('000000')
      ? [older, newer].includes('000001')
        ? '000002'
        : '000001'
      : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(useCode(sms(newIp()), mobileNo, 'login', wrong, new Date(now))).rejects.toBeInstanceOf(RcPubError);
    }
    await expect(useCode(sms(newIp()), mobileNo, 'login', older, new Date(now))).rejects.toMatchObject({
      key: 'smsCodeInvalid',
    });
  });
});

describe('the send routes under 30 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ seeded: false });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** 30 solved captchas first, so the 30 requests leave together. */
  const captchas = () => Promise.all(Array.from({ length: PARALLEL }, () => captcha(t)));

  it('sends one SMS to a number 30 clients ask for at once; 29 are told to wait', async () => {
    const mobileNo = newMobile();
    const headers = await captchas();
    const answers = await Promise.all(
      headers.map((header) =>
        t.http
          .post(RcPubPaths.sendReceiverMessage)
          .set('captcha', header)
          .set('x-client-ip', newIp())
          .set('language', 'en')
          .send({ mobileNo, type: 'register' }),
      ),
    );
    const statuses = answers.map((a) => a.body.status as number);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - 1);
    for (const a of answers.filter((x) => x.body.status === 429)) {
      expect(a.body.message).toMatch(/^Please wait (60|59) seconds before requesting another code$/);
    }
    expect(outbox(t, mobileNo)).toHaveLength(1);
  });

  it('mails one code to an address 30 clients ask for at once; 29 are told to wait', async () => {
    const address = newAddress();
    const headers = await captchas();
    const answers = await Promise.all(
      headers.map((header) =>
        t.http
          .post(RcPubPaths.sendEmailCode)
          .set('captcha', header)
          .set('x-client-ip', newIp())
          .set('language', 'en')
          .send({ email: address, purpose: 'subscribe' }),
      ),
    );
    const statuses = answers.map((a) => a.body.status as number);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - 1);
    // mail goes to .eml files when SMTP_URL is unset (tests/helpers/rc-pub-config.ts): one file, this one code
    expect(readdirSync(t.config.mail.dropDir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});
