/**
 * Member state in server-rendered reading pages (docs/product/sites-and-frame.md#login-links-and-user-menu,
 * docs/product/members.md#sessions), on the shared stack: visitors get login and register links whose login link
 * comes back to the page (`redirect`) and opens in a new tab except on the aggregate site; a `userName` cookie gives
 * the masked name with the member menu button instead. The favourite and album buttons are not in the HTML (they load
 * after hydration), so a visitor's page holds no member data and stays cacheable. The same in Chromium:
 * tests/browser/member-ui.test.ts.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackServer } from './helpers/stack.js';

const app = useStackServer();
let server: Parameters<typeof request>[0];
let plosone: number;
let violinId: number;
let rsp: number;

beforeAll(async () => {
  server = app();
  const res = await request(server)
    .post('/graphql')
    .send({
      query: `query { plos: site(sld: "plosone") { id } rsp: site(sld: "rsp") { id }
        articleByDoi(doi: "10.1371/journal.pone.0002554") { id } }`,
    })
    .expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  plosone = res.body.data.plos.id;
  rsp = res.body.data.rsp?.id ?? plosone;
  violinId = res.body.data.articleByDoi.id;
});

/** Attributes of the header's login link in `html`. */
function loginLink(html: string): string | undefined {
  return /<a [^>]*data-testid="login-link"[^>]*>/.exec(html)?.[0];
}

describe('header login state, server-rendered (docs/product/sites-and-frame.md#login-links-and-user-menu)', () => {
  it('visitors: login link back to the article page, in a new tab on a journal site; register link', async () => {
    const path = `/article/id/${plosone}/${violinId}/en`;
    const res = await request(server).get(path).expect(200);
    const link = loginLink(res.text);
    expect(link).toContain(`href="/login?lang=en&amp;redirect=${encodeURIComponent(path)}"`);
    expect(link).toContain('target="_blank"');
    expect(res.text).toContain('href="/register?lang=en"');
    expect(res.text).not.toContain('data-testid="user-menu"');
  });

  it('visitors on the aggregate site: the login link opens in the same tab (docs/product/sites-and-frame.md#login-links-and-user-menu)', async () => {
    const res = await request(server).get('/').set('host', 'www.localhost').expect(200);
    const link = loginLink(res.text);
    expect(link).toBeDefined();
    expect(link).not.toContain('target=');
  });

  it('a member (userName cookie): the masked name as a menu button, no login links, the menu closed', async () => {
    const res = await request(server)
      .get(`/article/id/${plosone}/${violinId}/zh`)
      .set('cookie', 'userName=13812345678')
      .expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const button = /<button[^>]*data-testid="user-menu-button"[^>]*>([^<]*)/.exec(res.text);
    expect(button?.[0]).toContain('aria-haspopup="menu"');
    expect(button?.[0]).toContain('aria-expanded="false"');
    expect(button?.[1]).toContain('138****5678');
    expect(res.text).not.toContain('13812345678');
    expect(loginLink(res.text)).toBeUndefined();
    expect(res.text).not.toContain('data-testid="user-menu-list"');
  });
});

describe('no member data in the server-rendered page HTML (cacheable for visitors)', () => {
  it.each([
    ['article', () => `/article/id/${plosone}/${violinId}/zh`],
    ['journal', () => `/newAcademic/${rsp}/0/backissue/0/0/en`],
    ['search', () => '/mag?searchText=violin&lang=en'],
  ])('%s page: slots only, no favourite state, no member query in the cache', async (_name, path) => {
    const res = await request(server).get(path());
    expect(res.status).toBeLessThan(500);
    for (const marker of [
      'favourite-button',
      'album-button',
      'favouriteIds',
      'MemberFavouriteIds',
      'recordArticleView',
    ])
      expect(res.text).not.toContain(marker);
  });

  it('the article page keeps a slot for the buttons and has the figure anchors the buttons go to', async () => {
    const res = await request(server).get(`/article/id/${plosone}/${violinId}/en`).expect(200);
    expect(res.text).toContain('data-testid="member-slot"');
    expect(res.text).toMatch(/<span id="resource-\d+" class="resource-anchor">/);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});

describe('the member chunk and the article page agree', () => {
  it('on the text-version parameter (the figure buttons are placed again when the body changes)', () => {
    // read as text: importing the components would bring Chakra's types into the tests' project
    const param = (file: string) =>
      /export const TEXT_PARAM = '([^']+)'/.exec(
        readFileSync(new URL(`../../web/src/${file}`, import.meta.url), 'utf8'),
      )?.[1];
    expect(param('components/member/ArticleMember.tsx')).toBeDefined();
    expect(param('components/member/ArticleMember.tsx')).toBe(param('pages/content/article/TextVersionSwitch.tsx'));
  });
});
