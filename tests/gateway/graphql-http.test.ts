/**
 * GraphQL over HTTP as a public surface (docs/product/calls-and-errors.md#graphql-over-http): a mutation sent with GET
 * answers 405 with `Allow: POST` and a GraphQL-shaped error, logging no fault; an answer that may carry a member's
 * data (a session cookie, any mutation) is `Cache-Control: private, no-store` while an anonymous query keeps its
 * headers; introspection answers only where GRAPHQL_INTROSPECTION is on (off by default in production, GraphiQL with
 * it); every code of the closed set reaches `extensions.code` as it is.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from 'rc-pub/contract';
import { loadConfig } from '../../server/src/config.js';
import { GatewayError } from '../../server/src/domain/errors.js';
import { formatGraphQLError } from '../../server/src/graphql/errors.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

/** One pino line as the gateway logs it. */
interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
}

let fake: FakeRcPub;
let app: GatewayApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  fake = await startFakeRcPub();
  app = await testGateway(
    fake.url,
    {},
    { logger: { level: 'info', stream: { write: (s: string) => void lines.push(JSON.parse(s) as LogLine) } } },
  );
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  lines.length = 0;
});

const get = (query: string, extra: Record<string, string> = {}) =>
  request(app.server)
    .get('/graphql')
    .query({ query, ...extra });

describe('GraphQL over GET', () => {
  it('refuses a mutation with 405, Allow: POST and a GraphQL error, logging no fault', async () => {
    const res = await get('mutation { logout }');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
    expect(res.body.errors[0].message).toMatch(/POST/);
    expect(fake.seen).toHaveLength(0);
    expect(lines.filter((l) => l.level >= 50 || l.err?.stack)).toEqual([]);
  });

  it('refuses the mutation a named operation picks, and an operation the document lacks', async () => {
    const doc = 'query Q { language } mutation M { logout }';
    expect((await get(doc, { operationName: 'M' })).status).toBe(405);
    const missing = await get(doc, { operationName: 'Nope' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('still answers a query', async () => {
    const res = await get('{ language }');
    expect(res.status).toBe(200);
    expect(res.body.data.language).toBeTruthy();
  });
});

describe('Cache-Control of GraphQL answers', () => {
  const post = (query: string, cookie?: string) => {
    const r = request(app.server).post('/graphql').send({ query });
    return cookie ? r.set('cookie', cookie) : r;
  };

  it('keeps an anonymous query as it was (no header of its own)', async () => {
    const res = await post('{ language }');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it("marks any request with a member's session private, no-store", async () => {
    for (const cookie of ['commonToken=t1', 'userName=Li%2A%2A']) {
      const res = await post('{ language }', cookie);
      expect(res.headers['cache-control'], cookie).toBe('private, no-store');
    }
  });

  it('marks a mutation private, no-store without a session too', async () => {
    const res = await post('mutation { captchaChallenge { __typename } }');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("marks the member's uploads private, no-store", async () => {
    const res = await request(app.server)
      .post('/rc-pub/front/files/fileUpload')
      .set('x-portal-request', '1')
      .set('cookie', 'commonToken=t1')
      .set('content-type', 'application/json')
      .send('{"purpose":"avatar"}');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is refused in production with a clear error, and GraphiQL with it', async () => {
    const prod = await testGateway(fake.url, { NODE_ENV: 'production', GRAPHIQL: 'on' });
    try {
      const res = await request(prod.server).post('/graphql').send({ query: INTROSPECT });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(res.body.errors[0].message).toMatch(/introspection has been disabled/);
      const type = await request(prod.server).post('/graphql').send({ query: '{ __type(name: "Query") { name } }' });
      expect(type.body.errors[0].message).toMatch(/introspection/);
      // an ordinary query still answers, __typename included
      const ok = await request(prod.server).post('/graphql').send({ query: '{ __typename language }' });
      expect(ok.body.data.__typename).toBe('Query');
      expect((await request(prod.server).get('/graphiql')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('answers in development, and where GRAPHQL_INTROSPECTION=on', async () => {
    const res = await request(app.server).post('/graphql').send({ query: INTROSPECT });
    expect(res.body.data.__schema.queryType.name).toBe('Query');
    const on = await testGateway(fake.url, { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' });
    try {
      const r = await request(on.server).post('/graphql').send({ query: INTROSPECT });
      expect(r.body.data.__schema.queryType.name).toBe('Query');
    } finally {
      await on.close();
    }
  });

  it('defaults follow NODE_ENV, and GraphiQL never runs without introspection', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ graphqlIntrospection: false, graphiql: false });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ graphqlIntrospection: true, graphiql: true });
    expect(loadConfig({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'off' }).graphiql).toBe(false);
  });
});

describe('the closed set of error codes', () => {
  it.each(Object.values(ErrorCode))('%s reaches extensions.code unchanged', (code) => {
    const formatted = formatGraphQLError(new GatewayError(code, 'x'), true);
    expect(formatted.extensions?.code).toBe(code);
  });

  it('holds the codes of a hung rc-pub and of a refused method', () => {
    expect(ErrorCode.UPSTREAM_TIMEOUT).toBe('UPSTREAM_TIMEOUT');
    expect(ErrorCode.METHOD_NOT_ALLOWED).toBe('METHOD_NOT_ALLOWED');
  });
});
