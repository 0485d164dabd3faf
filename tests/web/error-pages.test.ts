/**
 * Web defects through the real gateway and a seeded rc-pub: a malformed route parameter answers a readable
 * 404 page instead of 502; an unknown site (Host `nosuch.localhost`) answers its state in place, 404 with the unknown
 * site's text (docs/product/sites-and-frame.md#site-states; more in site-states-ssr.test.ts); the English error pages
 * carry English `<title>`s.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStackServer } from './helpers/stack.js';

const server = useStackServer();

function title(html: string): string {
  return /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '';
}

describe('malformed route parameters', () => {
  it.each(['/article/id/%25/0', '/article/id/abc/0', '/article/id/abc/0/en', '/article/id/%25/abc/en'])(
    '%s answers 404 with the not-found page, not 502',
    async (path) => {
      const res = await request(server()).get(path).set('Host', 'plosmed.localhost:3000');
      expect(res.status).toBe(404);
      expect(res.text).toMatch(/页面未找到|This page could not be found/);
      expect(res.text).not.toContain('数据获取失败');
      expect(res.text).not.toContain('Data acquisition failed');
    },
  );
});

describe('unknown site (answered in place with its state)', () => {
  it('answers Host nosuch.localhost with 404 and the unknown-site text in the language, no redirect', async () => {
    const res = await request(server()).get('/').set('Host', 'nosuch.localhost:3000').set('Cookie', 'language=en');
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('data-state="unknown"');
    expect(res.text).toContain('This site could not be found');
    // /errorPage on that host answers the same
    const page = await request(server()).get('/errorPage?lang=en&code=NOT_FOUND').set('Host', 'nosuch.localhost:3000');
    expect(page.status).toBe(404);
    expect(page.text).toContain('This site could not be found');
  });

  it('does the same for an article URL naming an unknown site id', async () => {
    const res = await request(server()).get('/article/id/999999/1/zh').set('Host', 'nosuch.localhost:3000');
    expect(res.status).toBe(404);
    expect(res.text).toContain('未找到该网站');
  });
});

describe('titles follow the page language', () => {
  it('gives English error and not-found pages English titles', async () => {
    const error = await request(server()).get('/errorPage?lang=en&code=NOT_FOUND').expect(404);
    expect(title(error.text)).toBe('This site could not be found');
    const notFound = await request(server()).get('/article/id/abc/0/en').set('Host', 'plosmed.localhost:3000');
    expect(title(notFound.text)).not.toMatch(/[\u4e00-\u9fff]/);
    const unknown = await request(server()).get('/no/such/page/en').expect(404);
    expect(title(unknown.text)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps Chinese titles on Chinese pages', async () => {
    const res = await request(server()).get('/errorPage?lang=zh&code=NOT_FOUND').expect(404);
    expect(title(res.text)).toMatch(/[\u4e00-\u9fff]/);
  });
});
