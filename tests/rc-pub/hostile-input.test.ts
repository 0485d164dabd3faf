/**
 * Hostile parameters never make rc-pub answer HTTP 500. Integers are bounded to PostgreSQL int4
 * (ids 1..2147483647), non-finite numbers are rejected, and NUL (U+0000) is refused in every string input (query,
 * path, JSON body, `language`/`token` headers) with an envelope status 400 whose message names the parameter.
 * The test walks every GET route of /rc-pub/openapi.json, so a new route is covered the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';
import { startApp, type TestApp } from './app-helper.js';

interface OpenApiParam {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: { type?: string; anyOf?: { type?: string }[] };
}

let t: TestApp;
let siteId: number;

beforeAll(async () => {
  t = await startApp({ seeded: false });
  const [s] = await t.db.handle.db
    .insert(sites)
    .values({ sld: 'solo', type: 'single', nameZh: '测试', nameEn: 'Test' })
    .returning();
  siteId = s!.id;
});
afterAll(async () => {
  await t.close();
});

/** The JSON type of a parameter schema ('integer', 'string', 'boolean', ...). */
function typeOf(p: OpenApiParam): string {
  return p.schema.type ?? p.schema.anyOf?.map((s) => s.type).find(Boolean) ?? 'string';
}

/** A harmless value for a required parameter that is not the one under attack. */
function baseline(p: OpenApiParam): string {
  if (p.name === 'siteId') return String(siteId);
  return typeOf(p) === 'integer' ? '1' : 'x';
}

/** Every (route, parameter, hostile value) case of the GET catalogue. */
async function hostileCases(): Promise<{ label: string; url: string }[]> {
  const doc = (await t.http.get(RcPubPaths.openapi)).body as {
    paths: Record<string, { get?: { parameters?: OpenApiParam[] } }>;
  };
  const cases: { label: string; url: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const params = (item.get?.parameters ?? []).filter((p) => p.in !== 'header' && p.name !== 'timestamps');
    for (const target of params) {
      const hostile = typeOf(target) === 'integer' ? ['2147483648', '1e309', '-1', '99999999999999999999'] : ['%00'];
      for (const value of hostile) {
        let url = path;
        const query: string[] = [];
        for (const p of params) {
          const v = p === target ? value : p.in === 'path' || p.required ? encodeURIComponent(baseline(p)) : null;
          if (v === null) continue;
          if (p.in === 'path') url = url.replace(`{${p.name}}`, v);
          else query.push(`${p.name}=${v}`);
        }
        cases.push({ label: `${path} ${target.name}=${value}`, url: query.length ? `${url}?${query.join('&')}` : url });
      }
    }
  }
  // each element of a comma id list is an id too
  for (const [path, name] of [
    [RcPubPaths.publications, 'ids'],
    [RcPubPaths.periods, 'ids'],
    [RcPubPaths.articleList, 'ids'],
    [SearchPaths.search, 'publicationId'],
  ] as const)
    for (const v of ['1,2147483648', '1,1e309', `1,${'9'.repeat(30)}`])
      cases.push({
        label: `${path} ${name}=${v}`,
        url: `${path}?${name}=${v}${path === SearchPaths.search ? `&siteId=${siteId}&q=x` : ''}`,
      });
  return cases;
}

describe('hostile GET parameters', () => {
  it('answers every integer out of int4, non-finite number, negative id and NUL string with status 400 or 404', async () => {
    const cases = await hostileCases();
    expect(cases.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const c of cases) {
      const r = await t.http.get(c.url).set('language', 'en');
      const ok = r.status < 500 && typeof r.body?.status === 'number' && [400, 404].includes(r.body.status as number);
      if (!ok) failures.push(`${c.label} → HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('names the parameter in the 400 message, in the request language', async () => {
    const en = await t.http.get(RcPubPaths.findBySiteId).query({ siteId: '2147483648' }).set('language', 'en');
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(en.body.message).toContain('siteId');
    const zh = await t.http.get(`${RcPubPaths.findBySld}?sld=%00`);
    expect(zh.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(zh.body.message).toContain('sld');
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    const list = await t.http.get(`${RcPubPaths.articleList}?ids=1,2147483648`).set('language', 'en');
    expect(list.body).toMatchObject({ status: 400 });
    expect(list.body.message).toContain('ids');
  });

  it('still accepts the largest id (2147483647): not found, not a fault', async () => {
    const r = await t.http.get(`${RcPubPaths.article}/2147483647`).set('language', 'en');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 404 });
  });

  it('refuses NUL in the language and token headers with status 400', async () => {
    for (const header of ['language', 'token']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `${RcPubPaths.findBySiteId}?siteId=${siteId}`,
        headers: { [header]: 'e\u0000n' },
      });
      expect(r.statusCode, header).toBe(200);
      const body = r.json() as { status: number; message: string };
      expect(body.status, header).toBe(400);
      expect(body.message, header).toContain(header);
    }
  });
});

describe('hostile POST search bodies', () => {
  // raw JSON text: JSON.stringify would turn 1e309 (Infinity) into null; JSON.parse turns it back into Infinity
  const base = '"siteId": 1, "rows": [{ "field": "all", "value": "water" }]';
  const bodies: [string, string][] = [
    ['siteId 2^31', '{ "rows": [{ "value": "water" }], "siteId": 2147483648 }'],
    ['siteId 1e309', '{ "rows": [{ "value": "water" }], "siteId": 1e309 }'],
    ['siteId -1', '{ "rows": [{ "value": "water" }], "siteId": -1 }'],
    ['page 2^31', `{ ${base}, "page": 2147483648 }`],
    ['size 1e309', `{ ${base}, "size": 1e309 }`],
    ['page 1e309', `{ ${base}, "page": 1e309 }`],
    ['publicationId element 2^31', `{ ${base}, "publicationId": [1, 2147483648] }`],
    ['publicationId element 1e309', `{ ${base}, "publicationId": [1, 1e309] }`],
    ['publicationId comma list 2^31', `{ ${base}, "publicationId": "1,2147483648" }`],
    ['publicationId comma list 1e309', `{ ${base}, "publicationId": "1,1e309" }`],
    ['year comma list huge', `{ ${base}, "year": "2020,${'9'.repeat(30)}" }`],
    ['row value NUL', '{ "siteId": 1, "rows": [{ "field": "all", "value": "wa\\u0000ter" }] }'],
    ['column NUL', `{ ${base}, "column": ["a\\u0000"] }`],
    ['column comma list NUL', `{ ${base}, "column": "a,b\\u0000" }`],
  ];
  for (const url of [SearchPaths.advSearch, SearchPaths.advClusters]) {
    it(`answers ${url} hostile bodies with envelope status 400, never HTTP 500`, async () => {
      const failures: string[] = [];
      for (const [label, body] of bodies) {
        const r = await t.http.post(url).set('language', 'en').set('content-type', 'application/json').send(body);
        if (r.status !== 200 || r.body?.status !== 400)
          failures.push(`${label} → HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
