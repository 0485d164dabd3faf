/**
 * `pnpm bench:serialize [N]` (issue 13, "Integrators read shapes, not guesses"): how long rc-pub's response
 * serializer (fast-json-stringify, compiled by Fastify from each route's response schema) takes on large real answers.
 * Declaring the `data` schema of every route changes that serializer, and rc-pub is on the page benchmark's hot path,
 * so the change is measured, not assumed.
 *
 * Seeds the demo data into an in-memory PGlite (about 40 s), builds the real app, asks it for
 * - the largest search page (`/front/search?q=analysis&size=100`, article hits with highlights),
 * - the largest article detail of the demo data (body, references, resources),
 * - a 100-article table of contents (`/front/front-article/search?size=100`),
 * captures the payload object each route hands to its serializer and that serializer itself (a `preSerialization`
 * hook), then serializes each payload N times (default 1000) in 5 rounds and prints the median round, next to plain
 * `JSON.stringify` of the same payload for reference.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../rc-pub/src/app.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { openDb } from '../../rc-pub/src/db/client.js';
import { seed } from '../../rc-pub/src/seed/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const N = Number(process.argv[2] ?? 1000);
const ROUNDS = 5;

type Serialize = (payload: unknown) => string;

/** Median time in ms of `ROUNDS` rounds of `N` calls of `fn` (after a warm-up round). */
function timeIt(fn: () => unknown): number {
  for (let i = 0; i < N; i++) fn();
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < N; i++) fn();
    rounds.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(ROUNDS / 2)]!;
}

const handle = await openDb({ pgliteDir: 'memory://' });
await seed(handle.db, { demoDataDir: path.join(root, 'demo-data') });
const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent' }, db: handle });
const captured = new Map<string, { payload: unknown; serialize: Serialize }>();
app.addHook('preSerialization', async (req, reply, payload) => {
  captured.set(req.url, { payload, serialize: reply.getSerializationFunction(200) as Serialize });
  return payload;
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
console.log(`N=${N} serializations per round, median of ${ROUNDS} rounds`);
console.log('answer | bytes | route serializer ms | µs/op | JSON.stringify ms');
for (const url of cases) {
  const { payload, serialize } = await capture(url);
  const bytes = Buffer.byteLength(serialize(payload));
  const ms = timeIt(() => serialize(payload));
  const plain = timeIt(() => JSON.stringify(payload));
  console.log(`${url} | ${bytes} | ${ms.toFixed(1)} | ${((ms * 1000) / N).toFixed(1)} | ${plain.toFixed(1)}`);
}
await app.close();
await handle.close();
