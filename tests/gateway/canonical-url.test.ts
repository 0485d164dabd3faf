/**
 * Article.canonicalUrl (docs/product/citation-and-harvest.md#one-address-per-article): the same article asked on the
 * aggregate site, its group site and its journal's own site names one canonical URL, on the journal's preferred site
 * (Publication.siteIds[0]) at that site's origin; the PUBLIC_SITE_ORIGIN template wins over the asked host and is
 * checked at start. Against recorded rc-pub answers (article 77 of PLOS Medicine, siteIds [4, 2, 1]); the preferred
 * site by id is answered from the recorded plosmed site.
 */
import request from 'supertest';
import { RcPubPaths } from 'rc-pub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { loadFixtures, startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import type { Fixture } from './fixture-key.js';
import { testGateway, type GatewayApp } from './gateway-app.js';

const fixtures = loadFixtures();
let fake: FakeRcPub;
let app: GatewayApp;
let templated: GatewayApp;

const ARTICLE = 77;
const QUERY = `{ article(id: ${ARTICLE}) { publication { siteIds } en: canonicalUrl(lang: EN) zh: canonicalUrl(lang: ZH) } }`;
/** The aggregate site, the PLOS group site and PLOS Medicine's own site, as a reader's browser names them. */
const HOSTS = ['localhost:3000', 'www.localhost:3000', 'plos.localhost:3000', 'plosmed.localhost:3000'];

/** The recorded site of `sld` (findBySld answer body). */
function recordedSite(sld: string): unknown {
  const fx = [...fixtures.values()].find(
    (f: Fixture) => f.path === RcPubPaths.findBySld && (f.query as Record<string, string>).sld === sld,
  );
  if (!fx) throw new Error(`no recorded site ${sld}: run pnpm fixtures:record`);
  return fx.body;
}

async function ask(target: GatewayApp, host: string) {
  const res = await request(target.server).post('/graphql').set('Host', host).send({ query: QUERY }).expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.article as { publication: { siteIds: number[] }; en: string | null; zh: string | null };
}

beforeAll(async () => {
  fake = await startFakeRcPub({ fixtures });
  const plosmed = recordedSite('plosmed');
  fake.on(RcPubPaths.findBySiteId, (req) =>
    req.query.get('siteId') === '4' ? { body: plosmed } : { body: { status: 404, message: 'no such site' } },
  );
  app = await testGateway(fake.url);
  templated = await testGateway(fake.url, { PUBLIC_SITE_ORIGIN: 'https://{sld}.journals.example.org' });
});
afterAll(async () => {
  await app?.close();
  await templated?.close();
  await fake?.close();
});

describe('Article.canonicalUrl', () => {
  it('names one URL on the journal’s own site whichever host asks', async () => {
    const answers = await Promise.all(HOSTS.map((h) => ask(app, h)));
    expect(answers[0]!.publication.siteIds[0]).toBe(4);
    for (const a of answers) {
      expect(a.en).toBe(`http://plosmed.localhost:3000/article/id/4/${ARTICLE}/en`);
      expect(a.zh).toBe(`http://plosmed.localhost:3000/article/id/4/${ARTICLE}/zh`);
    }
  });

  it('replaces only the first label of the asked host', async () => {
    const res = await request(app.server)
      .post('/graphql')
      .set('Host', 'plos.journals.example.org')
      .send({ query: QUERY })
      .expect(200);
    expect(res.body.data.article.en).toBe(`http://plosmed.journals.example.org/article/id/4/${ARTICLE}/en`);
  });

  it('uses the PUBLIC_SITE_ORIGIN template on every host', async () => {
    for (const host of [...HOSTS, '127.0.0.1:3000']) {
      const a = await ask(templated, host);
      expect(a.en).toBe(`https://plosmed.journals.example.org/article/id/4/${ARTICLE}/en`);
      expect(a.zh).toBe(`https://plosmed.journals.example.org/article/id/4/${ARTICLE}/zh`);
    }
  });

  it('refuses a PUBLIC_SITE_ORIGIN without {sld} or with a path at start', () => {
    for (const bad of ['https://journals.example.org', 'https://{sld}.example.org/portal', 'ftp://{sld}.example.org'])
      expect(() => loadConfig({ PUBLIC_SITE_ORIGIN: bad }), bad).toThrow(/PUBLIC_SITE_ORIGIN/);
    expect(loadConfig({ PUBLIC_SITE_ORIGIN: 'http://{sld}.localhost:3000' }).publicSiteOrigin).toBe(
      'http://{sld}.localhost:3000',
    );
  });
});
