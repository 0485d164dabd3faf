/**
 * Recorded fixtures answer only the request they were recorded for ("Tests that stay true"): the key
 * (tests/gateway/fixture-key.ts) holds the `language` header (docs/product/calls-and-errors.md#headers: every call sends one, zh by default; rc-pub
 * answers texts and envelope messages in it) and the JSON body of POSTs (the advanced search), and the fake
 * rc-pub (tests/gateway/fake-rc-pub.ts) serves a fixture by that key only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureFileName, fixtureKey, fixtureRequestFields, type Fixture, type FixtureRequest } from './fixture-key.js';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';

const SITE = '/rc-pub/front/site/findBySld?sld=www';
const ADV = '/rc-pub/front/advSearch';

/** A fixture for `req` answering `data` (as the recorder writes it). */
function fixtureOf(req: FixtureRequest, data: unknown): Fixture {
  return { ...fixtureRequestFields(req), httpStatus: 200, body: { status: 0, message: 'ok', data } };
}

describe('fixture key', () => {
  it('tells a zh and an en request for the same URL apart; no language header is zh, as rc-pub reads it', () => {
    const zh = fixtureKey({ method: 'GET', url: SITE, language: 'zh' });
    const en = fixtureKey({ method: 'GET', url: SITE, language: 'en' });
    expect(zh).not.toBe(en);
    expect(fixtureKey({ method: 'GET', url: SITE })).toBe(zh);
    expect(fixtureKey({ method: 'GET', url: SITE, language: 'EN' })).toBe(en);
    expect(fixtureKey({ method: 'GET', url: SITE, language: 'en-US' })).toBe(en);
    expect(fixtureKey({ method: 'GET', url: SITE, language: 'fr' })).toBe(zh);
  });

  it('ignores `timestamps` and the order of the query (every GET carries timestamps, docs/product/calls-and-errors.md#request-conventions)', () => {
    const a = fixtureKey({ method: 'GET', url: '/rc-pub/front/x?b=2&a=1&timestamps=1', language: 'en' });
    const b = fixtureKey({ method: 'get', url: '/rc-pub/front/x?a=1&timestamps=99&b=2', language: 'en' });
    expect(a).toBe(b);
    expect(a).toBe('GET /rc-pub/front/x?a=1&b=2 language=en');
    expect(fixtureKey({ method: 'GET', url: '/rc-pub/front/x?a=1&b=3', language: 'en' })).not.toBe(a);
  });

  it('tells two POSTs with different bodies to the same URL apart, and not two orders of the same body', () => {
    const one = fixtureKey({ method: 'POST', url: ADV, body: '{"siteId":1,"rows":[{"value":"a","field":"all"}]}' });
    const sameReordered = fixtureKey({
      method: 'POST',
      url: ADV,
      body: { rows: [{ field: 'all', value: 'a' }], siteId: 1 },
    });
    const other = fixtureKey({ method: 'POST', url: ADV, body: { siteId: 1, rows: [{ field: 'all', value: 'b' }] } });
    expect(one).toBe(sameReordered);
    expect(one).not.toBe(other);
    expect(one).toBe(`POST ${ADV} language=zh {"rows":[{"field":"all","value":"a"}],"siteId":1}`);
    // array order is meaning (rows of a form), not noise
    expect(fixtureKey({ method: 'POST', url: ADV, body: { year: [2024, 2023] } })).not.toBe(
      fixtureKey({ method: 'POST', url: ADV, body: { year: [2023, 2024] } }),
    );
    expect(fixtureKey({ method: 'POST', url: ADV, body: '' })).toBe(fixtureKey({ method: 'POST', url: ADV }));
  });

  it('gives each fixture a readable file name naming its language, distinct per body', () => {
    const en = fixtureRequestFields({ method: 'GET', url: `${SITE}&timestamps=5`, language: 'en' });
    const zh = fixtureRequestFields({ method: 'GET', url: SITE });
    expect(fixtureFileName(en)).toMatch(/^site_findBySld_sld_www\.en\.[0-9a-f]{8}\.json$/);
    expect(fixtureFileName(zh)).toMatch(/^site_findBySld_sld_www\.zh\.[0-9a-f]{8}\.json$/);
    const a = fixtureRequestFields({ method: 'POST', url: ADV, body: { q: 'a' } });
    const b = fixtureRequestFields({ method: 'POST', url: ADV, body: { q: 'b' } });
    expect(fixtureFileName(a)).toMatch(/^POST_advSearch\.zh\.[0-9a-f]{8}\.json$/);
    expect(fixtureFileName(a)).not.toBe(fixtureFileName(b));
    expect(a.requestBody).toEqual({ q: 'a' });
  });
});

describe('the fake rc-pub serves a fixture only for the request it was recorded for', () => {
  let fake: FakeRcPub;
  const enSite = fixtureOf({ method: 'GET', url: SITE, language: 'en' }, { name: 'Portal' });
  const postA = fixtureOf({ method: 'POST', url: ADV, body: { siteId: 1, rows: [{ value: 'a' }] } }, { total: 1 });
  beforeAll(async () => {
    fake = await startFakeRcPub({ fixtures: new Map([enSite, postA].map((f) => [f.key, f])) });
  });
  afterAll(async () => fake?.close());
  beforeEach(() => fake.reset());

  const get = (language?: string) =>
    fetch(`${fake.url}${SITE}&timestamps=${Date.now()}`, { headers: language ? { language } : {} }).then((r) =>
      r.json(),
    );
  const post = (body: string, language?: string) =>
    fetch(`${fake.url}${ADV}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { language } : {}) },
      body,
    }).then((r) => r.json());

  it('answers an en fixture to an en request only; zh and no header get a 404 envelope naming the key', async () => {
    expect(await get('en')).toEqual(enSite.body);
    expect(fake.missing).toEqual([]);
    const zh = await get('zh');
    const none = await get();
    const zhKey = fixtureKey({ method: 'GET', url: SITE, language: 'zh' });
    expect(zh).toMatchObject({ status: 404, data: null, message: `fake rc-pub: no fixture for ${zhKey}` });
    expect(none).toEqual(zh);
    expect(fake.missing).toEqual([zhKey, zhKey]);
    expect(fake.seen.map((s) => s.language)).toEqual(['en', 'zh', 'zh']);
  });

  it('answers a POST fixture to the same body in any key order, and not to another body or language', async () => {
    expect(await post('{"rows":[{"value":"a"}],"siteId":1}')).toEqual(postA.body);
    expect(fake.seen[0]?.body).toEqual({ rows: [{ value: 'a' }], siteId: 1 });
    expect(fake.missing).toEqual([]);
    expect(await post('{"rows":[{"value":"b"}],"siteId":1}')).toMatchObject({ status: 404 });
    expect(await post('{"rows":[{"value":"a"}],"siteId":1}', 'en')).toMatchObject({ status: 404 });
    expect(fake.missing).toEqual([
      `POST ${ADV} language=zh {"rows":[{"value":"b"}],"siteId":1}`,
      `POST ${ADV} language=en {"rows":[{"value":"a"}],"siteId":1}`,
    ]);
  });
});

describe('loading fixtures', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a fixture whose key is not the key of its request (stale format or hand-edited)', () => {
    const fx = fixtureOf({ method: 'GET', url: SITE, language: 'en' }, {});
    fs.writeFileSync(path.join(dir, fixtureFileName(fx)), JSON.stringify(fx));
    expect(loadFixtures(dir).get(fx.key)).toEqual(fx);
    // the key format : no language
    fs.writeFileSync(path.join(dir, fixtureFileName(fx)), JSON.stringify({ ...fx, key: `GET ${SITE}` }));
    expect(() => loadFixtures(dir)).toThrow(/is not "GET \/rc-pub\/front\/site\/findBySld\?sld=www language=en"/);
    fs.writeFileSync(path.join(dir, fixtureFileName(fx)), JSON.stringify({ ...fx, language: 'zh' }));
    expect(() => loadFixtures(dir)).toThrow(/run pnpm fixtures:record/);
  });

  it('the committed fixtures load, and hold both languages of a site with answers that differ', () => {
    const all = loadFixtures();
    const site = (language: 'zh' | 'en') =>
      all.get(fixtureKey({ method: 'GET', url: '/rc-pub/front/site/findBySld?sld=plosmed', language }));
    expect(site('zh')).toBeDefined();
    expect(site('en')).toBeDefined();
    expect(site('zh')!.body).not.toEqual(site('en')!.body);
    expect(new Set([...all.values()].map((f) => f.language))).toEqual(new Set(['zh', 'en']));
  });
});
