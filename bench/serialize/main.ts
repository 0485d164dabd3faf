/**
 * `pnpm bench:serialize [N]`: how long rc-pub's response
 * serializer (fast-json-stringify, compiled by Fastify from each route's response schema) takes on large real answers.
 * Declaring the `data` schema of every route changes that serializer, and rc-pub is on the page benchmark's hot path,
 * so the change is measured, not assumed.
 *
 * Seeds the demo data into an in-memory PGlite (about 40 s), builds the real app, asks it for
 * - the largest search page (`/front/search?q=analysis&size=100`, article hits with highlights),
 * - the largest article detail of the demo data (body, references, resources),
 * - a 100-article table of contents (`/front/front-article/search?size=100`),
 * and captures the payload object each route hands to its serializer (a `preSerialization` hook). Each payload is
 * then serialized N times (default 1000) per round, 9 rounds interleaved, median printed, by:
 * - `declared`: the route's own serializer (envelope with the route's `data` schema, `nullable: true`);
 * - `untyped`: the same envelope with `data` undeclared (as before the routes declared it: fjs hands `data` to JSON.stringify);
 * - `anyOf`: `data` as `anyOf [schema, null]` (what `Type.Union([schema, Type.Null()])` gives; fjs runs Ajv on it);
 * - `JSON.stringify` of the whole payload, for reference.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../rc-pub/src/app.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import {
  ArticleDetailSchema,
  ArticlePageSchema,
  SearchResultSchema,
} from '../../rc-pub/src/contract/wire-schemas/index.js';
import { openDb } from '../../rc-pub/src/db/client.js';
import { seed } from '../../rc-pub/src/seed/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const N = Number(process.argv[2] ?? 1000);
const ROUNDS = 9;

type Serialize = (payload: unknown) => string;

/** Time in ms of `N` calls of `fn`. */
function timeOnce(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Median of `ROUNDS` interleaved rounds per variant (after one warm-up round each), in ms per N calls. */
function timeVariants(variants: Record<string, () => unknown>): Record<string, number> {
  const rounds: Record<string, number[]> = {};
  for (const [name, fn] of Object.entries(variants)) {
    timeOnce(fn);
    rounds[name] = [];
  }
  for (let r = 0; r < ROUNDS; r++) for (const [name, fn] of Object.entries(variants)) rounds[name]!.push(timeOnce(fn));
  return Object.fromEntries(
    Object.entries(rounds).map(([name, times]) => [name, times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!]),
  );
}

/** The envelope of lib/route.ts with `data` as given (plain JSON Schema: the bench has no TypeBox of its own). */
const envelope = (data: object) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'integer' }, message: { type: 'string' }, data, code: { type: 'string' } },
});

const handle = await openDb({ pgliteDir: 'memory://' });
await seed(handle.db, { demoDataDir: path.join(root, 'demo-data') });
const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, db: handle });
const captured = new Map<string, { payload: unknown; serialize: Serialize }>();
app.addHook('preSerialization', async (req, reply, payload) => {
  captured.set(req.url, { payload, serialize: reply.getSerializationFunction('200') as Serialize });
  return payload;
});
// Comparison routes: the same payload under other forms of the envelope schema (see the module comment).
const schemas: object[] = [SearchResultSchema, ArticleDetailSchema, ArticlePageSchema];
const payloads: unknown[] = [];
schemas.forEach((schema, i) => {
  const variants = { untyped: envelope({}), anyOf: envelope({ anyOf: [schema, { type: 'null' }] }) };
  for (const [name, response] of Object.entries(variants))
    app.get(`/bench/${i}/${name}`, { schema: { response: { 200: response } } }, async () => payloads[i]);
});
await app.ready();

async function capture(url: string): Promise<{ payload: unknown; serialize: Serialize }> {
  const res = await app.inject({ method: 'GET', url });
  if (res.json().status !== 0) throw new Error(`${url}: ${res.body.slice(0, 200)}`);
  const got = captured.get(url);
  if (!got?.serialize) throw new Error(`${url}: no serializer captured`);
  return got;
}

// The largest article of the demo data (by serialized size).
let largest = { url: '', bytes: 0 };
for (let id = 1; id <= 400; id++) {
  const url = `/rc-pub/front/front-article/${id}`;
  const res = await app.inject({ method: 'GET', url });
  if (res.json().status === 0 && res.body.length > largest.bytes) largest = { url, bytes: res.body.length };
}

const cases = [
  '/rc-pub/front/search?q=analysis&siteId=1&size=100',
  largest.url,
  '/rc-pub/front/front-article/search?siteId=1&size=100',
];
console.log(`ms per ${N} serializations, median of ${ROUNDS} interleaved rounds`);
console.log('answer | bytes | declared | untyped | anyOf | JSON.stringify');
for (const [i, url] of cases.entries()) {
  const { payload, serialize } = await capture(url);
  payloads[i] = payload;
  const untyped = (await capture(`/bench/${i}/untyped`)).serialize;
  const anyOf = (await capture(`/bench/${i}/anyOf`)).serialize;
  const bytes = Buffer.byteLength(serialize(payload));
  const t = timeVariants({
    declared: () => serialize(payload),
    untyped: () => untyped(payload),
    anyOf: () => anyOf(payload),
    json: () => JSON.stringify(payload),
  });
  const f = (ms: number | undefined) => ms!.toFixed(1);
  console.log(`${url} | ${bytes} | ${f(t.declared)} | ${f(t.untyped)} | ${f(t.anyOf)} | ${f(t.json)}`);
}
await app.close();
await handle.close();
