/**
 * Sites that cannot be shown (docs/product/sites-and-frame.md#site-states) through the real gateway and the seeded
 * rc-pub, at the URL the reader asked for: an unknown host answers 404, the seeded `expired` site 410, the seeded
 * `maintenance` site 503 with Retry-After and the contact phone rc-pub answers; readable texts in zh and en, no raw
 * error code, a way to the portal's main site that works; never stored by the page cache; GraphQL unchanged.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStack } from './helpers/stack.js';

const stack = useStack();
const server = () => stack().gateway.server;

function get(path: string, sld: string, lang: 'zh' | 'en') {
  return request(server()).get(path).set('Host', `${sld}.localhost:3000`).set('Cookie', `language=${lang}`);
}

/** The page's visible text (tags dropped), for what a reader sees. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

function wayBack(html: string): string {
  const href = /data-testid="site-state"[\s\S]*?<a[^>]*href="([^"]+)"/.exec(html)?.[1];
  expect(href, 'a link out of the error page').toBeDefined();
  return href!.replace(/&amp;/g, '&');
}

/** The maintenance site's contact phone as rc-pub answers its lookup (envelope status 10003, `data.phone`). */
async function rcPubMaintenancePhone(): Promise<string> {
  const res = await fetch(`${stack().rcPubUrl}/rc-pub/front/site/findBySld?sld=maintenance&timestamps=1`);
  const body = (await res.json()) as { status: number; data: { phone?: unknown } | null };
  expect(body.status).toBe(10003);
  expect(typeof body.data?.phone).toBe('string');
  return body.data!.phone as string;
}

describe('an unknown site', () => {
  it.each([
    ['zh', '未找到该网站', '前往门户首页'],
    ['en', 'This site could not be found', 'Go to the portal home page'],
  ] as const)('answers 404 in %s with a readable text, no error code', async (lang, title, link) => {
    const res = await get('/', 'nosuchsite', lang).expect(404);
    expect(res.headers.location).toBeUndefined();
    const text = visibleText(res.text);
    expect(text).toContain(title);
    expect(text).toContain(link);
    expect(text).not.toMatch(/NOT_FOUND|Error code|错误代码/);
  });

  it('answers 404 on other paths of that host, and for a content route naming an unknown site id', async () => {
    await get('/article/id/999999/1/en', 'www', 'en').expect(404);
    const deep = await get('/no/such/page', 'nosuchsite', 'en').expect(404);
    expect(deep.text).toContain('data-state="unknown"');
  });

  it("leads to the portal's main site on the base domain, which answers a page", async () => {
    const res = await get('/', 'nosuchsite', 'en').expect(404);
    const href = wayBack(res.text);
    expect(href).toBe('http://www.localhost:3000/homeNav/www/en');
    const target = new URL(href);
    const home = await request(server()).get(target.pathname).set('Host', target.host).expect(200);
    expect(home.text).toContain('data-testid="nav-bar"');
  });

  it('carries no scripts that would hydrate a page the URL cannot show', async () => {
    const res = await get('/', 'nosuchsite', 'zh').expect(404);
    expect(res.text).not.toMatch(/<script[^>]*type="module"/);
    expect(res.text).toMatch(/<html lang="zh-CN">/);
  });
});

describe('an expired site', () => {
  it.each([
    ['zh', '网站到期提醒！', '该网站已到期，请联系企业管理员继续使用。'],
    [
      'en',
      'Website Expiration Reminder!',
      'This website has expired, please contact the enterprise administrator for further use.',
    ],
  ] as const)('answers 410 in %s with the expiry reminder', async (lang, title, text) => {
    const res = await get('/', 'expired', lang).expect(410);
    const seen = visibleText(res.text);
    expect(seen).toContain(title);
    expect(seen).toContain(text);
    expect(seen).not.toMatch(/SITE_EXPIRED/);
    expect(wayBack(res.text)).toBe(`http://www.localhost:3000/homeNav/www/${lang}`);
  });
});

describe('a site under maintenance', () => {
  it('answers 503 with Retry-After and the contact phone exactly as rc-pub answers it', async () => {
    const phone = await rcPubMaintenancePhone();
    for (const [lang, text, contact] of [
      ['zh', '系统维护中，给您带来不便，敬请谅解。', `联系电话：${phone}`],
      ['en', 'Please understand the inconvenience caused by system maintenance.', `Contact phone: ${phone}`],
    ] as const) {
      const res = await get('/', 'maintenance', lang).expect(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const seen = visibleText(res.text);
      expect(seen).toContain(text);
      expect(seen).toContain(contact);
      expect(seen).not.toMatch(/SITE_MAINTENANCE|010-00000000/);
    }
  });

  it('answers 503 on its content pages too, so crawlers keep them', async () => {
    const res = await get('/homeNav/maintenance/en', 'www', 'en').expect(503);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('the page cache and other routes', () => {
  it.each([
    ['nosuchsite', 404],
    ['expired', 410],
    ['maintenance', 503],
  ] as const)('never stores the %s answer: asked again it is still %i, never a cached 200', async (sld, status) => {
    for (let i = 0; i < 3; i += 1) {
      const res = await request(server()).get('/').set('Host', `${sld}.localhost:3000`).expect(status);
      expect(res.headers['x-cache'] ?? '').not.toBe('HIT');
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });

  it('leaves GraphQL as it was: the site lookup answers its error code in a 200 GraphQL answer', async () => {
    const res = await request(server())
      .post('/graphql')
      .set('Host', 'maintenance.localhost:3000')
      .set('Content-Type', 'application/json')
      .send({ query: '{ site { id } }' })
      .expect(200);
    const body = res.body as { errors: { extensions: { code: string; phone?: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('SITE_MAINTENANCE');
    expect(body.errors[0]!.extensions.phone).toBe(await rcPubMaintenancePhone());
  });

  it('keeps the forbidden site on its forbidden page (403)', async () => {
    const res = await get('/', 'forbidden', 'zh').expect(302);
    expect(res.headers.location).toBe('/forbiddenPage?lang=zh');
    await get('/forbiddenPage?lang=zh', 'forbidden', 'zh').expect(403);
  });
});
