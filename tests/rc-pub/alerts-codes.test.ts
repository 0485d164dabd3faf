/**
 * Mailed codes of email alerts (sendEmailCode; docs/product/alerts.md#email-codes: a subscription requires a valid
 * email, a verification code and a type): the code mail itself (multipart, language, subject with the code, validity, the
 * site's name as sender), the captcha, the address check, the limits per address (60 s, 10 a day) and per IP, expiry,
 * five wrong tries burn a code, one use only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captcha, newIp, skipAhead } from './account-helper.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import {
  type AlertsApp,
  codeFor,
  mailedCode,
  newEmail,
  sendEmailCode,
  startAlertsApp,
  subscribeCall,
} from './alerts-helper.js';

let t: AlertsApp;
beforeAll(async () => {
  t = await startAlertsApp({ RC_PUB_EMAIL_IP_MAX_PER_HOUR: '3', RC_PUB_EMAIL_CODE_MINUTES: '15' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A current-issue subscription of journal A with `code`. */
const subscribeWith = (email: string, code: string) =>
  subscribeCall(t, { email, code, type: 'current', publicationId: t.ids.journalA });

describe('the code mail', () => {
  it('is multipart, in the request language, names the site and says how long the code is valid', async () => {
    const zh = newEmail();
    const r = await sendEmailCode(t, zh, { lang: 'zh', siteId: t.ids.groupSite });
    expect(r.body).toMatchObject({ status: 0, data: { resendAfterSeconds: 60, validForSeconds: 900 } });
    const mail = t.mail.sent.at(-1)!;
    const code = mailedCode(t, zh);
    expect(mail.subject).toBe(`验证码 ${code} · 邮件订阅`);
    expect(mail.from).toEqual({ name: '测试期刊群', address: t.config.mail.fromAddress });
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('15 分钟内有效');
    expect(mail.text).toContain('请忽略本邮件');
    expect(mail.html).toContain(code);

    const en = newEmail();
    await sendEmailCode(t, en, { lang: 'en' });
    const enMail = t.mail.sent.at(-1)!;
    expect(enMail.subject).toBe(`Your verification code ${mailedCode(t, en)}`);
    expect(enMail.from.name).toBe('Journal portal');
    expect(enMail.text).toContain('valid for 15 minutes');
    expect(enMail.text).toContain('If you did not ask for it');
    expect(enMail.html).toMatch(/<html lang="en">/);
  });

  it('needs a solved captcha, used once', async () => {
    const email = newEmail();
    const none = await t.http
      .post(RcPubPaths.sendEmailCode)
      .set('language', 'en')
      .send({ email, purpose: 'subscribe' });
    expect(none.body).toMatchObject({ status: 400, message: 'Please complete the verification first' });
    const header = await captcha(t);
    const first = await t.http
      .post(RcPubPaths.sendEmailCode)
      .set('captcha', header)
      .set('x-client-ip', newIp())
      .send({ email, purpose: 'subscribe' });
    expect(first.body.status).toBe(0);
    const again = await t.http
      .post(RcPubPaths.sendEmailCode)
      .set('captcha', header)
      .set('language', 'en')
      .send({ email: newEmail(), purpose: 'subscribe' });
    expect(again.body.status).toBe(400);
  });

  it('refuses a malformed address with a 400 envelope and mails nothing', async () => {
    const before = t.mail.sent.length;
    for (const email of ['no-at-sign.example.org', 'two@@example.org', 'a@nodot', `${'x'.repeat(250)}@example.org`]) {
      const r = await sendEmailCode(t, email);
      expect(r.body, email).toMatchObject({ status: 400, message: 'Email format incorrect, please try again.' });
    }
    expect(t.mail.sent.length).toBe(before);
  });

  it('answers 503 when the mail cannot be sent', async () => {
    t.mail.failing = true;
    try {
      const r = await sendEmailCode(t, newEmail());
      expect(r.body).toMatchObject({ status: 503, message: 'The email could not be sent, please try again later' });
    } finally {
      t.mail.failing = false;
    }
  });
});

describe('limits', () => {
  it('one code per address per 60 s, whatever the IP; the next after the wait', async () => {
    const email = newEmail();
    await codeFor(t, email);
    const soon = await sendEmailCode(t, email);
    expect(soon.body.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds/);
    expect(soon.body.code).toBe('RATE_LIMITED');
    skipAhead(61_000);
    expect((await sendEmailCode(t, email)).body.status).toBe(0);
  });

  it('10 codes per address a day', async () => {
    const email = newEmail();
    for (let i = 0; i < 10; i++) {
      expect((await sendEmailCode(t, email)).body.status, `send ${i + 1}`).toBe(0);
      skipAhead(61_000);
    }
    const eleventh = await sendEmailCode(t, email);
    expect(eleventh.body).toMatchObject({
      status: 429,
      message: 'Too many codes for this email address today, please try again tomorrow',
    });
    skipAhead(24 * 3_600_000);
    expect((await sendEmailCode(t, email)).body.status).toBe(0);
  });

  it('RC_PUB_EMAIL_IP_MAX_PER_HOUR codes per client IP an hour, across addresses', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await sendEmailCode(t, newEmail(), { ip })).body.status).toBe(0);
    const fourth = await sendEmailCode(t, newEmail(), { ip, lang: 'zh' });
    expect(fourth.body).toMatchObject({ status: 429, message: '您的网络获取邮箱验证码过于频繁，请稍后再试' });
    expect((await sendEmailCode(t, newEmail())).body.status).toBe(0);
  });
});

describe('using a code', () => {
  it('expires after RC_PUB_EMAIL_CODE_MINUTES', async () => {
    const email = newEmail();
    const code = await codeFor(t, email);
    skipAhead(15 * 60_000 + 1000);
    const r = await subscribeWith(email, code);
    expect(r.body).toMatchObject({ status: 400, message: 'Verification code expired, please request a new one' });
  });

  it('five wrong tries burn it, the right code then no longer works', async () => {
    const email = newEmail();
    const code = await codeFor(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const r = await subscribeWith(email, wrong);
      expect(r.body).toMatchObject({ status: 400, message: `Verification code incorrect, ${left} tries left` });
    }
    expect((await subscribeWith(email, wrong)).body.message).toMatch(/invalid or already used/);
    expect((await subscribeWith(email, code)).body.message).toMatch(/invalid or already used/);
  });

  it('works once; a code of another address or purpose does not count', async () => {
    const email = newEmail();
    const other = newEmail();
    const otherCode = await codeFor(t, other);
    const code = await codeFor(t, email);
    if (otherCode !== code) expect((await subscribeWith(email, otherCode)).body.status).toBe(400);
    const ok = await subscribeWith(email, code);
    expect(ok.body, JSON.stringify(ok.body)).toMatchObject({ status: 0, message: 'Subscription successfully' });
    expect((await subscribeWith(email, code)).body.message).toMatch(/invalid or already used/);
  });

  it('is bound to the address case-insensitively', async () => {
    const email = newEmail('MiXeD');
    const code = await codeFor(t, email);
    const r = await subscribeWith(email.toUpperCase(), code);
    expect(r.body).toMatchObject({ status: 0, data: { email: email.toLowerCase() } });
  });
});
