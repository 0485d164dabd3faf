/**
 * Third-party login in Chromium (/accountBinding, getUmtLoginUrl, loginByThirdLoginUrl, thirdBind and 'User not found,
 * please bind first.': docs/product/members.md#third-party-login): the whole stack with SSR and a real `oidc-provider` on port
 * 4470. A person whose identity nobody bound opens /oidc/start, passes the provider, lands on /accountBinding, asks
 * for a code (the page solves the captcha in the browser), types it and is signed in on the page the login started
 * from; the next time the same identity signs straight in.
 *
 * Own stack: rc-pub signs in through a real OpenID Connect provider (OIDC_*).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveCaptchaJson } from '../helpers/captcha.js';
import { type TestOidcProvider, startOidcProvider } from '../helpers/oidc-provider.js';
import { hydrated, launchChromium, requireChromium, watchPage } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('browser test');
const PROVIDER_PORT = 4470;
const outboxFile = join(mkdtempSync(join(tmpdir(), 'oidc-browser-')), 'sms.jsonl');

/** The newest code of `type` sent to `mobileNo` (the SMS outbox). */
function lastCode(mobileNo: string, type: string): string {
  const lines = readFileSync(outboxFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobileNo: string; type: string; code: string });
  const line = lines.filter((l) => l.mobileNo === mobileNo && l.type === type).at(-1);
  if (!line) throw new Error(`no ${type} code for ${mobileNo}`);
  return line.code;
}

describe.skipIf(!hasChromium)('/accountBinding in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let port: number;
  let op: TestOidcProvider;

  /** A GraphQL call through the gateway as the zhdemo site. */
  async function gql(query: string, variables: Record<string, unknown> = {}) {
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'zhdemo.localhost', 'content-type': 'application/json' },
      payload: { query, variables },
    });
    const body = res.json() as { data: Record<string, { json: string }>; errors?: unknown };
    expect(body.errors, res.body).toBeUndefined();
    return body.data;
  }

  beforeAll(async () => {
    ({ stack, port } = await startListeningStack({
      rcPubEnv: {
        OIDC_ISSUER: `http://localhost:${PROVIDER_PORT}`,
        OIDC_CLIENT_ID: 'journal-portal',
        OIDC_CLIENT_SECRET: 'journal-portal-test-secret',
        OIDC_NAME: 'ORCID',
        OIDC_SCOPES: 'openid profile',
        SMS_OUTBOX: outboxFile,
        RC_PUB_CAPTCHA_MAX_NUMBER: '2000',
      },
    }));
    // the redirect URI is the gateway's /oidc/callback on the site host (derived from the page's origin)
    op = await startOidcProvider(PROVIDER_PORT, [`http://zhdemo.localhost:${port}/oidc/callback`]);
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    vi.useRealTimers();
    await browser?.close();
    await stack?.close();
    await op?.close();
  });

  it('binds an unbound identity after an SMS code and signs in; next time directly', async () => {
    // a registered member
    const mobileNo = `135${String(process.pid % 10000).padStart(4, '0')}0001`;
    const ch = await gql('mutation { captchaChallenge { json } }');
    await gql(
      'mutation($m: String!, $c: String!) { sendSmsCode(mobileNo: $m, purpose: REGISTER, captcha: $c) { validForSeconds } }',
      { m: mobileNo, c: await solveCaptchaJson(ch.captchaChallenge!.json) },
    );
    const regChallenge = await gql('mutation { captchaChallenge { json } }');
    await gql(
      'mutation($m: String!, $c: String!, $k: String!) { register(mobileNo: $m, code: $c, password: "Journal2026x", agree: true, captcha: $k) { mobileNo } }',
      {
        m: mobileNo,
        c: lastCode(mobileNo, 'register'),
        k: await solveCaptchaJson(regChallenge.captchaChallenge!.json),
      },
    );
    // past the number's 60 s resend limit (rc-pub runs in this process: only Date moves)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);

    op.signInAs('0000-0001-2345-6789', 'Ada Lovelace');
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`http://zhdemo.localhost:${port}/oidc/start?redirect=${encodeURIComponent('/')}`);
    await page.waitForURL(/\/accountBinding\?ticket=/);
    expect(await hydrated(page)).toBe(true);
    await expect.poll(() => page.getByTestId('binding-not-bound').textContent()).toBe('用户不存在，请先绑定。');
    expect(await page.getByText('您已通过 ORCID 登录').count()).toBe(1);

    const mobile = page.getByLabel('手机号');
    expect(await mobile.getAttribute('autocomplete')).toBe('tel');
    const code = page.getByLabel('短信验证码');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await mobile.fill(mobileNo);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect
      .poll(() => page.getByTestId('binding-status').textContent(), { timeout: 30_000 })
      .toContain('验证码已发送');
    expect(await page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
    await code.fill(lastCode(mobileNo, 'login'));
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL(`http://zhdemo.localhost:${port}/`);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'commonToken')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((c) => c.name === 'userName')?.value).toContain('****');
    expect(page.url()).not.toContain('ticket');
    expect(watch.errors).toEqual([]);
    await context.close();

    // bound now: a new browser signs straight in from /login's provider link and lands where signing in leads
    const again = await browser.newContext();
    const p2 = await again.newPage();
    const origin = `http://zhdemo.localhost:${port}`;
    await p2.goto(`${origin}/login?lang=en&redirect=${encodeURIComponent('/rssList/en')}`, {
      waitUntil: 'networkidle',
    });
    expect(await hydrated(p2)).toBe(true);
    const provider = p2.getByTestId('third-party-login');
    expect(await provider.textContent()).toBe('Log in with ORCID');
    expect(await provider.getAttribute('href')).toBe(`/oidc/start?redirect=${encodeURIComponent('/rssList/en')}`);
    await provider.click();
    await p2.waitForURL(`${origin}/rssList/en`);
    expect((await again.cookies()).find((c) => c.name === 'commonToken')).toBeDefined();

    // the account tab lists the identity and unbinds it; the provider then asks to bind again
    await p2.goto(`${origin}/personal/account/en`, { waitUntil: 'networkidle' });
    expect(await hydrated(p2)).toBe(true);
    const identities = p2.getByTestId('identities');
    expect(await identities.textContent()).toContain('Ada Lovelace');
    await identities.getByRole('button', { name: /^Unbind / }).click();
    await expect.poll(() => identities.textContent()).toContain('No third-party identity is bound to this account.');
    const third = await browser.newContext();
    const p3 = await third.newPage();
    await p3.goto(`${origin}/oidc/start?redirect=${encodeURIComponent('/')}`);
    await p3.waitForURL(/\/accountBinding\?ticket=/);
    await third.close();
    await again.close();
  }, 120_000);

  it('explains a refused or forged sign-in and offers to try again', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(`http://zhdemo.localhost:${port}/oidc/callback?code=x&state=y`);
    await page.waitForURL(/\/accountBinding\?failed=1/);
    expect(await hydrated(page)).toBe(true);
    expect(await page.getByTestId('binding-failed').textContent()).toBe('第三方登录未成功或已过期，请重试。');
    expect(await page.getByRole('link', { name: /ORCID/ }).getAttribute('href')).toBe('/oidc/start?redirect=%2F');
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
