/**
 * What the article PDF adds to every request's context (lib/context.ts): the app's one PDF renderer, how long a
 * request waits for a rendering, the renderings under way, so requests for the same article version share one, and
 * the memory of recently served PDFs (docs/product/content.md#article-pdf). Built once in app.ts, closed with the app.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CtxContributor } from '../lib/context.js';
import { PdfCache } from './cache.js';
import { PdfRenderer } from './renderer.js';

/** Settings of rendered PDFs (rc-pub/src/config.ts: RC_PUB_CHROMIUM_PATH, RC_PUB_PDF_CONCURRENCY, RC_PUB_PDF_WAIT_SECONDS). */
export interface PdfConfig {
  /** Chromium executable. */
  chromiumPath: string;
  /** Renderings at once. */
  concurrency: number;
  /** How long a request waits for its rendering before it answers "being prepared" (ms). */
  waitMs: number;
}

/** The app's rendered-PDF machinery: see the module comment. */
export class PdfKit {
  readonly renderer: PdfRenderer;
  readonly waitMs: number;
  /** Which PDF serves an article and the bytes of recent PDFs (pdf/cache.ts). */
  readonly cache = new PdfCache();
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(
    config: PdfConfig,
    readonly log: FastifyBaseLogger,
  ) {
    this.renderer = new PdfRenderer({ executablePath: config.chromiumPath, concurrency: config.concurrency });
    this.waitMs = config.waitMs;
  }

  /**
   * Runs `make` for `key` unless a run for the same key is under way, whose promise is shared instead. The run is
   * forgotten when it settles (a failed run is tried again by the next request). A failure no request waits for any
   * more is logged.
   */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const run = make().finally(() => this.inflight.delete(key));
    run.catch((err: unknown) => this.log.warn({ err, key }, 'article PDF rendering failed'));
    this.inflight.set(key, run);
    return run;
  }

  /** Closes the renderer's browser (the app's onClose). */
  close(): Promise<void> {
    return this.renderer.close();
  }
}

declare module '../lib/context.js' {
  interface ServiceCtx {
    /** The app's rendered-PDF machinery (pdf/kit.ts). */
    pdf: PdfKit;
  }
}

/** The PDF field of each request's context: the app's one kit. */
export function pdfContext(kit: PdfKit): CtxContributor<'pdf'> {
  return () => ({ pdf: kit });
}
