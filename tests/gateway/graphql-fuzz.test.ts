/**
 * No GraphQL variables make the gateway answer a 5xx or an INTERNAL error
 * (docs/product/calls-and-errors.md#statuses-and-error-codes): a small deterministic fuzzer builds one operation per
 * field with arguments (every Query and Mutation field, and every field of Site under `site`), reads the schema the
 * gateway serves, and sends each argument in turn hostile values of its own type (int4 bounds, -1, '', NUL, a very
 * long string, unicode, path tricks) and of a wrong type (2^31, 1e308, an object, a list), as a member with a session
 * cookie, against the recorded rc-pub answers. A fixed seed picks the values, so every run sends the same requests.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { RcPubPaths } from 'rc-pub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvers } from '../../server/src/graphql/resolvers/index.js';
import { buildExecutableSchema } from '../../server/src/graphql/schema.js';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { demoSite, ok } from './samples.js';

const schema = buildExecutableSchema(resolvers);
const LONG = 'x'.repeat(5000);

/** Hostile values of a named input type that GraphQL accepts as that type. */
function typedHostiles(name: string): unknown[] {
  switch (name) {
    case 'Int':
      return [2147483647, -2147483648, -1, 0];
    case 'Float':
      return [1e308, -1, 0.1];
    case 'Boolean':
      return [true, false];
    case 'ID':
      return ['2147483648', '-1', '', '\u0000'];
    default:
      return ['', '\u0000', LONG, '𝕏🙂\u202e漢字', '../../etc/passwd', '<script>x</script>', ' '];
  }
}

/** Values of the wrong type: the gateway must refuse them as BAD_REQUEST, not fail. */
const WRONG_TYPE: readonly unknown[] = [2147483648, 1e308, { $gt: 1 }, ['a', 1], 'NaN', null];

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

/** A harmless value of an input type (required input fields filled, lists empty). */
function baseline(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [];
  if (isEnumType(t)) return t.getValues()[0]?.name;
  if (isInputObjectType(t)) {
    const o: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) if (isNonNullType(f.type)) o[f.name] = baseline(f.type);
    return o;
  }
  const name = getNamedType(t).name;
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return false;
  return name === 'ID' ? '1' : 'x';
}

/** Hostile values of an input type: its own type's, inside lists and input fields too, and a wrong type. */
function hostiles(type: GraphQLInputType, rand: () => number): unknown[] {
  const t = getNullableType(type);
  const out: unknown[] = [];
  if (isListType(t)) {
    const inner = hostiles(t.ofType, rand);
    out.push(
      inner.slice(0, 3),
      Array.from({ length: 500 }, () => baseline(t.ofType)),
    );
  } else if (isInputObjectType(t)) {
    const base = baseline(t) as Record<string, unknown>;
    for (const f of Object.values(t.getFields())) {
      const values = hostiles(f.type, rand);
      out.push({ ...base, [f.name]: values[Math.floor(rand() * values.length)] });
    }
  } else if (!isEnumType(t)) out.push(...typedHostiles(getNamedType(t).name));
  out.push(WRONG_TYPE[Math.floor(rand() * WRONG_TYPE.length)]);
  return out;
}

/** One request: its label, document and variables. */
interface Case {
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The cases of one field: `wrap` puts the field in its place (`site { … }` or the root). */
function fieldCases(
  op: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  wrap: (s: string) => string,
  rand: () => number,
): Case[] {
  if (!field.args.length) return [];
  const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${op} Fuzz(${decl}) { ${wrap(`${field.name}(${call})${selection}`)} }`;
  const base = Object.fromEntries(field.args.map((a: GraphQLArgument) => [a.name, baseline(a.type)]));
  const cases: Case[] = [];
  for (const arg of field.args) {
    for (const value of hostiles(arg.type, rand)) {
      cases.push({
        label: `${op} ${field.name}(${arg.name}=${JSON.stringify(value)?.slice(0, 40)})`,
        query,
        variables: { ...base, [arg.name]: value },
      });
    }
  }
  return cases;
}

let fake: FakeRcPub;
let app: GatewayApp;

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures: loadFixtures() });
  // every account action and request counts: no budget may end the run early
  app = await testGateway(fake.url, { RATE_LIMIT_GRAPHQL: '0', RATE_LIMIT_ACCOUNT: '0' });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('GraphQL under hostile variables', () => {
  it('answers every field with arguments and every hostile value without a 5xx or an INTERNAL error', async () => {
    fake.on(RcPubPaths.findBySld, () => ok(demoSite));
    const rand = seeded(20261129);
    const cases: Case[] = [];
    const root = (s: string) => s;
    for (const f of Object.values(schema.getQueryType()!.getFields()))
      cases.push(...fieldCases('query', f, root, rand));
    for (const f of Object.values(schema.getMutationType()!.getFields()))
      cases.push(...fieldCases('mutation', f, root, rand));
    const site = schema.getType('Site');
    if (site && 'getFields' in site)
      for (const f of Object.values(site.getFields()))
        cases.push(...fieldCases('query', f as GraphQLField<unknown, unknown>, (s) => `site { ${s} }`, rand));
    expect(cases.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'demo.localhost', cookie: 'commonToken=fuzz-token', 'content-type': 'application/json' },
        payload: JSON.stringify({ query: c.query, variables: c.variables }),
      });
      const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      if (res.statusCode >= 500 || codes.includes('INTERNAL') || codes.includes(undefined))
        failures.push(`${c.label} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['GET', '/graphql?query=a&query=b'],
    ['GET', '/graphql?query={language}&variables={'],
    ['GET', '/graphql?query={language}&variables=[1]'],
    ['GET', '/graphql?query={language}&operationName[a]=1'],
    ['GET', '/graphql?query=%00'],
    ['GET', `/graphql?query=${encodeURIComponent(`{${' language'.repeat(3000)}}`)}`],
    ['GET', '/graphql'],
    ['POST', '{"query":1}'],
    ['POST', '{"query":"1"}'],
    ['POST', '{"query":"null"}'],
    ['POST', '{"query":"{\\"kind\\":\\"Document\\"}"}'],
    ['GET', '/graphql?query=1'],
    ['GET', `/graphql?query=${encodeURIComponent('{"kind":"Document","definitions":[{}]}')}`],
    ['POST', '{"query":"{ language }","variables":"x"}'],
    ['POST', '{"query":"{ language }","variables":[1]}'],
    ['POST', '{"query":"{ language }","operationName":{"a":1}}'],
    ['POST', '{"query":"query A { language } query B { language }"}'],
    ['POST', '{"query":"{ language }","extensions":{"persistedQuery":{"sha256Hash":"x"}}}'],
    ['POST', `{"query":"${'{'.repeat(5000)}"}`],
  ])('answers the request shape %s %s without a 5xx or an INTERNAL error', async (method, target) => {
    const res = await app.inject(
      method === 'GET'
        ? { method: 'GET', url: target }
        : { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: target },
    );
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
    for (const e of body.errors ?? []) expect(e.extensions?.code).not.toBe('INTERNAL');
  });
});
