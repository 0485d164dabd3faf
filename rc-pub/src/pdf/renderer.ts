/**
 * Headless Chromium that prints article documents to PDF (docs/product/content.md#article-pdf), through
 * playwright-core: one browser per rc-pub process, launched on the first render and closed with the app; one
 * browser context and page per render, with scripts off; at most `concurrency` renders at once, the others wait in
 * arrival order. The page reaches nothing over the network: the document itself and the stored files it names
 * (GET /rc-pub/front/files/get?id=) are answered from memory by request interception, every other request is aborted.
 */
import { type Browser, chromium, type Route } from 'playwright-core';
import { RcPubPaths } from '../contract/paths.js';

/** Arguments of the PDF Chromium: headless, no sandbox (containers run it as a plain user), no background traffic. */
export const PDF_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Origin the document is loaded from inside Chromium: a reserved name (RFC 2606), never resolved. */
const DOC_ORIGIN = 'http://article.pdf.invalid';
/** Longest a launch, a document load or a print may take (ms) before the render fails. */
const STEP_TIMEOUT_MS = 120_000;

/** Chromium could not be started (missing executable, no shared libraries): the PDF answers 503. */
export class ChromiumUnavailableError extends Error {
  constructor(
    readonly executablePath: string,
    cause: unknown,
  ) {
    super(`Chromium at ${executablePath} could not start: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ChromiumUnavailableError';
  }
}

/** A stored file the document shows, answered to Chromium from memory. */
export interface PrintFile {
  data: Buffer;
  mime: string;
}

/** One document to print. */
export interface PrintJob {
  /** The whole HTML document (UTF-8), with its print stylesheet. */
  html: string;
  /** Chromium's header and footer templates (classes pageNumber, totalPages fill in the numbers). */
  headerTemplate: string;
  footerTemplate: string;
  /** The bytes of stored file `id` (an image of the body), or null when it cannot be had (the image stays empty). */
  fileOf: (id: number) => Promise<PrintFile | null>;
}

/** A printed PDF: its bytes and number of pages. */
export interface PrintedPdf {
  data: Buffer;
  pages: number;
}

/** Options of {@link PdfRenderer}. */
export interface PdfRendererOptions {
  executablePath: string;
  /** Renders at once (at least 1). */
  concurrency: number;
}

/** Number of pages of a PDF Chromium wrote: its page objects (`/Type /Page`, not `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/** The stored file id a request names, when it is GET /rc-pub/front/files/get?id=N on the document's origin. */
function storedFileId(url: string): number | null {
  const u = new URL(url);
  if (u.origin !== DOC_ORIGIN || u.pathname !== RcPubPaths.file) return null;
  const id = Number(u.searchParams.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The PDF printer: see the module comment. */
export class PdfRenderer {
  private browser: Promise<Browser> | undefined;
  private active = 0;
  /** Renders waiting for a slot: called with true when handed one, false when the renderer closed. */
  private readonly queue: ((granted: boolean) => void)[] = [];
  private closed = false;

  constructor(private readonly options: PdfRendererOptions) {}

  /** Renders waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Prints `job` to an A4 PDF with its header and footer, waiting for a free slot first.
   * @throws ChromiumUnavailableError when Chromium cannot start; Error when the renderer is closed or a step times out.
   */
  async print(job: PrintJob): Promise<PrintedPdf> {
    await this.acquire();
    try {
      const browser = await this.launch();
      return await this.printOn(browser, job);
    } finally {
      this.release();
    }
  }

  /** Closes the browser (the app's onClose); renders still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.queue.splice(0)) wake(false);
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  private async acquire(): Promise<void> {
    if (this.closed) throw new Error('the PDF renderer is closed');
    if (this.active < Math.max(1, this.options.concurrency)) {
      this.active++;
      return;
    }
    // release() hands its slot over to the next waiter (active stays the same)
    const granted = await new Promise<boolean>((resolve) => this.queue.push(resolve));
    if (!granted) throw new Error('the PDF renderer is closed');
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next(true);
    else this.active--;
  }

  /** The one browser, launched on first use; a failed launch or a crash lets the next render launch again. */
  private launch(): Promise<Browser> {
    if (!this.browser) {
      const { executablePath } = this.options;
      const launching = chromium
        .launch({
          executablePath,
          args: [...PDF_CHROMIUM_ARGS],
          timeout: STEP_TIMEOUT_MS,
          // rc-pub's own shutdown (server.ts) closes the app and so the browser; a killed rc-pub closes Chromium's pipe
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        })
        .then((b) => {
          b.on('disconnected', () => {
            if (this.browser === launching) this.browser = undefined;
          });
          return b;
        })
        .catch((err: unknown) => {
          if (this.browser === launching) this.browser = undefined;
          throw new ChromiumUnavailableError(executablePath, err);
        });
      this.browser = launching;
    }
    return this.browser;
  }

  private async printOn(browser: Browser, job: PrintJob): Promise<PrintedPdf> {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: false });
    try {
      await context.route('**/*', (route) => this.answer(route, job));
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      // 'load': the document and every image it shows have arrived (or failed)
      await page.goto(`${DOC_ORIGIN}/`, { waitUntil: 'load' });
      const data = await page.pdf({
        format: 'A4',
        margin: { top: '22mm', bottom: '20mm', left: '18mm', right: '18mm' },
        displayHeaderFooter: true,
        headerTemplate: job.headerTemplate,
        footerTemplate: job.footerTemplate,
        printBackground: true,
        outline: true,
        tagged: true,
      });
      return { data, pages: countPdfPages(data) };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /** Answers one request of the page: the document, a stored file, or nothing. */
  private async answer(route: Route, job: PrintJob): Promise<void> {
    const url = route.request().url();
    if (url === `${DOC_ORIGIN}/`)
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: job.html });
    const id = storedFileId(url);
    const file = id === null ? null : await job.fileOf(id).catch(() => null);
    if (!file) return route.abort('blockedbyclient');
    return route.fulfill({ status: 200, contentType: file.mime, body: file.data });
  }
}
