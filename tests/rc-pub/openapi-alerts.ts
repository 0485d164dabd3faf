/**
 * Live answers of every email alert route for tests/rc-pub/openapi.test.ts, which validates each against
 * its declared schema: a member mails a code (read back from the test mailer), subscribes with it to a keyword alert
 * of site 1, asks isSubscribe, lists, pauses, proves an email (verifyEmail) and ends the alert.
 */
import { expect } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { createMemberSession } from '../helpers/member-session.js';
import { type AccountClient, captcha, newIp } from './account-helper.js';
import type { CaptureMailer } from './alerts-helper.js';
import type { LiveAnswer } from './account-openapi.js';

/** Every alert route answered once (all successes). */
export async function alertAnswers(c: AccountClient, mail: CaptureMailer, db: Db): Promise<LiveAnswer[]> {
  const out: LiveAnswer[] = [];
  const { token } = await createMemberSession(db);
  const record = (method: string, path: string, res: { status: number; body: unknown }) => {
    out.push({
      source: `live ${method} ${path}`,
      method,
      path,
      httpStatus: res.status,
      body: res.body,
      expectStatus: 0,
    });
    return res.body as { data: { id: number } };
  };
  const mailCode = async (email: string, purpose: 'subscribe' | 'verifyEmail') => {
    const res = await c.http
      .post(RcPubPaths.sendEmailCode)
      .set('captcha', await captcha(c))
      .set('x-client-ip', newIp())
      .set('token', token)
      .send({ email, purpose, siteId: 1 });
    record('POST', RcPubPaths.sendEmailCode, res);
    const code = /\b(\d{6})\b/.exec(mail.sent.at(-1)?.subject ?? '')?.[1];
    expect(code, JSON.stringify(res.body)).toBeDefined();
    return code ?? '';
  };
  const email = `openapi${process.pid}@example.org`;
  const code = await mailCode(email, 'subscribe');
  const made = record(
    'POST',
    RcPubPaths.subscribe,
    await c.http
      .post(RcPubPaths.subscribe)
      .set('token', token)
      .send({ email, code, type: 'keywords', value: '制备;cell', siteId: 1, language: 'zh', frequency: 'daily' }),
  );
  const id = made.data.id;
  record(
    'GET',
    RcPubPaths.isSubscribe,
    await c.http
      .get(RcPubPaths.isSubscribe)
      .set('token', token)
      .query({ type: 'keywords', value: '制备;cell', siteId: 1 }),
  );
  record('GET', RcPubPaths.subscribeList, await c.http.get(RcPubPaths.subscribeList).set('token', token));
  record(
    'POST',
    RcPubPaths.updateSubscribe,
    await c.http.post(RcPubPaths.updateSubscribe).set('token', token).send({ id, status: 'paused' }),
  );
  // another address: one code per address per 60 s, whatever its purpose
  const verified = `openapi${process.pid}v@example.org`;
  const verifyCode = await mailCode(verified, 'verifyEmail');
  record(
    'POST',
    RcPubPaths.verifyEmail,
    await c.http.post(RcPubPaths.verifyEmail).set('token', token).send({ email: verified, code: verifyCode }),
  );
  record('POST', RcPubPaths.unSubscribe, await c.http.post(RcPubPaths.unSubscribe).set('token', token).send({ id }));
  return out;
}
