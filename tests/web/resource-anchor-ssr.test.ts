/**
 * Figure, table and media search hits link to their place in the article (the /mag, /textList, /audioList result
 * routes and the article page; docs/product/search.md#figure-table-and-media-search): the hit's link is the article page with `#resource-{resourceId}`, and the article page
 * server-renders an element with that id inside the resource's figure. Through the real stack (seeded rc-pub, gateway
 * with SSR) on the PLOS ONE violin article (demo-data/jats/plos-one/journal.pone.0002554.xml), then the video and
 * audio links from fixture GraphQL answers.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { loadBuiltEntry } from './helpers/build.js';
import { startStack, type Stack } from './helpers/stack.js';
import { hit, result, searchExecute } from './search-fixtures.js';

const VIOLIN_DOI = '10.1371/journal.pone.0002554';

let stack: Stack;
let server: Parameters<typeof request>[0];

interface Resource {
  id: number;
  kind: string;
  jatsId: string | null;
  captionHtml: string | null;
}
let plosone: number;
let violin: { id: number; resources: Resource[] };

beforeAll(async () => {
  stack = await startStack();
  server = stack.gateway.server;
  const res = await request(server)
    .post('/graphql')
    .send({
      query: `query R($doi: String!) {
        site(sld: "plosone") { id }
        articleByDoi(doi: $doi) { id resources { id kind jatsId captionHtml } }
      }`,
      variables: { doi: VIOLIN_DOI },
    })
    .expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  plosone = res.body.data.site.id;
  violin = res.body.data.articleByDoi;
});

afterAll(async () => {
  await stack?.close();
});

const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first words of a resource's caption as a quoted phrase (a keyword that finds that resource). */
function captionPhrase(r: Resource): string {
  const words = (r.captionHtml ?? '').replace(/<[^>]+>/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? [];
  return `"${words.slice(0, 6).join(' ')}"`;
}

/** Searches `route` on plosone for the resource's caption and returns the hit link to the violin article. */
async function hitLink(route: string, type: string, r: Resource): Promise<string> {
  const url = `${route}?type=${type}&index=caption&searchText=${encodeURIComponent(captionPhrase(r))}&lang=en`;
  const html = (await request(server).get(url).set('Host', 'plosone.localhost').expect(200)).text;
  expect(html).toContain('data-testid="search-hits"');
  const links = [...html.matchAll(new RegExp(`href="(/article/id/${plosone}/${violin.id}/en[^"]*)"`, 'g'))].map(
    (m) => m[1]!,
  );
  expect(links.length, `a hit of ${url} links to the article`).toBeGreaterThan(0);
  return links.find((l) => l.endsWith(`#resource-${r.id}`)) ?? links[0]!;
}

describe('a figure or table hit opens the article at the resource', () => {
  for (const [kind, route, type] of [
    ['FIGURE', '/mag', '25'],
    ['TABLE', '/textList', 'table'],
  ] as const) {
    it(`${kind}: the hit links to #resource-{id} and the article page has that element in the figure`, async () => {
      const r = violin.resources.find((x) => x.kind === kind && x.jatsId && x.captionHtml);
      expect(r, `the violin article has a ${kind} with a caption`).toBeDefined();
      const link = await hitLink(route, type, r!);
      expect(link).toBe(`/article/id/${plosone}/${violin.id}/en#resource-${r!.id}`);
      const [path, fragment] = link.split('#');
      const page = (await request(server).get(path!).set('Host', 'plosone.localhost').expect(200)).text;
      const body = page.slice(page.indexOf('data-testid="article-body"'));
      // The element with the fragment's id is the first child of the resource's figure (its JATS id).
      expect(body).toMatch(
        new RegExp(`<figure\\b[^>]*\\sid="${escRe(r!.jatsId!)}"[^>]*><span id="${fragment}" class="resource-anchor">`),
      );
      expect(page.match(new RegExp(`id="${fragment}"`, 'g'))).toHaveLength(1);
      // every figure/table resource of the article has its anchor
      for (const x of violin.resources.filter((y) => y.jatsId && (y.kind === 'FIGURE' || y.kind === 'TABLE')))
        expect(body).toContain(`id="resource-${x.id}"`);
    });
  }
});

describe('video and audio hits link to #resource-{id} (/audioList)', () => {
  let render: SsrRender;
  let template: string;
  beforeAll(async () => {
    ({ render, template } = await loadBuiltEntry());
  });
  it('each media hit links to its place in its article; a hit without an article has no link', async () => {
    const hits = [
      hit(301, 'VIDEO', {
        title: '[Demo] Video 1',
        article: { id: 17, titleLanguage: 'en' },
        articleTitle: '[Demo] Article',
      }),
      hit(302, 'AUDIO', {
        title: '[Demo] Audio 1',
        article: { id: 18, titleLanguage: 'en' },
        articleTitle: '[Demo] Article',
      }),
      hit(303, 'AUDIO', { title: '[Demo] Audio 2' }),
    ];
    for (const [route, type] of [
      ['/audioList', 29],
      ['/audioList', 28],
    ] as const) {
      const mock = searchExecute(result(hits));
      const res = await render({
        url: `${route}?type=${type}&searchText=demo&lang=en`,
        host: 'localhost:3000',
        cookies: {},
        template,
        execute: mock.execute,
      });
      const html = res.html ?? '';
      expect(html).toContain('href="/article/id/3/17/en#resource-301"');
      expect(html).toContain('href="/article/id/3/18/en#resource-302"');
      expect(html).toContain('[Demo] Audio 2');
      expect(html).not.toContain('resource-303');
    }
  });
});
