/**
 * Limits on the work of one GraphQL request and malformed bodies: a document over the
 * alias, token, depth or cost limit gets HTTP 400 with `extensions.code = QUERY_TOO_COMPLEX` before any rc-pub call;
 * every document the web app sends (web/src/gql, with Apollo's `__typename` fields) stays within the limits; a
 * batched array body gets 400 BAD_REQUEST instead of 200 "Internal error"; production hides field suggestions.
 */
import {
  buildSchema,
  getIntrospectionQuery,
  Kind,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSchemaSdl } from '../../server/src/graphql/schema.js';
import { GRAPHQL_LIMITS, graphqlLimitRules, measureDocument } from '../../server/src/graphql/limits.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

let fake: FakeRcPub;
let app: GatewayApp;
beforeAll(async () => {
  fake = await startFakeRcPub();
  app = await testGateway(fake.url);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const post = (body: unknown, target: GatewayApp = app) =>
  request(target.server)
    .post('/graphql')
    .send(body as object);

/** The attack : 200 aliased searches in one ~11 KB request. */
const ALIASES_200 = `{ site { ${Array.from({ length: 200 }, (_, i) => `a${i}: search(input: { q: "x${i}" }) { total }`).join(' ')} } }`;

describe('complexity limits', () => {
  it('rejects 200 search aliases with QUERY_TOO_COMPLEX and HTTP 400 before any rc-pub call', async () => {
    const res = await post({ query: ALIASES_200 });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(fake.seen).toHaveLength(0);
  });

  it('rejects more aliases than the limit even in a short document', async () => {
    const n = GRAPHQL_LIMITS.maxAliases + 5;
    const query = `{ site { ${Array.from({ length: n }, (_, i) => `a${i}: search(input: { q: "x" }) { total }`).join(' ')} } }`;
    const res = await post({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
    expect(fake.seen).toHaveLength(0);
  });

  it('rejects a document over the token limit', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'language').join(' ');
    const res = await post({ query: `{ ${fields} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors[0].message).toMatch(/tokens/);
  });

  it('rejects a document over the depth limit', async () => {
    const deep = `{ site { nav { ${'children { '.repeat(12)}name${' }'.repeat(12)} } } }`;
    const res = await post({ query: deep });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toContain(
      'QUERY_TOO_COMPLEX',
    );
    expect(fake.seen).toHaveLength(0);
  });

  it("GraphiQL's introspection query passes (introspection is exempt from depth and cost)", async () => {
    const res = await post({ query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }) });
    expect(res.status).toBe(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('every document of the web app passes, with room to spare', () => {
    const schema = buildSchema(loadSchemaSdl());
    const names = Object.keys(webDocuments).filter((n) => n.endsWith('Document'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      // Apollo Client adds __typename to every selection set.
      const doc = visit((webDocuments as Record<string, unknown>)[name] as DocumentNode, {
        SelectionSet: {
          leave(node: SelectionSetNode) {
            if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return node;
            const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
            return { ...node, selections: [...node.selections, typename] };
          },
        },
      });
      const source = print(doc);
      const m = measureDocument(schema, source);
      expect(m.errors, name).toEqual([]);
      expect(validate(schema, parse(source), graphqlLimitRules()), name).toEqual([]);
      expect(m.tokens * 2, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens);
      expect(m.cost * 2, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
      expect(m.depth * 2, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth);
      expect(m.aliases, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases);
    }
  });
});

describe('request bodies', () => {
  it('a batched array body gets 400 BAD_REQUEST saying batching is not supported', async () => {
    const res = await post([{ query: '{ language }' }, { query: '{ language }' }]);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.body.errors[0].message).toMatch(/Batched queries are not supported/);
  });

  it('a variable of the wrong type gets 400 BAD_REQUEST, not 200 INTERNAL', async () => {
    const res = await post({ query: 'query ($n: Int!) { publication(id: $n) { title } }', variables: { n: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.body.errors[0].message).toMatch(/invalid value/);
    expect(fake.seen).toHaveLength(0);
  });

  it('production hides field suggestions', async () => {
    const prod = await testGateway(fake.url, { NODE_ENV: 'production' });
    try {
      const res = await post({ query: '{ languag }' }, prod);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
      const dev = await post({ query: '{ languag }' });
      expect(dev.body.errors[0].message).toMatch(/Did you mean "language"/);
    } finally {
      await prod.close();
    }
  });
});
