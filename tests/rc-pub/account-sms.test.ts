/**
 * SMS codes (sendReceiverMessage, docs/product/members.md#sms-codes): 1 send per number per 60 s, 10 per day, a per-IP limit (the
 * gateway's x-client-ip, trusted only from RC_PUB_CLIENT_IP_FROM), 5 wrong tries burn a code, 5-minute validity, the
 * same answer and the same sending for registered and unknown numbers whatever the purpose
 * (docs/product/members.md#who-is-a-member), the text in the request's language.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  captcha,
  codeFor,
  newIp,
  newMobile,
  outbox,
  registerMember,
  sendCode,
  skipAhead,
  smsLogin,
} from './account-helper.js';
import { type TestApp, startApp } from './app-helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ seeded: false });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('send limits per number', () => {
  it('sends one code per number per 60 s', async () => {
    const mobileNo = newMobile();
    const first = await sendCode(t, mobileNo, 'register');
    expect(first.body).toMatchObject({
      status: 0,
      message: 'Verification code sent',
      data: { resendAfter: 60, validFor: 300 },
    });
    const soon = await sendCode(t, mobileNo, 'register');
    expect(soon.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(soon.body.message).toMatch(/^Please wait (60|59) seconds before requesting another code$/);
    skipAhead(45_000);
    expect((await sendCode(t, mobileNo, 'register')).body.message).toMatch(/Please wait 1[45] seconds/);
    skipAhead(16_000);
    expect((await sendCode(t, mobileNo, 'register')).body.status).toBe(0);
    expect(outbox(t, mobileNo)).toHaveLength(2);
  });

  it('sends at most 10 codes per number in 24 hours', async () => {
    const mobileNo = newMobile();
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(t, mobileNo, 'register')).body.status, `send ${i + 1}`).toBe(0);
      skipAhead(61_000);
    }
    expect((await sendCode(t, mobileNo, 'register')).body).toMatchObject({
      status: 429,
      message: 'Too many codes for this number today, please try again tomorrow',
    });
    expect(outbox(t, mobileNo)).toHaveLength(10);
    skipAhead(24 * 3_600_000);
    expect((await sendCode(t, mobileNo, 'register')).body.status).toBe(0);
  });
});

describe('codes', () => {
  it('burns a code after 5 wrong tries, counting down the tries left', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000);
    const code = await codeFor(t, mobileNo, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (c: string) => smsLogin(t, mobileNo, c);
    for (const left of [4, 3, 2, 1])
      expect((await tryCode(wrong)).body).toMatchObject({
        status: 400,
        message: `Verification code incorrect, ${left} tries left`,
      });
    expect((await tryCode(wrong)).body.message).toMatch(/invalid or already used/);
    expect((await tryCode(code)).body).toMatchObject({ status: 400, message: expect.stringMatching(/invalid/) });
  });

  it('accepts a code after 4 wrong tries (the 5th try is the limit, not the 4th)', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000);
    const code = await codeFor(t, mobileNo, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await smsLogin(t, mobileNo, wrong);
    expect((await smsLogin(t, mobileNo, code)).body.status).toBe(0);
  });

  it('expires a code after 5 minutes', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000);
    const code = await codeFor(t, mobileNo, 'login');
    skipAhead(5 * 60_000 + 1000);
    const r = await smsLogin(t, mobileNo, code);
    expect(r.body).toMatchObject({ status: 400, message: 'Verification code expired, please request a new one' });
  });

  it('supersedes an older code by a newer one', async () => {
    const mobileNo = newMobile();
    await registerMember(t, mobileNo);
    skipAhead(61_000);
    const older = await codeFor(t, mobileNo, 'login');
    skipAhead(61_000);
    const newer = await codeFor(t, mobileNo, 'login');
    if (older !== newer) expect((await smsLogin(t, mobileNo, older)).body.status).toBe(400);
    expect((await smsLogin(t, mobileNo, newer)).body.status).toBe(0);
  });

  it('writes the SMS text in the request language, with the code, and stores only a hash', async () => {
    const zhNo = newMobile();
    await sendCode(t, zhNo, 'register', { lang: 'zh' });
    const enNo = newMobile();
    await sendCode(t, enNo, 'register', { lang: 'en' });
    const [zh] = outbox(t, zhNo);
    const [en] = outbox(t, enNo);
    expect(zh?.code).toMatch(/^\d{6}$/);
    expect(zh?.text).toContain(`您的验证码为 ${zh?.code}`);
    expect(en?.text).toContain(`Your verification code is ${en?.code}`);
    const stored = (await t.db.handle.db.execute(
      `SELECT code_hash FROM sms_codes WHERE mobile_no = '${zhNo}'`,
    )) as unknown as { rows: { code_hash: string }[] };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.code_hash).not.toContain(zh?.code);
  });
});

describe('no leak of who is registered (docs/product/members.md#who-is-a-member)', () => {
  it.each(['login', 'reset', 'register'] as const)(
    'answers and sends a %s code for an unknown number exactly as for a member',
    async (type) => {
      const member = newMobile();
      await registerMember(t, member);
      skipAhead(61_000);
      const unknown = newMobile();
      const sentBefore = outbox(t, member).filter((l) => l.type === type).length;
      const known = await sendCode(t, member, type);
      const stranger = await sendCode(t, unknown, type);
      expect(known.body).toMatchObject({ status: 0 });
      expect(stranger.body).toEqual(known.body);
      expect(outbox(t, member).filter((l) => l.type === type)).toHaveLength(sentBefore + 1);
      expect(outbox(t, unknown).filter((l) => l.type === type)).toHaveLength(1);
      // the limits answer alike too
      const knownAgain = await sendCode(t, member, type);
      const strangerAgain = await sendCode(t, unknown, type);
      expect(knownAgain.body.status).toBe(429);
      expect(strangerAgain.body).toEqual(knownAgain.body);
    },
  );
});

describe('per-IP limit (RC_PUB_SMS_IP_MAX_PER_HOUR; x-client-ip from the gateway)', () => {
  let limited: TestApp;
  let untrusting: TestApp;
  beforeAll(async () => {
    limited = await startApp({ seeded: false, env: { RC_PUB_SMS_IP_MAX_PER_HOUR: '3' } });
    untrusting = await startApp({
      seeded: false,
      env: { RC_PUB_SMS_IP_MAX_PER_HOUR: '3', RC_PUB_CLIENT_IP_FROM: '192.0.2.1' },
    });
  });
  afterAll(async () => {
    await limited?.close();
    await untrusting?.close();
  });

  /** A register code for a fresh number from `ip` (as x-client-ip). */
  const send = async (app: TestApp, ip: string) =>
    app.http
      .post(RcPubPaths.sendReceiverMessage)
      .set('language', 'en')
      .set('captcha', await captcha(app))
      .set('x-client-ip', ip)
      .send({ mobileNo: newMobile(), type: 'register' });

  it('refuses the 4th send from one client IP in an hour, serves other IPs, and again after the hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await send(limited, ip)).body.status).toBe(0);
    expect((await send(limited, ip)).body).toMatchObject({
      status: 429,
      message: 'Too many codes requested from your network, please try again later',
    });
    expect((await send(limited, newIp())).body.status).toBe(0);
    skipAhead(3_600_000 + 1000);
    expect((await send(limited, ip)).body.status).toBe(0);
  });

  it('ignores x-client-ip from a peer that is not the gateway (the peer address counts)', async () => {
    for (let i = 0; i < 3; i++) expect((await send(untrusting, newIp())).body.status).toBe(0);
    expect((await send(untrusting, newIp())).body.status).toBe(429);
  });
});
