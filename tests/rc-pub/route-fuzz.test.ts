/**
 * No input makes rc-pub answer HTTP 5xx (docs/product/calls-and-errors.md#statuses-and-error-codes): a small
 * deterministic fuzzer walks every route the app registered (every method, read from `printRoutes`; the parameters
 * from the OpenAPI document @fastify/swagger collects through its onRoute hook, path parameters and common query names
 * for the routes it leaves out) and sends, as a logged-in member with a fresh session per route, hostile values
 * for each path, query and JSON body parameter in turn (2^31, -1, 1e309, '', a very long string, NUL, unicode, an
 * array, an object) and hostile bodies (no JSON, a JSON array, the wrong content type). A fixed seed picks which
 * values each parameter gets, so a run is the same every time and stays a few seconds of work. The member upload
 * route (multipart) gets malformed forms: no file, the wrong content type, a truncated body, an oversized field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';
import { createMemberSession } from '../helpers/member-session.js';
import { startApp, type TestApp } from './app-helper.js';

/** The part of a JSON schema the fuzzer reads. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}
interface OpenApiParam {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Schema;
}
interface OpenApiOperation {
  parameters?: OpenApiParam[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** A hostile value: raw JSON text for a body, and its text in a path or query string (null: no URL form). */
interface Hostile {
  label: string;
  json: string;
  url: string | null;
}

const LONG = 'x'.repeat(5000);
const HOSTILE: readonly Hostile[] = [
  { label: '2^31', json: '2147483648', url: '2147483648' },
  { label: '-1', json: '-1', url: '-1' },
  { label: '1e309', json: '1e309', url: '1e309' },
  { label: 'empty', json: '""', url: '' },
  { label: 'long', json: JSON.stringify(LONG), url: LONG },
  { label: 'NUL', json: '"a\\u0000b"', url: '%00' },
  { label: 'unicode', json: JSON.stringify('𝕏🙂\u202e\ufffe漢'), url: encodeURIComponent('𝕏🙂\u202e漢') },
  { label: 'array', json: '[1,"x",null]', url: null },
  { label: 'object', json: '{"$gt":1,"__proto__":{"a":1}}', url: null },
  { label: 'null', json: 'null', url: 'null' },
  { label: 'float', json: '1.5', url: '1.5' },
];

/** mulberry32: a tiny seeded generator, so every run sends the same cases. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values every parameter of a type gets: the bounds of numbers, and NUL and length of strings. */
const ALWAYS: Record<string, readonly string[]> = {
  integer: ['2^31', '-1', '1e309'],
  number: ['1e309', '-1'],
  string: ['NUL', 'long', 'empty'],
};

/** The hostile values of one parameter: those its type always gets, and `extra` more chosen by `rand`. */
function pick(rand: () => number, type: string, extra = 2): Hostile[] {
  const always = ALWAYS[type] ?? ['2^31', 'NUL'];
  const out = HOSTILE.filter((h) => always.includes(h.label));
  const pool = HOSTILE.filter((h) => !always.includes(h.label));
  for (let i = 0; i < extra && pool.length; i++) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

function typeOf(s: Schema | undefined): string {
  if (!s) return 'string';
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  return t ?? s.anyOf?.map((x) => typeOf(x)).find((x) => x !== 'null') ?? 'string';
}

let t: TestApp;
let token: string;
let siteId: number;

/** A harmless value of a schema (required body fields and parameters not under attack). */
function baseline(name: string, s: Schema | undefined): unknown {
  if (s?.enum?.length) return s.enum[0];
  if (name === 'siteId') return siteId;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const k of s?.required ?? []) o[k] = baseline(k, s?.properties?.[k]);
      return o;
    }
    default:
      return 'x';
  }
}

/** One request of the run. */
interface Case {
  /** `METHOD /path` of the route. */
  route: string;
  label: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

/** Every case of one operation: each parameter with its hostile values, then hostile bodies. */
function operationCases(method: string, path: string, op: OpenApiOperation, rand: () => number): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in !== 'header' && p.name !== 'timestamps');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const bodyBase = bodySchema ? (baseline('', bodySchema) as Record<string, unknown>) : undefined;
  const urlWith = (target: OpenApiParam | null, value: string | null): string | null => {
    let url = path;
    const query: string[] = [];
    for (const p of params) {
      let v: string | null;
      if (p === target) v = value;
      else if (p.in === 'path' || p.required) v = encodeURIComponent(String(baseline(p.name, p.schema)));
      else continue;
      if (v === null) return null;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, v === '' ? '%20' : v);
      else query.push(`${p.name}=${v}`);
    }
    // arrays and objects in a query string: repeated and bracketed keys
    if (target && value === null && target.in === 'query') query.push(`${target.name}=1&${target.name}=2`);
    return query.length ? `${url}?${query.join('&')}` : url;
  };
  const body = bodyBase ? JSON.stringify(bodyBase) : undefined;
  const json = bodyBase ? { body, contentType: 'application/json' } : {};
  const route = `${method} ${path}`;
  const cases: Case[] = [];
  for (const p of params) {
    for (const h of pick(rand, typeOf(p.schema))) {
      const url = urlWith(p, h.url);
      if (url) cases.push({ route, label: `${method} ${path} ${p.name}=${h.label}`, method, url, ...json });
    }
  }
  const plain = urlWith(null, null) ?? path;
  if (bodyBase) {
    for (const key of Object.keys(bodySchema?.properties ?? {})) {
      for (const h of pick(rand, typeOf(bodySchema?.properties?.[key]))) {
        const raw = JSON.stringify({ ...bodyBase, [key]: '\u0001' }).replace('"\\u0001"', h.json);
        cases.push({
          route,
          label: `${method} ${path} body.${key}=${h.label}`,
          method,
          url: plain,
          body: raw,
          contentType: 'application/json',
        });
      }
    }
  }
  if (method !== 'GET' && method !== 'HEAD') {
    for (const [label, text, type] of [
      ['no JSON', '{"a":', 'application/json'],
      ['JSON array', '[1,2]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['text/plain', 'x=1', 'text/plain'],
      ['form', 'a=1&a=2', 'application/x-www-form-urlencoded'],
    ] as const)
      cases.push({
        route,
        label: `${method} ${path} body ${label}`,
        method,
        url: plain,
        body: text,
        contentType: type,
      });
  }
  return cases;
}

beforeAll(async () => {
  t = await startApp({ seeded: false });
  const [s] = await t.db.handle.db
    .insert(sites)
    .values({ sld: 'fuzz', type: 'single', nameZh: '测试', nameEn: 'Test' })
    .returning();
  siteId = s!.id;
  token = (await createMemberSession(t.db.handle.db)).token;
});
afterAll(async () => {
  await t?.close();
});

/**
 * The registered routes as `METHOD /path` (OpenAPI's `{param}` for Fastify's `:param`), read from `printRoutes`: a
 * tree whose lines are `├── /segment (GET, HEAD)`, four characters of indent per level, each path its parent's plus
 * its own segment.
 */
function registeredRoutes(): Set<string> {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim()))
      if (method && method !== 'HEAD') out.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return out;
}

/** Query names tried on routes the OpenAPI document leaves out (COUNTER SUSHI, the document itself). */
const UNDOCUMENTED_QUERY = ['id', 'siteId', 'customer_id', 'platform', 'begin_date', 'end_date', 'metric_type'];

/** Cases of a route the OpenAPI document leaves out: its path parameters and the common query names. */
function undocumentedCases(route: string, rand: () => number): Case[] {
  const [method, path] = route.split(' ') as [string, string];
  const params: OpenApiParam[] = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1]!, in: 'path' as const, schema: {} })),
    ...UNDOCUMENTED_QUERY.map((name) => ({ name, in: 'query' as const, schema: {} })),
  ];
  return operationCases(method, path, { parameters: params }, rand);
}

describe('rc-pub under hostile input', () => {
  it('answers every route, parameter and hostile value without a 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: RcPubPaths.openapi })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const rand = seeded(20261129);
    const cases: Case[] = [];
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        documented.add(`${method.toUpperCase()} ${path}`);
        cases.push(...operationCases(method.toUpperCase(), path, op, rand));
      }
    }
    const registered = registeredRoutes();
    expect(registered.size).toBeGreaterThan(100);
    // routes the document leaves out still get their path parameters and common query names
    for (const route of registered) if (!documented.has(route)) cases.push(...undocumentedCases(route, rand));
    const failures: string[] = [];
    let route = '';
    for (const c of cases) {
      // each route starts with a live session: an earlier one may have signed out or unbound the member
      if (c.route !== route) {
        route = c.route;
        token = (await createMemberSession(t.db.handle.db)).token;
      }
      const r = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { token, language: 'en', ...(c.contentType ? { 'content-type': c.contentType } : {}) },
        ...(c.body !== undefined ? { payload: c.body } : {}),
      });
      if (r.statusCode >= 500) failures.push(`${c.label} → HTTP ${r.statusCode} ${r.body.slice(0, 160)}`);
    }
    expect(cases.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });

  it('refuses an identity id of 2^31 with status 400, and a missing one with 404', async () => {
    token = (await createMemberSession(t.db.handle.db)).token;
    const big = await t.app.inject({
      method: 'DELETE',
      url: RcPubPaths.memberIdentities,
      headers: { token, language: 'en', 'content-type': 'application/json' },
      payload: '{"id":2147483648}',
    });
    expect(big.statusCode).toBeLessThan(500);
    expect(big.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const max = await t.app.inject({
      method: 'DELETE',
      url: RcPubPaths.memberIdentities,
      headers: { token, language: 'en', 'content-type': 'application/json' },
      payload: '{"id":2147483647}',
    });
    expect(max.statusCode).toBeLessThan(500);
    expect(max.json().status).not.toBe(0);
  });
});

/** A multipart body with `parts` ([name, value, filename?]) and its boundary. */
function multipart(parts: [string, string, string?][], boundary = 'fuzzboundary'): string {
  const lines: string[] = [];
  for (const [name, value, filename] of parts) {
    lines.push(`--${boundary}`);
    lines.push(
      filename
        ? `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`
        : `Content-Disposition: form-data; name="${name}"`,
    );
    lines.push('', value);
  }
  lines.push(`--${boundary}--`, '');
  return lines.join('\r\n');
}

describe('malformed uploads', () => {
  // a session of its own: the run above signs its member out (logout, account routes)
  let uploader: string;
  beforeAll(async () => {
    uploader = (await createMemberSession(t.db.handle.db)).token;
  });
  const send = (payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: RcPubPaths.fileUpload,
      headers: { token: uploader, language: 'en', 'content-type': contentType },
      payload,
    });
  const type = 'multipart/form-data; boundary=fuzzboundary';

  it.each([
    ['a form without a file', multipart([['purpose', 'avatar']]), type],
    ['a form without a purpose', multipart([['file', 'png?', 'a.png']]), type],
    ['multipart without a boundary', multipart([['purpose', 'avatar']]), 'multipart/form-data'],
    [
      'a truncated body',
      multipart([
        ['purpose', 'avatar'],
        ['file', 'x'.repeat(1000), 'a.png'],
      ]).slice(0, 150),
      type,
    ],
    ['a JSON body', '{"purpose":"avatar"}', 'application/json'],
    ['a text body', 'purpose=avatar', 'text/plain'],
    [
      'an oversized field',
      multipart([
        ['purpose', 'p'.repeat(200_000)],
        ['file', 'x', 'a.png'],
      ]),
      type,
    ],
    ['too many parts', multipart(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'] as [string, string])), type],
    [
      'two files',
      multipart([
        ['purpose', 'avatar'],
        ['file', 'x', 'a.png'],
        ['file2', 'y', 'b.png'],
      ]),
      type,
    ],
  ])('answers %s with a 4xx envelope', async (_label, payload, contentType) => {
    const r = await send(payload, contentType);
    expect(r.statusCode).toBeLessThan(500);
    const body = r.json() as { status: number; code: string; message: string };
    expect(body.status).not.toBe(0);
    expect([400, 413]).toContain(body.status);
    expect(body.message).toBeTruthy();
  });
});
