/**
 * rc-pub's OpenAPI document describes every answer (integrators read shapes, not guesses;
 * docs/product/calls-and-errors.md#envelope). On the real app over the seeded database:
 * - every JSON route's 200 answer declares the schema of its `data` (not missing, not Type.Unknown's `{}`), and the
 *   file route and the citation download document their media types instead;
 * - real answers are valid against their route's schema, checked strictly with Ajv: every required field present,
 *   every type right, and no field the schema does not declare (the serializer would drop it, so a client reading it
 *   would break). Answers are the recorded fixtures of tests/fixtures/rc-pub (what the gateway's tests run on) and,
 *   for every route without a fixture, a live answer; a route left without a validated answer fails the suite;
 * - every property of every data schema (through components/schemas references) has a non-empty description, so an
 *   integrator reads what a field means, not only its type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { CITATION_EXPORT_FORMATS } from '../../rc-pub/src/contract/citation.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { LegalPaths } from '../../rc-pub/src/contract/legal.js';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { SiteVisitPaths } from '../../rc-pub/src/contract/site-visits.js';
import { UsagePaths } from '../../rc-pub/src/contract/usage.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import supertest from 'supertest';
import { accountAnswers } from './account-openapi.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { memberLiveAnswers } from './openapi-member.js';
import { alertAnswers } from './openapi-alerts.js';
import { editorialAnswers } from './openapi-editorial.js';
import { parseAesKey } from '../../rc-pub/src/lib/field-crypto.js';
import { captureMailer } from './alerts-helper.js';
import { AlbumPaths } from '../../rc-pub/src/contract/albums.js';
import { undescribed } from './openapi-describe.js';

type Json = Record<string, unknown>;
type App = Awaited<ReturnType<typeof buildApp>>;

/** One answer to validate: where it comes from, the request and the HTTP status and body received. */
interface Answer {
  source: string;
  method: string;
  path: string;
  httpStatus: number;
  body: unknown;
}

const fixturesDir = join(import.meta.dirname, '../fixtures/rc-pub');
const COMPONENTS_ID = 'openapi-components';
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of an OpenAPI schema for strict validation: every object schema that lists `properties` (and says nothing
 * about other properties) is closed with `additionalProperties: false`, and `#/components/schemas/X` references point
 * into the components schema registered under {@link COMPONENTS_ID}.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/definitions/`);
    else if (key === 'properties' && isObject(value))
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strict(v)]));
    else out[key] = strict(value);
  }
  if (isObject(out.properties) && !('additionalProperties' in out) && !('patternProperties' in out))
    out.additionalProperties = false;
  return out;
}

/**
 * True when `schema` (an envelope's `data`) says something: a type with its shape (an object with properties or typed
 * additional properties, an array of such items), a union or a reference. `{}` (Type.Unknown) and `{ type: 'object' }`
 * say nothing.
 */
function declaresShape(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (typeof schema.$ref === 'string') return true;
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) return true;
  if (schema.type === 'object')
    return (
      (isObject(schema.properties) && Object.keys(schema.properties).length > 0) ||
      isObject(schema.additionalProperties)
    );
  if (schema.type === 'array') return declaresShape(schema.items);
  return typeof schema.type === 'string';
}

/** The operation of `doc` answering `method path`: a literal path first (as Fastify routes), else a template. */
function operationOf(paths: Json, method: string, path: string): string | null {
  const m = method.toLowerCase();
  if (isObject(paths[path]) && isObject(paths[path][m])) return `${m.toUpperCase()} ${path}`;
  for (const [template, item] of Object.entries(paths)) {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path) && isObject(item) && isObject(item[m])) return `${m.toUpperCase()} ${template}`;
  }
  return null;
}

/** The recorded fixtures (top level of tests/fixtures/rc-pub; each has method, path, query, httpStatus, body). */
function fixtureAnswers(): Answer[] {
  return readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: f, fx: JSON.parse(readFileSync(join(fixturesDir, f), 'utf8')) as Json }))
    .filter(({ fx }) => typeof fx.method === 'string' && typeof fx.path === 'string')
    .map(({ file, fx }) => ({
      source: `fixture ${file}`,
      method: fx.method as string,
      path: fx.path as string,
      httpStatus: typeof fx.httpStatus === 'number' ? fx.httpStatus : 200,
      body: fx.body,
    }));
}

let tdb: TestDb;
let app: App;
let doc: Json;
let paths: Json;
let ajv: Ajv;
/** The app's configuration (a temporary field key and SMS outbox; the account answers need both). */
const config = testRcPubConfig({ RC_PUB_BOOK_CLOUD_URL: 'https://books.example.org/sso' }); // the book jump
/** The app's mailer: keeps the code mails of the alert routes in memory. */
const mail = captureMailer();

/** GET (or POST with a JSON body) on the app; the answer with its source. */
async function live(method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> {
  const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
  return {
    source: `live ${method} ${url}`,
    method,
    path: url.split('?')[0]!,
    httpStatus: res.statusCode,
    body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
  };
}

/** The data of a successful live GET (fails when the envelope is not status 0). */
async function dataOf<T>(url: string): Promise<T> {
  const a = await live('GET', url);
  expect((a.body as Json).status, url).toBe(0);
  return (a.body as { data: T }).data;
}

/** Ajv's errors, one line each, naming the undeclared property; repeated lines once. */
function describeErrors(validate: ValidateFunction): string {
  const lines = (validate.errors ?? []).map((e) => {
    const extra = (e.params as { additionalProperty?: string }).additionalProperty;
    return `body${e.instancePath} ${e.message}${extra ? ` '${extra}'` : ''}`;
  });
  return [...new Set(lines)].join('; ');
}

/** The Ajv validator of `operation`'s answer with HTTP status `httpStatus` (cached). */
const validators = new Map<string, ValidateFunction>();
function validatorOf(operation: string, httpStatus: number): ValidateFunction | null {
  const key = `${operation} ${httpStatus}`;
  if (!validators.has(key)) {
    const [method, path] = operation.split(' ') as [string, string];
    const response = ((paths[path] as Json)[method.toLowerCase()] as Json).responses as Json;
    const schema = ((response[String(httpStatus)] as Json | undefined)?.content as Json | undefined)?.[
      'application/json'
    ] as Json | undefined;
    if (!schema?.schema) return null;
    validators.set(key, ajv.compile(strict(schema.schema) as Json));
  }
  return validators.get(key)!;
}

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config, db: tdb.handle, mailer: mail });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: RcPubPaths.openapi });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  paths = doc.paths as Json;
  // Strict about the data: no type coercion, no defaults, every error reported; unknown keywords and formats are
  // errors. strictTypes is off: SearchHitWire.typeId is `anyOf [integer, string]` next to the `pattern` that admits
  // only 'table' (the form fast-json-stringify serializes without Ajv), which strictTypes would refuse as a schema.
  ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true, coerceTypes: false, useDefaults: false });
  const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  ajv.addSchema({ $id: COMPONENTS_ID, definitions: strict(components) as Json });
}, 300_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

/** Every operation of the document as `METHOD /path`, with its 200 response. */
function operations(): { operation: string; ok: Json }[] {
  const out: { operation: string; ok: Json }[] = [];
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item as Json)) {
      const ok = ((op as Json).responses as Json | undefined)?.['200'];
      out.push({ operation: `${method.toUpperCase()} ${path}`, ok: isObject(ok) ? ok : {} });
    }
  return out;
}

/** True when a 200 response is JSON (the envelope). */
const isJson = (ok: Json) => isObject(ok.content) && 'application/json' in ok.content;

describe('OpenAPI document', () => {
  it('declares the data schema of every JSON route and the media types of the others', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(36);
    const undeclared = ops
      .filter(({ ok }) => isJson(ok))
      .filter(({ ok }) => {
        const envelope = ((ok.content as Json)['application/json'] as Json).schema as Json;
        return !declaresShape((envelope.properties as Json | undefined)?.data);
      })
      .map(({ operation }) => operation);
    expect(undeclared, 'JSON routes whose 200 answer has no data schema').toEqual([]);
    const notJson = ops.filter(({ ok }) => !isJson(ok));
    expect(notJson.map(({ operation }) => operation).sort()).toEqual(
      [
        `GET ${RcPubPaths.file}`,
        `GET ${RcPubPaths.downloadCitation}`,
        `GET ${RcPubPaths.memberFile}`,
        `GET ${RcPubPaths.download}`,
        `GET ${RcPubPaths.articlePdf}`,
        `GET ${RcPubPaths.oai}`,
        `POST ${RcPubPaths.oai}`,
      ].sort(),
    );
    const mediaOf = (path: string) =>
      Object.keys(notJson.find(({ operation }) => operation === `GET ${path}`)!.ok.content as Json);
    expect(mediaOf(RcPubPaths.file)).toEqual(expect.arrayContaining(['image/*', 'video/*', 'audio/*']));
    // OAI-PMH answers XML
    expect(mediaOf(RcPubPaths.oai)).toEqual(['text/xml']);
    // the citation download's five formats
    expect(mediaOf(RcPubPaths.downloadCitation).sort()).toEqual(
      Object.values(CITATION_EXPORT_FORMATS)
        .map((f) => f.mime)
        .sort(),
    );
  });

  it('describes every property of every data schema', () => {
    const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
    const missing = new Set<string>();
    let checked = 0;
    for (const { operation, ok } of operations().filter(({ ok }) => isJson(ok))) {
      const envelope = ((ok.content as Json)['application/json'] as Json).schema as Json;
      const data = (envelope.properties as Json | undefined)?.data;
      checked++;
      for (const where of undescribed(data, `${operation} data`, components)) missing.add(where);
    }
    expect(checked).toBeGreaterThanOrEqual(35);
    expect([...missing].sort(), 'properties without a description').toEqual([]);
  });

  it('lists the recursive shapes by name under components/schemas', () => {
    const schemas = (doc.components as Json).schemas as Json;
    expect(Object.keys(schemas).sort()).toEqual(['ChannelWire', 'QueryNodeWire']);
    const channels = ((paths[RcPubPaths.channels] as Json).get as Json).responses as Json;
    expect(JSON.stringify(channels)).toContain('"$ref":"#/components/schemas/ChannelWire"');
  });
});

describe('real answers match their declared schemas, strictly', () => {
  it('validates every recorded fixture and a live answer of every other route', async () => {
    const answers = fixtureAnswers();
    expect(answers.length).toBeGreaterThan(50);
    const fixtureOps = new Set(answers.map((a) => operationOf(paths, a.method, a.path)));

    // Live ids from the seeded database (PLOS Medicine, site 4, journal 2).
    const channels = await dataOf<{ id: number }[]>(`${RcPubPaths.channels}?siteId=4`);
    const issues = await dataOf<{ id: number }[]>(`${RcPubPaths.journalData}?publicationId=2`);
    const news = await dataOf<{ content: { id: number }[] }>(`${RcPubPaths.newsList}?siteId=1&size=1`);
    const articles = await dataOf<{ content: { id: number }[] }>(`${RcPubPaths.articleList}?publicationId=2&size=1`);
    const rows = [{ op: 'AND', field: 'title', value: 'analysis' }];
    const elifeAlbum = (await dataOf<{ content: { id: number }[] }>(`${AlbumPaths.albumList}?siteId=6`)).content.at(
      -1,
    )!.id;
    // Usage routes on a PLOS Medicine article (site 4)
    const article = (await dataOf<{ content: { id: number }[] }>(`${RcPubPaths.articleList}?siteId=4&size=1`))
      .content[0]!;
    const candidates: [string, () => Promise<Answer>][] = [
      [`GET ${RcPubPaths.findBySiteId}`, () => live('GET', `${RcPubPaths.findBySiteId}?siteId=4`)],
      [`GET ${RcPubPaths.basicInfo}`, () => live('GET', `${RcPubPaths.basicInfo}?siteId=4`)],
      [`GET ${RcPubPaths.contentVersions}`, () => live('GET', RcPubPaths.contentVersions)],
      [`GET ${LegalPaths.legalPage}`, () => live('GET', `${LegalPaths.legalPage}?siteId=4&page=privacy`)],
      [`GET ${LegalPaths.journalFacts}`, () => live('GET', `${LegalPaths.journalFacts}?siteId=4`)],
      [`GET ${RcPubPaths.channelInfo}`, () => live('GET', `${RcPubPaths.channelInfo}?channelId=${channels[0]!.id}`)],
      [`GET ${RcPubPaths.publication}/{id}`, () => live('GET', `${RcPubPaths.publication}/2`)],
      [`GET ${RcPubPaths.period}/{id}`, () => live('GET', `${RcPubPaths.period}/${issues[0]!.id}`)],
      [`GET ${RcPubPaths.news}/{id}`, () => live('GET', `${RcPubPaths.news}/${news.content[0]!.id}`)],
      [`GET ${RcPubPaths.health}`, () => live('GET', RcPubPaths.health)],
      // journal pages: eLife (site 6) has an online-first article; PLOS ONE (site 3) has columns
      [`GET ${RcPubPaths.journalList}`, () => live('GET', `${RcPubPaths.journalList}?siteId=6&kind=onlineFirst`)],
      [`GET ${RcPubPaths.columnTree}`, () => live('GET', `${RcPubPaths.columnTree}?siteId=3`)],
      // related articles (docs/product/content.md#related-articles)
      [
        `GET ${RcPubPaths.articleRelations}`,
        () => live('GET', `${RcPubPaths.articleRelations}?id=${articles.content[0]!.id}`),
      ],
      [`GET ${SearchPaths.picture}`, () => live('GET', `${SearchPaths.picture}?q=cell&siteId=1`)],
      [`GET ${SearchPaths.table}`, () => live('GET', `${SearchPaths.table}?q=patients&siteId=1`)],
      [`GET ${SearchPaths.vod}`, () => live('GET', `${SearchPaths.vod}?q=video&siteId=1`)],
      [`GET ${SearchPaths.rcDoc}`, () => live('GET', `${SearchPaths.rcDoc}?q=data&siteId=1`)],
      [
        `GET ${SearchPaths.suggest}`,
        () => live('GET', `${SearchPaths.suggest}?q=${encodeURIComponent('肝')}&siteId=1`),
      ],
      [`POST ${SearchPaths.advSearch}`, () => live('POST', SearchPaths.advSearch, { siteId: 1, rows })],
      [`POST ${SearchPaths.advClusters}`, () => live('POST', SearchPaths.advClusters, { siteId: 1, rows })],
      [`GET ${UsagePaths.statistics}`, () => live('GET', `${UsagePaths.statistics}?id=${article.id}`)],
      [`GET ${UsagePaths.rank}`, () => live('GET', `${UsagePaths.rank}?siteId=1&metric=citations&window=all`)],
      [
        `POST ${UsagePaths.recordUsage}`,
        () => live('POST', UsagePaths.recordUsage, { articleId: article.id, metric: 'abstract' }),
      ],
      [
        `POST ${UsagePaths.recordSearch}`,
        () => live('POST', UsagePaths.recordSearch, { siteId: 1, search: { siteId: 1, q: 'malaria', page: 0 } }),
      ],
      [
        `POST ${SiteVisitPaths.recordSiteVisits}`,
        () =>
          live('POST', SiteVisitPaths.recordSiteVisits, {
            visits: [{ sld: 'www', clientIp: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox/145.0', at: Date.now() }],
          }),
      ],
    ];
    const lives: Answer[] = [];
    for (const [operation, get] of candidates) if (!fixtureOps.has(operation)) lives.push(await get());
    // Answers of other shapes than the fixtures show: the flat journal data, a 10003 site, a 404 file.
    const successes = [
      ...lives,
      await live('GET', `${RcPubPaths.journalData}?publicationId=2&groupByYear=false`),
      // Every member JSON route, called by a member
      ...(await memberLiveAnswers(app, tdb.handle.db)),
      // The site album routes (eLife, site 6: its albums have article, journal and video tabs)
      await live('GET', `${AlbumPaths.albumList}?siteId=6`),
      await live('GET', `${AlbumPaths.album}/${elifeAlbum}`),
      await live('GET', `${AlbumPaths.albumItems}?albumId=${elifeAlbum}&tab=video`),
    ];
    const maintenance = await live('GET', `${RcPubPaths.findBySld}?sld=maintenance`);
    const missingFile = await live('GET', `${RcPubPaths.file}?id=2147483647`);
    const missingPdf = await live('GET', `${RcPubPaths.articlePdf}?articleId=2147483647`);
    const noCitation = await live('GET', `${RcPubPaths.downloadCitation}?ids=2147483647&citationType=bibtex`);
    const badCitation = await live('GET', `${RcPubPaths.downloadCitation}?citationType=word`);
    // Every account route, through a member's life
    const accounts = await accountAnswers({ http: supertest(app.server), config });
    // Every email alert route, through a member's alert
    accounts.push(...(await alertAnswers({ http: supertest(app.server), config }, mail, tdb.handle.db)));
    // Experts, books, book config and book jump
    accounts.push(...(await editorialAnswers(supertest(app.server), parseAesKey(config.aesKey.value!))));

    const failures: string[] = [];
    const validated = new Set<string>();
    for (const answer of [
      ...answers,
      ...successes,
      maintenance,
      missingFile,
      missingPdf,
      noCitation,
      badCitation,
      ...accounts,
    ]) {
      const operation = operationOf(paths, answer.method, answer.path);
      if (!operation) {
        failures.push(`${answer.source}: no operation for ${answer.method} ${answer.path}`);
        continue;
      }
      const validate = validatorOf(operation, answer.httpStatus);
      if (!validate) {
        failures.push(`${answer.source}: ${operation} declares no JSON answer for HTTP ${answer.httpStatus}`);
        continue;
      }
      if (!validate(answer.body)) failures.push(`${answer.source}: ${describeErrors(validate)}`);
      else validated.add(operation);
    }
    expect(failures, 'answers that do not match their schema').toEqual([]);

    // The live answers were what they were meant to be (fixtures may be errors on purpose).
    for (const a of successes) expect((a.body as Json).status, a.source).toBe(0);
    expect(maintenance.body).toMatchObject({ status: 10003, data: { phone: expect.any(String) } });
    expect(missingFile).toMatchObject({ httpStatus: 404, body: { status: 404, data: null } });
    expect(missingPdf).toMatchObject({ httpStatus: 404, body: { status: 404, data: null } });
    expect(noCitation).toMatchObject({ httpStatus: 404, body: { status: 404, data: null } });
    expect(badCitation).toMatchObject({ httpStatus: 400, body: { status: 400, data: null } });
    for (const a of accounts) expect((a.body as Json).status, a.source).toBe(a.expectStatus);
    // The type-fixed searches validated real hits (/front/rc-doc may find no "other" documents in the demo data).
    for (const a of successes.filter((x) => /\/(picture|table|vod|advSearch)$/.test(x.path)))
      expect(((a.body as Json).data as { content: unknown[] }).content.length, a.source).toBeGreaterThan(0);

    const jsonOps = operations()
      .filter(({ ok }) => isJson(ok))
      .map(({ operation }) => operation);
    const missing = jsonOps.filter((operation) => !validated.has(operation));
    expect(missing, 'JSON routes without a validated answer').toEqual([]);
  });
});
