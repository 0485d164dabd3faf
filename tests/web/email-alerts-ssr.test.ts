/**
 * The email-alert pages server-rendered through the real gateway on a seeded rc-pub (docs/product/alerts.md:
 * /emailSubscribe opens in a new tab; a subscription requires a valid email, a verification code and a type; the
 * subscription types): /emailSubscribe and /unsubscribe answer 200 in zh and en inside the site frame (title navigation
 * hidden), with labelled fields, the alert region and the URL's preselection; a single-journal site names its journal
 * instead of offering a choice; /unsubscribe without a token says the link is bad instead of failing; none of them
 * is served from the page cache; the toolbar's 'subscribe' item leads to /emailSubscribe in a new tab; /personal's
 * 'subscribe' tab sends a visitor to login.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './helpers/stack.js';
import { decodeEntities } from './helpers/html.js';

const stack = useStack();
let server: Parameters<typeof request>[0];
const GROUP = 'zhdemo.localhost';
const SINGLE = 'plosone.localhost';

beforeAll(() => {
  server = stack().gateway.server;
});

/** The text of an HTML fragment: tags removed, entities decoded. */
const decode = (s: string) => decodeEntities(s.replace(/<[^>]+>/g, ''));

async function page(path: string, host = GROUP) {
  const res = await request(server).get(path).set('Host', host).redirects(0);
  expect(res.status, path).toBe(200);
  return res;
}

async function siteOf(host: string, lang: 'zh' | 'en') {
  const res = await request(server)
    .post('/graphql')
    .set('Host', host)
    .set('Cookie', `language=${lang}`)
    .send({ query: '{ site { name type publication { title } publications { id title } } }' })
    .expect(200);
  return res.body.data.site as {
    name: string;
    type: string;
    publication: { title: string } | null;
    publications: { id: number; title: string }[];
  };
}

/** The value of the checked radio button named `name`, or null. */
function checked(html: string, name: string): string | null {
  const tag = [...html.matchAll(/<input [^>]*type="radio"[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`name="${name}"`) && t.includes('checked=""'));
  return tag ? (/ value="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

/** The text of the `<label for=id>`, or null. */
function labelOf(html: string, id: string): string | null {
  const m = new RegExp(`<label [^>]*for="${id}"[^>]*>(.*?)</label>`, 's').exec(html);
  return m ? decode(m[1] ?? '') : null;
}

const TEXTS = {
  zh: {
    title: '邮件订阅',
    email: '邮箱',
    keywords: '关键词',
    code: '邮件验证码',
    sendCode: '发送验证码',
    types: ['最新一期', '网络首发', '关键词', '栏目'],
    frequencies: ['出版即发送', '每日汇总', '每周汇总'],
    unsubscribe: '取消订阅',
    badLink: '此链接无效',
    confirm: '点击按钮即可停止此邮件订阅。',
  },
  en: {
    title: 'Email alerts',
    email: 'Email address',
    keywords: 'Keywords',
    code: 'Code from the email',
    sendCode: 'Send code',
    types: ['New issue', 'Online first', 'Keywords', 'Column'],
    frequencies: ['As soon as published', 'Daily digest', 'Weekly digest'],
    unsubscribe: 'Unsubscribe',
    badLink: 'This link is not valid',
    confirm: 'Press the button to stop this email alert.',
  },
} as const;

describe('/emailSubscribe, server-rendered', () => {
  it.each([
    ['/emailSubscribe?lang=zh', 'zh'],
    ['/emailSubscribe/en', 'en'],
    ['/emailSubscribe?lang=en&type=current', 'en'],
  ] as const)('%s renders the form in %s inside the frame', async (path, lang) => {
    const t = TEXTS[lang];
    const site = await siteOf(GROUP, lang);
    const html = (await page(path)).text;
    expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
    expect(html).toContain(`<title>${t.title} - ${site.name}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t.title}</h1>`));
    expect(html).toContain('data-testid="toolbar"'); // the frame
    expect(html).not.toContain('data-testid="nav-bar"');
    expect(labelOf(html, 'subscribe-email')).toBe(t.email);
    expect(html).toMatch(/<input id="subscribe-email" type="email" autoComplete="email"/);
    expect(labelOf(html, 'subscribe-code')).toBe(t.code);
    expect(html).toMatch(new RegExp(`data-testid="send-code"[^>]*>${t.sendCode}</button>`));
    for (const label of [...t.types, ...t.frequencies]) expect(decode(html)).toContain(label);
    // every journal of the group site is offered when the type needs one (new issue is the default)
    expect(site.type).not.toBe('SINGLE');
    for (const j of site.publications) expect(html).toContain(`<option value="${j.id}">`);
    // radios: the mail language defaults to the page language
    expect(checked(html, 'language')).toBe(lang.toUpperCase());
    expect(html).toMatch(/<div [^>]*role="alert"[^>]*data-testid="form-error"/);
  });

  it('preselects keywords from the URL and shows the rule under the field', async () => {
    const html = (await page(`/emailSubscribe?type=keywords&keywords=${encodeURIComponent('制备；graphene')}&lang=en`))
      .text;
    expect(checked(html, 'type')).toBe('KEYWORDS');
    expect(labelOf(html, 'subscribe-keywords')).toBe('Keywords');
    expect(html).toContain('value="制备；graphene"');
    expect(decode(html)).toContain('Up to 10 keywords separated by ; or ；, each at most 50 characters');
    expect(html).toMatch(/<input [^>]*aria-describedby="subscribe-keywords-hint"/);
    // the scope of a keyword alert on a group site: every journal of the site unless a journal is given
    expect(checked(html, 'scope')).toBe('site');
  });

  it('preselects a journal and a column', async () => {
    const site = await siteOf(GROUP, 'en');
    const j = site.publications[0];
    expect(j).toBeDefined();
    const html = (await page(`/emailSubscribe?type=column&publicationId=${j?.id}&column=Editorial&lang=en`)).text;
    expect(checked(html, 'type')).toBe('COLUMN');
    expect(html).toMatch(new RegExp(`<option value="${j?.id}" selected="">`));
    expect(html).toContain('value="Editorial"');
  });

  it('names the journal of a single-journal site instead of offering a choice', async () => {
    const site = await siteOf(SINGLE, 'en');
    expect(site.type).toBe('SINGLE');
    const html = (await page('/emailSubscribe?lang=en', SINGLE)).text;
    expect(html).not.toContain('id="subscribe-journal"');
    expect(decode(html)).toContain(`Journal: ${site.publication?.title}`);
  });
});

describe('/unsubscribe, server-rendered (the mail link works without logging in)', () => {
  // the gateway's token-on-URL hand-over (docs/product/members.md#token-hand-over) leaves /unsubscribe alone: its `token` is the mail link's, not a session
  it.each(['zh', 'en'] as const)('with a token: a confirmation with a button in %s (scripts end it)', async (lang) => {
    const t = TEXTS[lang];
    const html = (await page(`/unsubscribe?token=abc.def&lang=${lang}`)).text;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t.unsubscribe}</h1>`));
    expect(html).toContain('data-testid="toolbar"');
    expect(html).toContain(t.confirm);
    // without scripts the button posts the RFC 8058 one-click form to the gateway
    const form = /<form [^>]*data-testid="unsubscribe-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/mail/unsubscribe?token=abc.def"');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${t.unsubscribe}</button>`));
  });

  it.each(['zh', 'en'] as const)('without a token: a bad link and the way home in %s, not an error', async (lang) => {
    const html = (await page(`/unsubscribe?lang=${lang}`)).text;
    expect(html).toMatch(/role="alert"[^>]*data-testid="unsubscribe-bad"/);
    expect(html).toContain(TEXTS[lang].badLink);
    expect(html).toContain(`href="/?lang=${lang}"`);
  });
});

describe('around the pages', () => {
  it('are never served from the page cache (route cache class none)', async () => {
    await page('/rssList/en');
    expect((await page('/rssList/en')).headers['x-cache']).toBe('HIT');
    for (const path of ['/emailSubscribe?lang=en', '/unsubscribe?lang=en']) {
      const first = await page(path);
      const second = await page(path);
      expect(second.headers['x-cache'], path).not.toBe('HIT');
      expect(first.headers['cache-control'], path).not.toMatch(/public|s-maxage/);
    }
  });

  it("the toolbar's 'subscribe' item opens /emailSubscribe in a new tab", async () => {
    const res = await request(server)
      .post('/graphql')
      .set('Host', GROUP)
      .send({ query: '{ site { tools { href platformType } } }' })
      .expect(200);
    const tools = res.body.data.site.tools as { href: string | null; platformType: string | null }[];
    const email = tools.find((t) => t.href?.startsWith('/emailSubscribe'));
    expect(email, JSON.stringify(tools)).toBeDefined();
    // Toolbar.tsx opens 'email' items in a new tab (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar)
    expect(email?.platformType).toBe('email');
    await page(email?.href ?? '/emailSubscribe');
  });

  it('/personal/subscribe sends a visitor to login and back', async () => {
    const res = await request(server).get('/personal/subscribe/en').set('Host', GROUP).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toContain(`redirect=${encodeURIComponent('/personal/subscribe/en')}`);
  });
});
