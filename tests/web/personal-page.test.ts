/**
 * /personal server-rendered through the real gateway on a seeded rc-pub (docs/product/members.md, "/personal (personal
 * centre; anonymous users are sent to login)", §9 personal centre tabs collect, download, album, infomation, account):
 * a visitor is redirected to /login with the page to come back to; a member registered through GraphQL (SMS code from
 * the outbox) sees each tab in zh and en with their own favourites, albums and album items, and the page is never
 * cached.
 *
 * Own stack: a cheap captcha (RC_PUB_CAPTCHA_MAX_NUMBER) and no account rate limit, to register members.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, registerMember, type SeededContent, seededContent, type StackMember } from './helpers/member.js';
import { useStack } from './helpers/stack.js';

const HOST = 'plosone.localhost';
const stack = useStack({ rcPubEnv: { RC_PUB_CAPTCHA_MAX_NUMBER: '20' }, gatewayEnv: { RATE_LIMIT_ACCOUNT: '0' } });
let member: StackMember;
let content: SeededContent;
let albumId: number;

const page = (path: string, cookie = '') =>
  request(stack().gateway.server).get(path).set('Host', HOST).set('Cookie', cookie).redirects(0);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  member = await registerMember(stack(), HOST);
  content = await seededContent(stack(), HOST);
  const [a1, a2] = content.articles;
  for (const r of [
    { resourceType: 'ARTICLE', resourceId: a1!.id },
    { resourceType: 'FIGURE', resourceId: a2!.figureId },
  ]) {
    const res = await gql(
      stack(),
      HOST,
      member.cookie,
      'mutation($r: MemberResourceInput!) { collect(resource: $r) }',
      { r },
    );
    expect(res.body.data?.collect, JSON.stringify(res.body)).toBe(true);
  }
  const album = await gql(
    stack(),
    HOST,
    member.cookie,
    'mutation { createAlbum(input: { name: "细胞图像", enName: "Cell images", description: "Figures of two articles" }) { id } }',
  );
  albumId = album.body.data.createAlbum.id;
  const add = await gql(
    stack(),
    HOST,
    member.cookie,
    'mutation($a: [Int!]!, $r: [MemberResourceInput!]!) { addToAlbums(albumIds: $a, resources: $r) }',
    {
      a: [albumId],
      r: [
        { resourceType: 'FIGURE', resourceId: a1!.figureId },
        { resourceType: 'FIGURE', resourceId: a2!.figureId },
      ],
    },
  );
  expect(add.body.data?.addToAlbums, JSON.stringify(add.body)).toBe(true);
  const profile = await gql(
    stack(),
    HOST,
    member.cookie,
    'mutation { updateProfile(input: { name: "Li Hua", email: "li.hua@example.org", institution: "Test Institute" }) { name } }',
  );
  expect(profile.body.errors, JSON.stringify(profile.body)).toBeUndefined();
}, 300_000);

describe('/personal for a visitor (docs/product/members.md: anonymous users are sent to login)', () => {
  it.each(['/personal', '/personal/album/en?q=x', '/personal/en'])(
    '%s redirects to /login with the way back',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(302);
      const to = new URL(res.headers.location as string, 'http://x');
      expect(to.pathname).toBe('/login');
      expect(to.searchParams.get('redirect')).toBe(path);
      expect(res.headers['cache-control']).not.toMatch(/public/);
    },
  );
});

describe('/personal for a member (docs/product/members.md, tabs)', () => {
  it.each([
    ['zh', '我的收藏', '我的专辑', '个人信息'],
    ['en', 'My favourites', 'My albums', 'Profile'],
  ] as const)(
    'opens the favourites by default in %s, with every tab in the navigation',
    async (lang, collect, album, info) => {
      const res = await page(`/personal/${lang}`, member.cookie).expect(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const body = text(res.text);
      for (const label of [collect, album, info]) expect(body).toContain(label);
      expect(res.text).toContain(`href="/personal/album/${lang}"`);
      expect(res.text).toMatch(/data-tab="collect"/);
      const [a1, a2] = content.articles;
      // The favourited article links to its page; the figure to its anchor in its article.
      expect(res.text).toContain(`href="/article/id/${content.siteId}/${a1!.id}/${lang}"`);
      expect(res.text).toContain(`href="/article/id/${content.siteId}/${a2!.id}/${lang}#resource-${a2!.figureId}"`);
      expect(res.text.match(/data-testid="favourite"/g)).toHaveLength(2);
    },
  );

  it('filters favourites by type', async () => {
    const res = await page('/personal/collect/en?type=FIGURE', member.cookie).expect(200);
    expect(res.text.match(/data-testid="favourite"/g)).toHaveLength(1);
    expect(res.text).toMatch(/aria-current="page"[^>]*>Figures</);
  });

  it.each([
    ['zh', '细胞图像', '2 项'],
    ['en', 'Cell images', '2 items'],
  ] as const)('lists the albums in %s and opens one with its figures from two articles', async (lang, name, count) => {
    const list = await page(`/personal/album/${lang}`, member.cookie).expect(200);
    expect(text(list.text)).toContain(name);
    expect(text(list.text)).toContain(count);
    const open = await page(`/personal/album/${lang}?open=${albumId}`, member.cookie).expect(200);
    expect(open.text.match(/data-testid="album-item"/g)).toHaveLength(2);
    for (const a of content.articles) expect(open.text).toContain(`#resource-${a.figureId}`);
  });

  it('shows the profile and the account security tab in both languages', async () => {
    const zh = await page('/personal/infomation/zh', member.cookie).expect(200);
    expect(zh.text).toContain('value="Li Hua"');
    expect(zh.text).toContain('value="li.hua@example.org"');
    expect(text(zh.text)).toContain('姓名');
    const en = await page('/personal/account/en', member.cookie).expect(200);
    const body = text(en.text);
    for (const s of [
      'Change password',
      'Change mobile number',
      'Log out everywhere',
      'Bound identities',
      'Delete account',
    ])
      expect(body).toContain(s);
    expect(body).toContain('This session');
    expect(en.text).toMatch(/autocomplete="new-password"/i);
    expect(en.text).toMatch(/autocomplete="one-time-code"/i);
  });

  it('shows downloads and browsing history', async () => {
    await gql(stack(), HOST, member.cookie, 'mutation($a: Int!) { recordArticleView(articleId: $a) }', {
      a: content.articles[0]!.id,
    });
    const res = await page('/personal/download/en', member.cookie).expect(200);
    const body = text(res.text);
    expect(body).toContain('Downloads');
    expect(body).toContain('Browsing history');
    expect(res.text.slice(res.text.indexOf('data-testid="history"'))).toContain(
      `/article/id/${content.siteId}/${content.articles[0]!.id}/en`,
    );
  });

  it('answers 404 for an unknown tab', async () => {
    await page('/personal/nothing/en', member.cookie).expect(404);
  });
});
