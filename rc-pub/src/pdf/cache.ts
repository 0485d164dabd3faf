/**
 * What the PDF route keeps in memory so a PDF asked for again is served without the database
 * (docs/product/content.md#article-pdf): which stored PDF serves an article, for a few seconds (an article updated by
 * an import is served its new PDF at most that much later), and the bytes of recently served PDFs, by content hash
 * (always right: a hash names one content), within a byte budget, least recently used out first. A Map keeps insertion
 * order, which is the recency order here (a hit is moved to the end).
 */

/** Which stored PDF serves an article. */
export interface ServedPdf {
  fileId: number;
  /** File name the reader gets, e.g. 10.1371_journal.pmed.0020124.pdf. */
  name: string;
  /** SHA-256 (hex) of the bytes. */
  sha256: string;
  origin: 'package' | 'rendered';
}

/** How long an article's served PDF is taken as known without asking the database (ms). */
export const PDF_STATE_TTL_MS = 5_000;
/** Articles whose served PDF is remembered at most. */
const MAX_STATES = 10_000;
/** Bytes of PDFs kept at most (a PDF larger than a quarter of this is never kept). */
export const PDF_BYTES_BUDGET = 64 * 1024 * 1024;

/** The two memories of the module comment. */
export class PdfCache {
  private readonly states = new Map<number, { at: number; pdf: ServedPdf }>();
  private readonly bytes = new Map<string, Buffer>();
  private held = 0;

  constructor(private readonly budget = PDF_BYTES_BUDGET) {}

  /** The PDF that served article `articleId` less than {@link PDF_STATE_TTL_MS} ago, else undefined. */
  served(articleId: number, now = Date.now()): ServedPdf | undefined {
    const hit = this.states.get(articleId);
    if (!hit) return undefined;
    if (now - hit.at < PDF_STATE_TTL_MS) return hit.pdf;
    this.states.delete(articleId);
    return undefined;
  }

  /** Remembers that `pdf` serves article `articleId` now. */
  serve(articleId: number, pdf: ServedPdf, now = Date.now()): void {
    this.states.delete(articleId);
    this.states.set(articleId, { at: now, pdf });
    if (this.states.size > MAX_STATES) this.states.delete(this.states.keys().next().value!);
  }

  /** The bytes hashing to `sha256`, when kept. */
  data(sha256: string): Buffer | undefined {
    const data = this.bytes.get(sha256);
    if (data) {
      this.bytes.delete(sha256);
      this.bytes.set(sha256, data);
    }
    return data;
  }

  /** Keeps `data` (hashing to `sha256`), letting the least recently used go beyond the budget. */
  keep(sha256: string, data: Buffer): void {
    if (this.bytes.has(sha256) || data.length > this.budget / 4) return;
    this.bytes.set(sha256, data);
    this.held += data.length;
    for (const [key, old] of this.bytes) {
      if (this.held <= this.budget) break;
      this.bytes.delete(key);
      this.held -= old.length;
    }
  }
}
