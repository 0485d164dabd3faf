/**
 * Server-rendered pages through the real gateway and a seeded rc-pub ("web: server-rendered React"):
 * the home page's HTML holds the site name, menu and <html lang>; en routes have English chrome; the site comes
 * from the Host subdomain; unknown routes are 404 with the not-found text; a forbidden site redirects, an expired one answers 410 in place (docs/product/sites-and-frame.md#site-states).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStackServer } from './helpers/stack.js';

const server = useStackServer();

function apolloState(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="__APOLLO_STATE__">(.*?)<\/script>/s.exec(html);
  expect(m, 'serialized Apollo cache').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

describe('home pages', () => {
  it('renders the aggregate site at / in Chinese with its menu and the English toggle', async () => {
    const res = await request(server()).get('/').expect(200);
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain('学术期刊门户（演示）');
    expect(res.text).toContain('English Version');
    expect(res.text).toMatch(/<nav aria-label="主导航"[\s\S]*<a [^>]*href="[^"]+"[^>]*>[^<]+<\/a>/);
    // The journals grid links to the journal sites.
    expect(res.text).toContain('href="/homeNav/plosmed/zh"');
    expect(apolloState(res.text).ROOT_QUERY).toBeDefined();
  });

  it('renders English chrome on /homeNav/plos/en', async () => {
    const res = await request(server()).get('/homeNav/plos/en').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Chinese Version');
    expect(res.text).toContain('<title>PLOS</title>');
    expect(res.text).toContain('PLOS Medicine');
    expect(res.text).not.toContain('English Version');
  });

  it('takes the site from the Host subdomain and shows its latest issue', async () => {
    const res = await request(server()).get('/').set('Host', 'plosmed.localhost:3000').expect(200);
    expect(res.text).toContain('<title>PLOS Medicine</title>');
    expect(res.text).toMatch(/href="\/article\/id\/\d+\/\d+\/zh"/);
  });

  it('honours the language cookie on routes without a lang segment', async () => {
    const res = await request(server()).get('/').set('Cookie', 'language=en').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Academic Journal Portal (Demo)');
  });
});

describe('errors (docs/product/calls-and-errors.md#how-pages-show-errors)', () => {
  it('answers an unknown route with 404 and the not-found page', async () => {
    const zh = await request(server()).get('/no/such/page').expect(404);
    expect(zh.text).toContain('页面未找到');
    const en = await request(server()).get('/no/such/page').set('Cookie', 'language=en').expect(404);
    expect(en.text).toContain('This page could not be found');
    expect(en.text).toContain('Back to the home page');
  });

  it('redirects a forbidden site to /forbiddenPage?lang=zh', async () => {
    const res = await request(server()).get('/homeNav/forbidden/zh').expect(302);
    expect(res.headers.location).toBe('/forbiddenPage?lang=zh');
    await request(server()).get('/forbiddenPage?lang=zh').expect(403);
  });

  it('answers an expired site with 410 and its reminder in place', async () => {
    const res = await request(server())
      .get('/')
      .set('Host', 'expired.localhost:3000')
      .set('Cookie', 'language=en')
      .expect(410);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('Website Expiration Reminder!');
  });
});
