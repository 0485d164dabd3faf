/**
 * The figure markup of the import (docs/product/content.md#figure-images): a stored figure is a <picture> of its web
 * renditions with the original's size, a JOSE PDF figure a <picture> of its drawn page, and a figure without its file
 * a sentence with a link to it at the publisher. Real JOSE files from demo-data; rc-pub tier, a database of its own.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import { pictureSources } from '../../rc-pub/src/images/srcset.js';
import { renderEl } from '../../rc-pub/src/import/body.js';
import { storeFiles } from '../../rc-pub/src/import/files.js';
import { sanitize } from '../../rc-pub/src/import/html.js';
import type { RenderCtx, StoredFileRef } from '../../rc-pub/src/import/render-types.js';
import { descendants, parseXml } from '../../rc-pub/src/import/xml.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { tinyPdf } from '../helpers/tiny-pdf.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demoJose = (p: string) => readFileSync(path.join(repo, 'demo-data/jats/jose', p));
const FIG1_PNG = demoJose('jose.00185/media/images/fig1.png'); // 3048 × 660 RGB
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let tdb: TestDb;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('figure markup of the import', () => {
  const xml = (body: string) =>
    parseXml(`<article xmlns:xlink="http://www.w3.org/1999/xlink"><body>${body}</body></article>`);
  const ctxOf = (fileRefs: Map<string, StoredFileRef>, lang = 'en', articleDoi?: string): RenderCtx => ({
    lang,
    files: fileRefs,
    resources: [],
    outline: [],
    seq: { n: 0 },
    ...(articleDoi ? { articleDoi } : {}),
  });

  it('shows a stored figure as a <picture> of its renditions with the size of the original', async () => {
    const refs = await db.transaction((tx) =>
      storeFiles(tx, [
        { href: 'media/images/fig1.png', name: 'fig1.png', mime: 'image/png', data: FIG1_PNG, sha256: sha(FIG1_PNG) },
      ]),
    );
    const ref = refs.get('media/images/fig1.png')!;
    expect([ref.width, ref.height, ref.renditions?.length]).toEqual([3048, 660, 8]);
    const doc = xml(
      '<fig id="f1"><label>Figure 1</label><caption><p>A chart.</p></caption><graphic xlink:href="media/images/fig1.png"/></fig>',
    );
    const ctx = ctxOf(refs);
    const html = renderEl(descendants(doc, ['fig'])[0]!, ctx, 1);
    const src = pictureSources(ref.renditions!, (id) => `/rc-pub/front/files/get?id=${id}`)!;
    const jpeg960 = ref.renditions!.find((r) => r.purpose === 'web' && r.format === 'jpeg' && r.width === 960)!;
    expect(src.src).toBe(`/rc-pub/front/files/get?id=${jpeg960.fileId}`);
    expect(html).toContain('<figure id="f1" class="fig"><picture><source type="image/webp" srcset="');
    expect(html).toContain(`srcset="${src.webpSrcset}" sizes="(max-width: 900px) 100vw, 900px">`);
    expect(html).toContain(
      `<img src="${src.src}" srcset="${src.srcset}" sizes="(max-width: 900px) 100vw, 900px" width="3048" height="660" alt="Figure 1" loading="lazy" decoding="async" data-file-id="${ref.fileId}"></picture>`,
    );
    expect(src.srcset).toMatch(/ 480w, .* 960w, .* 1600w$/);
    expect(ctx.resources[0]).toMatchObject({ kind: 'figure', jatsId: 'f1', fileId: ref.fileId });
  });

  it('shows a JOSE PDF figure as a <picture> of its drawn page, alt from its caption, the PDF as its original', async () => {
    const jats = demoJose('jose.00286/paper.jats/10.21105.jose.00286.jats').toString('utf8');
    const fig = descendants(parseXml(jats), ['fig'])[0]!;
    const href = 'figure1-co-coefficient-matrix.pdf';
    const data = demoJose(`jose.00286/paper.jats/${href}`);
    const refs = await db.transaction((tx) =>
      storeFiles(tx, [{ href, name: href, mime: 'application/pdf', data, sha256: sha(data) }]),
    );
    const ref = refs.get(href)!;
    expect(ref).toMatchObject({ mime: 'application/pdf', width: 1600, height: 1600 });
    expect([ref.renditions?.length, ref.problem]).toEqual([8, undefined]);
    const ctx = ctxOf(refs, 'en', '10.21105/jose.00286');
    const html = renderEl(fig, ctx, 1);
    const src = pictureSources(ref.renditions!, (id) => `/rc-pub/front/files/get?id=${id}`)!;
    expect(html).toMatch(/^<figure id="[^"]+" class="fig"><picture><source type="image\/webp" srcset="/);
    expect(html).toContain(
      `<img src="${src.src}" srcset="${src.srcset}" sizes="(max-width: 900px) 100vw, 900px" width="1600" height="1600" alt="Visualization of the coefficient matrix from a Hartree–Fock calculation`,
    );
    expect(html).toContain(`decoding="async" data-file-id="${ref.fileId}"></picture>`);
    expect(html).not.toContain('figure-unavailable');
    expect(sanitize(html)).toMatch(new RegExp(`data-file-id="${ref.fileId}" ?/?></picture>`));
    expect(ctx.resources[0]).toMatchObject({ kind: 'figure', mime: 'application/pdf', fileId: ref.fileId });
  });

  it('keeps a PDF figure that cannot be drawn as a download: no problem for the import, a warning, a figure note', async () => {
    const data = tinyPdf(true);
    const warnings: string[] = [];
    const refs = await db.transaction((tx) =>
      storeFiles(
        tx,
        [{ href: 'locked.pdf', name: 'locked.pdf', mime: 'application/pdf', data, sha256: sha(data) }],
        warnings,
      ),
    );
    const ref = refs.get('locked.pdf')!;
    expect([ref.problem, ref.renditions]).toEqual([undefined, undefined]);
    expect(warnings).toEqual([
      expect.stringMatching(/^locked\.pdf: image file \d+ .*locked with a password.*download only$/),
    ]);
    const doc = xml('<fig id="f9"><label>Figure 9</label><graphic xlink:href="locked.pdf"/></fig>');
    const html = renderEl(descendants(doc, ['fig'])[0]!, ctxOf(refs, 'en', '10.1234/abc.9'), 1);
    expect(html).toContain(
      `<p class="figure-unavailable" data-label="Figure 9" data-publisher-url="https://doi.org/10.1234/abc.9" data-href="locked.pdf" data-reason="unreadable" data-file-id="${ref.fileId}">The image of Figure 9 cannot be shown here.`,
    );
    expect(html).not.toContain('<picture');
  });

  it('says a PLOS figure is not included here and links to it at the publisher by its own DOI', () => {
    const plos = readFileSync(path.join(repo, 'demo-data/jats/plos-one/journal.pone.0146913.xml'), 'utf8');
    const fig = descendants(parseXml(plos), ['fig'])[0]!;
    const ctx = ctxOf(new Map(), 'en', '10.1371/journal.pone.0146913');
    const html = renderEl(fig, ctx, 1);
    const url = 'https://doi.org/10.1371/journal.pone.0146913.g001';
    expect(html).toContain(
      `<p class="figure-unavailable" data-label="Fig 1" data-publisher-url="${url}" data-href="info:doi/10.1371/journal.pone.0146913.g001" data-reason="missing">The image of Fig 1 is not included here. <a href="${url}" target="_blank" rel="noopener">View it at the publisher</a></p>`,
    );
    expect(html).not.toMatch(/figure-missing|<img/);
    expect(ctx.resources[0]).toMatchObject({
      kind: 'figure',
      label: 'Fig 1',
      doi: '10.1371/journal.pone.0146913.g001',
    });
    // what the article stores: the sentence and its link survive the sanitizer
    expect(sanitize(html)).toContain(`The image of Fig 1 is not included here. <a href="${url}"`);
  });

  it('falls back to the article DOI, in the language of the text', () => {
    const doc = xml('<fig id="f2"><label>图2</label><graphic xlink:href="missing.tif"/></fig>');
    const html = renderEl(descendants(doc, ['fig'])[0]!, ctxOf(new Map(), 'zh', '10.1234/abc.5'), 1);
    expect(html).toContain('data-publisher-url="https://doi.org/10.1234/abc.5"');
    expect(html).toContain('本站未收录图2的图片。 <a href="https://doi.org/10.1234/abc.5"');
    expect(html).toContain('到出版方网站查看');
  });
});
