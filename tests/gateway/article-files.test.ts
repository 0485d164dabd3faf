/**
 * An article's files through GraphQL on the worker's shared seeded stack (rc-pub's article detail, the gateway's
 * Article, ArticleResource, FigureImage and ArticlePdf resolvers; docs/product/content.md#figure-images,
 * #article-pdf): a JOSE package's figures in web sizes whose thumbnail and sources answer as JPEG, the package's own
 * PDF with its size, the XML download; a PLOS figure whose file is not in the demo data links to the figure at the
 * publisher by its own DOI; a loose JOSE XML whose figure is missing links to its article's DOI; supplementary files
 * are only those with a stored file. Downloads are not requested here: each would count for the seeded article.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../web/helpers/stack.js';

const stack = useStack();
let server: Parameters<typeof request>[0];

beforeAll(() => {
  server = stack().gateway.server;
});

const demo = path.resolve(import.meta.dirname, '../../demo-data/jats');

/** A JOSE package with eight figures shipped (PNG and JPEG) and no PDF of its own (PROVENANCE.md). */
const JOSE_FIGURES = '10.21105/jose.00185';
/** A JOSE package with its journal's PDF. */
const JOSE_PDF = '10.21105/jose.00090';
/** Loose JOSE XML whose one figure file is absent. */
const JOSE_LOOSE = '10.21105/jose.00206';
/** demo-data/jats/plos-one/journal.pone.0002554.xml: figures with their own DOIs, no figure files in the demo data. */
const PLOS = '10.1371/journal.pone.0002554';

const RESOURCE = `id kind label fileUrl publisherUrl downloadUrl fileSize fileName
  image { width height src srcset webpSrcset thumbnailUrl originalUrl originalMime originalSize }`;
const FIELDS = `id doi xmlUrl pdf { url origin size } resources { ${RESOURCE} } supplementaryFiles { ${RESOURCE} }`;

interface Resource {
  id: number;
  kind: string;
  label: string | null;
  fileUrl: string | null;
  publisherUrl: string | null;
  downloadUrl: string | null;
  fileSize: number | null;
  fileName: string | null;
  image: {
    width: number;
    height: number;
    src: string;
    srcset: string;
    webpSrcset: string | null;
    thumbnailUrl: string;
    originalUrl: string;
    originalMime: string;
    originalSize: number;
  } | null;
}
interface ArticleFiles {
  id: number;
  doi: string;
  xmlUrl: string | null;
  pdf: { url: string; origin: 'PACKAGE' | 'RENDERED'; size: number | null };
  resources: Resource[];
  supplementaryFiles: Resource[];
}

/** The articles by DOI with their file fields. */
async function articles(...dois: string[]): Promise<ArticleFiles[]> {
  const query = `query (${dois.map((_, i) => `$d${i}: String!`).join(', ')}) {
    ${dois.map((_, i) => `a${i}: articleByDoi(doi: $d${i}) { ${FIELDS} }`).join('\n')} }`;
  const variables = Object.fromEntries(dois.map((d, i) => [`d${i}`, d]));
  const res = await request(server).post('/graphql').send({ query, variables }).expect(200);
  expect(res.body.errors).toBeUndefined();
  return dois.map((_, i) => res.body.data[`a${i}`] as ArticleFiles);
}

/** The widths of a srcset (`url 480w, url 960w`), each URL a stored file of rc-pub. */
function srcsetWidths(srcset: string): number[] {
  return srcset.split(', ').map((part) => {
    const m = /^\/rc-pub\/front\/files\/get\?id=\d+ (\d+)w$/.exec(part);
    expect(m, part).not.toBeNull();
    return Number(m![1]);
  });
}

describe('a JOSE package: figures in web sizes, its PDF and XML', () => {
  it('gives every figure an image with JPEG and WebP sizes of at most 1600 px, never wider than the original', async () => {
    const [a] = await articles(JOSE_FIGURES);
    const figures = a!.resources.filter((r) => r.kind === 'FIGURE');
    expect(figures).toHaveLength(8);
    for (const f of figures) {
      const img = f.image!;
      expect(img, f.label ?? '').not.toBeNull();
      expect(f.publisherUrl).toBeNull();
      const widths = srcsetWidths(img.srcset);
      expect(widths).toEqual([...widths].sort((x, y) => x - y));
      expect(Math.max(...widths)).toBeLessThanOrEqual(Math.min(1600, img.width));
      expect(srcsetWidths(img.webpSrcset!)).toEqual(widths);
      expect(img.srcset).toContain(`${img.src} `);
      expect(img.originalUrl).toBe(f.downloadUrl);
      expect(img.originalUrl).toMatch(/^\/rc-pub\/front\/files\/download\?kind=file&id=\d+$/);
      expect(['image/png', 'image/jpeg']).toContain(img.originalMime);
      expect(img.originalSize).toBe(f.fileSize);
      expect(f.fileName).toMatch(/^fig\d\.(png|jpg)$/);
    }
    // the shipped file's own size (media/images/fig1.png)
    const fig1 = figures.find((f) => f.fileName === 'fig1.png')!;
    expect(fig1.fileSize).toBe(statSync(path.join(demo, 'jose/jose.00185/media/images/fig1.png')).size);
  });

  it('picks the 960 px JPEG as src of a figure wider than that, and the thumbnail and src answer as JPEG', async () => {
    const [a] = await articles(JOSE_FIGURES);
    const wide = a!.resources.find((r) => r.image && r.image.width > 1600)!;
    expect(wide, 'a figure wider than 1600 px').toBeDefined();
    const img = wide.image!;
    expect(srcsetWidths(img.srcset)).toEqual([480, 960, 1600]);
    expect(img.srcset).toContain(`${img.src} 960w`);
    for (const url of [img.src, img.thumbnailUrl]) {
      const res = await request(server).get(url).expect(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/jpeg/);
    }
    expect(img.thumbnailUrl).not.toBe(img.src);
  });

  it("names the package's own PDF with its size, and the XML download", async () => {
    const [withPdf, withoutPdf] = await articles(JOSE_PDF, JOSE_FIGURES);
    expect(withPdf!.pdf).toEqual({
      url: `/rc-pub/front/files/pdf?articleId=${withPdf!.id}`,
      origin: 'PACKAGE',
      size: statSync(path.join(demo, 'jose/jose.00090/10.21105.jose.00090.pdf')).size,
    });
    // its package ships no PDF: the portal renders one
    expect(withoutPdf!.pdf).toMatchObject({
      url: `/rc-pub/front/files/pdf?articleId=${withoutPdf!.id}`,
      origin: 'RENDERED',
    });
    expect(withPdf!.xmlUrl).toBe(`/rc-pub/front/files/download?kind=xml&articleId=${withPdf!.id}`);
  });
});

describe('files that are not here', () => {
  it("links a PLOS figure without its file to the figure's own DOI at the publisher", async () => {
    const [a] = await articles(PLOS);
    const figures = a!.resources.filter((r) => r.kind === 'FIGURE');
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) {
      expect(f).toMatchObject({ fileUrl: null, image: null, downloadUrl: null, fileSize: null, fileName: null });
      expect(f.publisherUrl, f.label ?? '').toMatch(/^https:\/\/doi\.org\/10\.1371\/journal\.pone\.0002554\.g\d+$/);
    }
  });

  it("links a figure without a DOI of its own to its article's DOI", async () => {
    const [a] = await articles(JOSE_LOOSE);
    const [fig] = a!.resources.filter((r) => r.kind === 'FIGURE');
    expect(fig).toMatchObject({ image: null, downloadUrl: null, publisherUrl: 'https://doi.org/10.21105/jose.00206' });
  });

  it('lists as supplementary files only the supplements and media whose file is stored', async () => {
    const all = await articles(PLOS, JOSE_FIGURES, '10.1371/journal.pmed.1000097');
    for (const a of all) {
      for (const s of a.supplementaryFiles) {
        expect(['OTHER', 'VIDEO', 'AUDIO']).toContain(s.kind);
        expect(s.downloadUrl).toMatch(/^\/rc-pub\/front\/files\/download\?kind=file&id=\d+$/);
        expect(s.fileSize).toBeGreaterThan(0);
        expect(s.fileName).toBeTruthy();
        expect(s.publisherUrl).toBeNull();
      }
      const missing = a.resources.filter((r) => ['OTHER', 'VIDEO', 'AUDIO'].includes(r.kind) && !r.downloadUrl);
      for (const r of missing) expect(a.supplementaryFiles.map((s) => s.id)).not.toContain(r.id);
      expect(a.supplementaryFiles.length + missing.length).toBe(
        a.resources.filter((r) => ['OTHER', 'VIDEO', 'AUDIO'].includes(r.kind)).length,
      );
    }
  });
});
