/**
 * The article PDF (GET /rc-pub/front/files/pdf?articleId=, docs/product/content.md#article-pdf) through the real app
 * on the seeded database. This file starts Chromium: rendering a PDF from the article is the app's own work
 * (rc-pub/src/pdf/renderer.ts launches a headless Chromium on the first PDF asked for and closes it with the app),
 * so the renderer under test is the real one; the PDFs are read back with pdfjs-dist.
 * - a PLOS article renders a PDF of several pages with its title, author, table captions, references, DOI and the
 *   "n / N" page footer; the next request serves the stored file (same ETag, no second rendering), 304 on
 *   If-None-Match, 206 for a byte range;
 * - requests for the same article version at the same time share one rendering;
 * - a Chinese article renders with its Chinese title as text, in an embedded CJK font;
 * - a package PDF is served as it is, never rendered;
 * - an unknown article is a 404 envelope, a bad id a 400 one; a rendering slower than the wait answers 202 with a
 *   readable page and Retry-After; no Chromium answers a 503 envelope;
 * - each PDF served counts as a download of the article (crawlers not), and a member's is kept in their downloads.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { UsagePaths } from '../../rc-pub/src/contract/usage.js';
import { articlePdfs, articles, articleTexts, memberDownloads } from '../../rc-pub/src/db/schema/index.js';
import { PdfRenderer } from '../../rc-pub/src/pdf/renderer.js';
import { savePackagePdf } from '../../rc-pub/src/repositories/article-pdfs.js';
import type { TestDb } from '../helpers/db.js';
import { createMemberSession } from '../helpers/member-session.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { CHROMIUM } from '../web/helpers/chromium.js';

type App = Awaited<ReturnType<typeof buildApp>>;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PLOS = '10.1371/journal.pmed.0020124';

let tdb: TestDb;
let app: App;
const config = testRcPubConfig({ RC_PUB_CHROMIUM_PATH: CHROMIUM, RC_PUB_USAGE_FLUSH_SECONDS: '0' });

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config, db: tdb.handle });
  await app.ready();
}, 600_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The article with this DOI. */
async function articleId(doi: string): Promise<number> {
  const [row] = await tdb.handle.db.select({ id: articles.id }).from(articles).where(eq(articles.doi, doi));
  return row!.id;
}

function pdf(id: number | string, headers: Record<string, string> = {}, on: App = app) {
  return on.inject({
    method: 'GET',
    url: RcPubPaths.articlePdf,
    query: { articleId: String(id) },
    headers: { 'user-agent': CHROME, ...headers },
  });
}

/** Text with every white space removed: PDF text comes in pieces whose spacing says nothing. */
const squash = (s: string) => s.replace(/\s+/g, '');

/** A PDF read back: its page count, each page's text (squashed), and the fonts its first page uses. */
async function readPdf(
  data: Buffer,
): Promise<{ pages: number; text: string[]; fonts: { name: string; embedded: boolean }[] }> {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const text: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text.push(squash(content.items.map((i) => ('str' in i ? i.str : '')).join('')));
  }
  const first = await doc.getPage(1);
  const ops = await first.getOperatorList();
  const fonts = new Map<string, boolean>();
  ops.fnArray.forEach((fn, k) => {
    if (fn !== OPS.setFont) return;
    const font = first.commonObjs.get((ops.argsArray[k] as [string])[0]) as { name: string; missingFile?: boolean };
    fonts.set(font.name, !font.missingFile);
  });
  await doc.destroy();
  return { pages: text.length, text, fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })) };
}

describe('a PDF rendered from the article', () => {
  it('renders a PLOS article: title, author, table captions, references, DOI and page numbers', async () => {
    const print = vi.spyOn(PdfRenderer.prototype, 'print');
    const id = await articleId(PLOS);
    const res = await pdf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('inline; filename="10.1371_journal.pmed.0020124.pdf"');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = createHash('sha256').update(res.rawPayload).digest('hex');
    expect(res.headers.etag).toBe(`"${etag}"`);
    expect(print).toHaveBeenCalledTimes(1);

    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toBeGreaterThan(1);
    const all = text.join('');
    expect(text[0]).toContain(squash('Why Most Published Research Findings Are False'));
    expect(text[0]).toContain(squash('John P. A. Ioannidis'));
    expect(text[0]).toContain(squash('PLOS Medicine'));
    expect(all).toContain(squash('Table 1'));
    expect(all).toContain(squash('Research Findings and True Relationships'));
    expect(all).toContain(squash('References'));
    expect(all).toContain(squash('Moher D, Schulz KF, Altman DG. The CONSORT statement'));
    // The running head carries the DOI and the footer "n / N" on every page
    for (const [i, page] of text.entries()) {
      expect(page).toContain(squash(`DOI: ${PLOS}`));
      expect(page).toContain(squash(`${i + 1} / ${pages}`));
    }
    const [row] = await tdb.handle.db.select().from(articlePdfs).where(eq(articlePdfs.articleId, id));
    expect(row).toMatchObject({ origin: 'rendered', pages });
    expect(row!.versionKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the stored PDF on the next request, 304 when the reader has it, and byte ranges', async () => {
    const id = await articleId(PLOS);
    const print = vi.spyOn(PdfRenderer.prototype, 'print');
    const first = await pdf(id);
    const again = await pdf(id);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const unchanged = await pdf(id, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // A PDF viewer reads it in parts
    const part = await pdf(id, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${first.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, first.rawPayload.subarray(100, 200))).toBe(0);
    expect(print).not.toHaveBeenCalled();
  });

  it('renders once for requests of the same article at the same time', async () => {
    const id = await articleId('10.1371/journal.pone.0117688');
    const print = vi.spyOn(PdfRenderer.prototype, 'print');
    const answers = await Promise.all([pdf(id), pdf(id), pdf(id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('renders a Chinese article with its Chinese title as text, in an embedded CJK font', async () => {
    const [zh] = await tdb.handle.db
      .select({ id: articles.id, title: articleTexts.title })
      .from(articles)
      .innerJoin(articleTexts, eq(articleTexts.articleId, articles.id))
      .where(eq(articles.originalLanguage, 'zh'))
      .limit(1);
    const res = await pdf(zh!.id, { language: 'en' });
    expect(res.statusCode).toBe(200);
    const { text, fonts } = await readPdf(res.rawPayload);
    expect(text[0]).toContain(squash(zh!.title));
    // The words around the text are Chinese for a Chinese article, whatever the request language
    expect(text[0]).toContain('摘要');
    expect(fonts.some((f) => /WenQuanYi|CJK|SourceHan/i.test(f.name) && f.embedded)).toBe(true);
    expect(fonts.every((f) => f.embedded)).toBe(true);
  });
});

describe('a package PDF', () => {
  it('is served as it is, never rendered', async () => {
    const id = await articleId('10.7554/eLife.04490');
    const bytes = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await savePackagePdf(tdb.handle.db, {
      articleId: id,
      file: { name: 'elife-04490.pdf', mime: 'application/pdf', data: bytes, sha256 },
      pages: 1,
    });
    const print = vi.spyOn(PdfRenderer.prototype, 'print');
    const res = await pdf(id);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(res.headers.etag).toBe(`"${sha256}"`);
    expect(res.headers['content-disposition']).toContain('filename="10.7554_eLife.04490.pdf"');
    expect(print).not.toHaveBeenCalled();
  });
});

describe('errors and waiting', () => {
  it('answers a 404 envelope for an unknown article and a 400 one for a bad id, in the request language', async () => {
    const unknown = await pdf(2_147_483_647, { language: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', data: null });
    for (const bad of ['abc', '0', '-3', '1e309']) {
      const res = await pdf(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    }
    const missing = await app.inject({ method: 'GET', url: RcPubPaths.articlePdf });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 202 with Retry-After and a page that reloads itself while the PDF is rendered', async () => {
    const impatient = await buildApp({
      config: testRcPubConfig({ RC_PUB_CHROMIUM_PATH: CHROMIUM, RC_PUB_PDF_WAIT_SECONDS: '0' }),
      db: tdb.handle,
    });
    try {
      const id = await articleId('10.7554/eLife.14093');
      const res = await pdf(id, { language: 'en' }, impatient);
      expect(res.statusCode).toBe(202);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('The PDF is being prepared');
      expect(res.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
      expect((await pdf(id, { language: 'zh' }, impatient)).body).toContain('PDF 正在生成');
      // The rendering goes on: the PDF is stored and served once it is done
      await vi.waitFor(
        async () => {
          const rows = await tdb.handle.db.select().from(articlePdfs).where(eq(articlePdfs.articleId, id));
          expect(rows).toHaveLength(1);
        },
        { timeout: 60_000, interval: 200 },
      );
      expect((await pdf(id, {}, impatient)).statusCode).toBe(200);
    } finally {
      await impatient.close();
    }
  });

  it('answers a 503 envelope with Retry-After when Chromium cannot start', async () => {
    const broken = await buildApp({
      config: testRcPubConfig({ RC_PUB_CHROMIUM_PATH: '/nonexistent/chromium' }),
      db: tdb.handle,
    });
    try {
      const res = await pdf(await articleId('10.1371/journal.pone.0008915'), { language: 'en' }, broken);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ status: 503, data: null, message: expect.stringContaining('PDF') });
    } finally {
      await broken.close();
    }
  });
});

describe('downloads', () => {
  it("counts each PDF served as a download of the article, crawlers not, and keeps a member's", async () => {
    const id = await articleId(PLOS);
    const downloads = async () =>
      (await app.inject({ method: 'GET', url: UsagePaths.statistics, query: { id: String(id) } })).json().data
        .downloads as number;
    const before = await downloads();
    const member = await createMemberSession(tdb.handle.db);
    expect((await pdf(id, { token: member.token, 'x-client-ip': '198.51.100.23' })).statusCode).toBe(200);
    expect((await pdf(id, { 'user-agent': GOOGLEBOT, 'x-client-ip': '198.51.100.24' })).statusCode).toBe(200);
    expect(await downloads()).toBe(before + 1);
    const kept = await tdb.handle.db
      .select()
      .from(memberDownloads)
      .where(eq(memberDownloads.memberId, member.memberId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ articleId: id, resourceType: 428, resourceId: id });
    expect(kept[0]!.name).toBe('10.1371_journal.pmed.0020124.pdf');
  });
});
