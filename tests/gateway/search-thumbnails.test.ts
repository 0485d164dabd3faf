/**
 * Figure search shows a thumbnail for every figure that has a file (SearchHit.fileUrl; rc-pub's search hits,
 * docs/product/content.md#figure-images): on the worker's shared seeded stack, figure hits for words of JOSE captions
 * carry the JPEG thumbnail of their stored image (not the original, which may be megabytes), which answers through
 * the gateway as image/jpeg; a hit whose figure file is not in the demo data (PLOS) has none.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../web/helpers/stack.js';

const stack = useStack();
let server: Parameters<typeof request>[0];

beforeAll(() => {
  server = stack().gateway.server;
});

interface Hit {
  id: number;
  fileUrl: string | null;
  article: { doi: string | null } | null;
}

/** The figure hits of `q` on the site `sld` (first 100). */
async function figureHits(sld: string, q: string): Promise<Hit[]> {
  const res = await request(server)
    .post('/graphql')
    .send({
      query: `query ($q: String!) { site(sld: "${sld}") { search(input: { q: $q, type: FIGURE, size: 100 }) {
        total hits { id fileUrl article { doi } } } } }`,
      variables: { q },
    })
    .expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.site.search.hits as Hit[];
}

/** The stored image files of an article's figures, by resource id, and their thumbnails. */
async function figureFiles(doi: string): Promise<Map<number, { fileUrl: string | null; thumbnailUrl: string | null }>> {
  const res = await request(server)
    .post('/graphql')
    .send({
      query: `query ($d: String!) { articleByDoi(doi: $d) { resources { id kind fileUrl image { thumbnailUrl } } } }`,
      variables: { d: doi },
    })
    .expect(200);
  const resources = res.body.data.articleByDoi.resources as {
    id: number;
    kind: string;
    fileUrl: string | null;
    image: { thumbnailUrl: string } | null;
  }[];
  return new Map(
    resources
      .filter((r) => r.kind === 'FIGURE')
      .map((r) => [r.id, { fileUrl: r.fileUrl, thumbnailUrl: r.image?.thumbnailUrl ?? null }]),
  );
}

describe('figure search thumbnails', () => {
  it('gives JOSE figure hits their JPEG thumbnail, which answers as image/jpeg', async () => {
    // captions of 10.21105/jose.00185 (GemGIS): "Depth maps for unit A and unit B of example 5", ...
    const hits = (await figureHits('jose', 'GemGIS')).filter((h) => h.article?.doi === '10.21105/jose.00185');
    expect(hits.length).toBeGreaterThan(0);
    const files = await figureFiles('10.21105/jose.00185');
    for (const h of hits) {
      const f = files.get(h.id)!;
      expect(f.thumbnailUrl, `figure ${h.id}`).not.toBeNull();
      expect(h.fileUrl).toBe(f.thumbnailUrl);
      expect(h.fileUrl).not.toBe(f.fileUrl);
      const res = await request(server).get(h.fileUrl!).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/jpeg/);
      // a thumbnail, not the megabyte original
      expect(Number(res.headers['content-length'] ?? res.body.length)).toBeLessThan(100_000);
    }
  });

  it('gives no thumbnail to a figure whose file is not stored', async () => {
    const hits = await figureHits('plosone', 'violin');
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h.fileUrl).toBeNull();
  });
});
