/**
 * The account pages server-rendered (docs/product/members.md#account-pages), on the shared stack: /login (also
 * `?lang=` and `/login/{lang}`), /quickLogin, /register and /forgetCode answer 200 in zh and en with their heading,
 * title, labelled fields and the autocomplete tokens password managers and phones use (tel, one-time-code,
 * current-password, new-password) and no field names; the title navigation is hidden; the pages are never served from the page cache;
 * links between them keep the language and a same-site `redirect`, and drop any other. In Chromium:
 * tests/browser/account-pages.test.ts.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStackServer } from './helpers/stack.js';
import { decodeEntities } from './helpers/html.js';

const app = useStackServer();
const HOST = 'zhdemo.localhost';

/** Each `<input>` with a label: its name, type, autocomplete token and label text. */
function fields(html: string): { name: string; type: string; autocomplete: string | null; label: string }[] {
  return [...html.matchAll(/<input [^>]*>/g)]
    .map((m) => {
      const tag = m[0];
      // React writes some attribute names in camelCase (autoComplete); HTML attribute names ignore case
      const attr = (n: string) => new RegExp(` ${n}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
      const id = attr('id');
      const label = id ? new RegExp(`<label [^>]*for="${id}"[^>]*>(.*?)</label>`, 's').exec(html)?.[1] : undefined;
      return {
        name: attr('name') ?? '',
        type: attr('type') ?? '',
        autocomplete: attr('autocomplete'),
        label: decodeEntities((label ?? '').replace(/<[^>]+>/g, '')),
      };
    })
    .filter((f) => f.label);
}

async function page(path: string, lang?: 'zh' | 'en') {
  const req = request(app()).get(path).set('Host', HOST);
  if (lang) req.set('Cookie', `language=${lang}`);
  const res = await req;
  expect(res.status, path).toBe(200);
  return res;
}

async function siteName(lang: 'zh' | 'en'): Promise<string> {
  const res = await request(app())
    .post('/graphql')
    .set('Host', HOST)
    .set('Cookie', `language=${lang}`)
    .send({ query: '{ site { name } }' })
    .expect(200);
  return res.body.data.site.name as string;
}

const TEXTS = {
  zh: {
    login: '登录',
    quickLogin: '短信验证码登录',
    register: '注册',
    forgetCode: '忘记密码',
    mobile: '手机号',
    password: '密码',
    newPassword: '新密码',
    confirm: '确认密码',
    code: '短信验证码',
    sendCode: '获取验证码',
    agree: '我已阅读并同意用户协议',
    rules: '8-128 个字符，不限字符种类（几个词组成的长句就很好），不能包含手机号，不能是常见密码。',
  },
  en: {
    login: 'Log in',
    quickLogin: 'Log in with an SMS code',
    register: 'Register',
    forgetCode: 'Forgot password',
    mobile: 'Mobile number',
    password: 'Password',
    newPassword: 'New password',
    confirm: 'Confirm password',
    code: 'SMS code',
    sendCode: 'Send code',
    agree: 'I have read and accept the user agreement',
    rules:
      '8-128 characters of any kind (a few words make a good one), not containing your mobile number, not a common password.',
  },
} as const;

type PageKey = 'login' | 'quickLogin' | 'register' | 'forgetCode';

/** The fields each page must show, as [field, type, autocomplete, label key]. */
const EXPECTED: Record<PageKey, [string, string, string | null, keyof (typeof TEXTS)['en']][]> = {
  login: [
    ['mobileNo', 'tel', 'tel', 'mobile'],
    ['password', 'password', 'current-password', 'password'],
  ],
  quickLogin: [
    ['mobileNo', 'tel', 'tel', 'mobile'],
    ['code', 'text', 'one-time-code', 'code'],
  ],
  register: [
    ['mobileNo', 'tel', 'tel', 'mobile'],
    ['code', 'text', 'one-time-code', 'code'],
    ['password', 'password', 'new-password', 'password'],
    ['confirmPassword', 'password', 'new-password', 'confirm'],
    ['agree', 'checkbox', null, 'agree'],
  ],
  forgetCode: [
    ['mobileNo', 'tel', 'tel', 'mobile'],
    ['code', 'text', 'one-time-code', 'code'],
    ['password', 'password', 'new-password', 'newPassword'],
    ['confirmPassword', 'password', 'new-password', 'confirm'],
  ],
};

describe('account pages, server-rendered (docs/product/members.md#account-pages)', () => {
  const cases: [PageKey, string, 'zh' | 'en', 'zh' | 'en' | undefined][] = [
    ['login', '/login', 'zh', undefined],
    ['login', '/login?lang=en', 'en', undefined],
    ['login', '/login/en', 'en', 'zh'],
    ['login', '/login', 'en', 'en'],
    ['quickLogin', '/quickLogin?lang=zh', 'zh', 'en'],
    ['quickLogin', '/quickLogin?lang=en', 'en', undefined],
    ['register', '/register?lang=zh', 'zh', undefined],
    ['register', '/register/en', 'en', undefined],
    ['forgetCode', '/forgetCode', 'zh', undefined],
    ['forgetCode', '/forgetCode?lang=en', 'en', undefined],
  ];

  it.each(cases)('%s at %s in %s (cookie %s)', async (key, path, lang, cookie) => {
    const res = await page(path, cookie);
    const t = TEXTS[lang];
    const html = res.text;
    expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
    expect(html).toContain(`<title>${t[key]} - ${await siteName(lang)}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t[key]}</h1>`));
    // no title navigation (the theme bar with the menu or search box) on account pages (docs/product/members.md#account-pages)
    expect(html).not.toContain('data-testid="nav-bar"');
    expect(html).toContain('data-testid="account-card"');
    const got = fields(html);
    // no field has a name: a form the browser sends itself before hydration puts nothing of it in the URL
    for (const [field, type, autocomplete, label] of EXPECTED[key])
      expect(got, `${path} ${field}`).toContainEqual({ name: '', type, autocomplete, label: t[label] });
    if (key !== 'login') expect(html).toMatch(new RegExp(`data-testid="send-code"[^>]*>${t.sendCode}</button>`));
    if (key === 'register' || key === 'forgetCode') {
      // the password rules are shown under the password and read with it
      expect(html).toContain(`>${t.rules}</p>`);
      expect(html).toMatch(/<input [^>]*aria-describedby="(register|reset)-password-hint"/);
    }
    // the alert region for the server's answer is in the page from the start
    expect(html).toMatch(/<div [^>]*role="alert"[^>]*data-testid="form-error"/);
    // the login page's tabs lead to /quickLogin and back
    if (key === 'login' || key === 'quickLogin') {
      expect(html).toContain(`href="/quickLogin?lang=${lang}"`);
      expect(html).toContain(`href="/login?lang=${lang}"`);
      expect(html).toMatch(/aria-current="page"[^>]*>[^<]+</);
    }
  });

  it('is never served from the page cache (route cache class none)', async () => {
    // a content page is, so the check below means something
    await page('/rssList/en');
    expect((await page('/rssList/en')).headers['x-cache']).toBe('HIT');
    for (const path of ['/login?lang=en', '/register', '/quickLogin', '/forgetCode']) {
      const first = await page(path);
      const second = await page(path);
      expect(second.headers['x-cache'], path).not.toBe('HIT');
      expect(first.headers['cache-control'], path).not.toMatch(/public|s-maxage/);
    }
  });

  it('keeps a same-site redirect in the links between the pages, and drops another site', async () => {
    const same = await page(`/login?lang=en&redirect=${encodeURIComponent('/rssList/en')}`);
    expect(same.text).toContain('href="/register?lang=en&amp;redirect=%2FrssList%2Fen"');
    expect(same.text).toContain('href="/quickLogin?lang=en&amp;redirect=%2FrssList%2Fen"');
    expect(same.text).toContain('href="/forgetCode?lang=en&amp;redirect=%2FrssList%2Fen"');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await page(`/login?lang=en&redirect=${encodeURIComponent(bad)}`);
      const card = res.text.slice(res.text.indexOf('data-testid="account-card"'), res.text.indexOf('</main>'));
      expect(card, bad).toContain('href="/register?lang=en"');
      expect(card, bad).not.toContain('evil.example');
    }
  });
});
