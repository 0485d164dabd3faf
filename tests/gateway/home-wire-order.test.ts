/**
 * The home page's data phase stays within 1.25x its slowest rc-pub call: once the site is known, the rc-pub
 * requests of its wave are on the wire before the gateway resolves the rest of the site's tree, so that work overlaps
 * rc-pub's instead of delaying the calls. undici writes a request on a reused keep-alive connection only in the event
 * loop's check phase; without waiting for it (server/src/rc-pub/http.ts requestsWritten) every field of the cached
 * page frame resolved first.
 *
 * Order is observed, not time: undici's `undici:client:sendHeaders` diagnostics channel marks each request as it is
 * written, and a spy on the Site.name resolver marks the start of the site's own fields.
 */
import diagnostics from 'node:diagnostics_channel';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Site } from '../../server/src/graphql/resolvers/Site.js';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

/** The web home page's query on the aggregate site, trimmed (tests/gateway/home-waves.test.ts has the full frame). */
const HOME = /* GraphQL */ `
query HomeWire($sld: String) {
  site(sld: $sld) {
    id name
    header { navStyle greeting }
    nav { id name children { id name } }
    footer { copyright }
    tools { id name href }
    topNews { id title }
    publications { id title coverUrl }
    homeModules { id type title news { id title publishedAt } }
  }
}`;

/** What happened, in order: `sent <path>` when undici writes a request, `Site.name` when the site's fields resolve. */
const events: string[] = [];
const onSend = (message: unknown) => {
  const path = (message as { request?: { path?: string } }).request?.path ?? '?';
  events.push(`sent ${path.split('?')[0]}`);
};

let fake: FakeRcPub;
let app: GatewayApp;

const siteName = Site.name;

beforeAll(async () => {
  const name = siteName;
  if (typeof name !== 'function') throw new Error('Site.name is expected to be a resolver function');
  // Wrapped before the app is built: mercurius reads the resolver functions when it registers the schema.
  Site.name = (...args: Parameters<typeof name>) => {
    events.push('Site.name');
    return name(...args);
  };
  diagnostics.subscribe('undici:client:sendHeaders', onSend);
  fake = await startFakeRcPub({ fixtures: loadFixtures() });
  app = await testGateway(fake.url, { SITE_CONFIG_TTL_MS: '600000' });
});
afterAll(async () => {
  diagnostics.unsubscribe('undici:client:sendHeaders', onSend);
  Site.name = siteName;
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function home() {
  const res = await request(app.server)
    .post('/graphql')
    .send({ query: HOME, variables: { sld: 'www' } });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as { site: { name: string; publications: unknown[]; homeModules: { news: unknown[] }[] } };
}

describe('home page: rc-pub requests on the wire before the site tree resolves', () => {
  it('warm per-site cache: the journals and news requests are written before any Site field resolves', async () => {
    await home(); // fills the per-site cache and opens keep-alive connections
    events.length = 0;
    const data = await home();
    expect(data.site.publications.length).toBeGreaterThan(0);
    expect(data.site.homeModules.some((m) => m.news.length > 0)).toBe(true);

    const sent = events.filter((e) => e.startsWith('sent '));
    expect(sent.sort()).toEqual(['sent /rc-pub/front/front-news/list', 'sent /rc-pub/front/front-publication/list']);
    const firstField = events.indexOf('Site.name');
    expect(firstField, 'Site.name resolved').toBeGreaterThanOrEqual(0);
    expect(events.slice(0, firstField).sort(), 'written before the first Site field').toEqual(sent);
  });
});
