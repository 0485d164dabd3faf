/**
 * What a rendered PDF is made from (docs/product/content.md#article-pdf): the article's detail as the article page
 * reads it, its journal and place in the journal, and its 'How to cite' in GB/T 7714 (the portal's default style),
 * built without the portal's address so the same article version always gives the same document.
 */
import { loadCitationRecords } from '../citation/record.js';
import { citeRecords } from '../citation/render.js';
import type { Db } from '../db/client.js';
import { findArticleById } from '../repositories/articles.js';
import { articleDetail } from '../services/article/common.js';
import type { PdfDocumentInput } from './document.js';

/** Where an article sits in its journal: "year, volume(issue): pages" with whatever of these is known. */
export function placementOf(p: {
  year: number | null;
  volume: string | null;
  issue: string | null;
  fpage: string | null;
  lpage: string | null;
  elocationId: string | null;
}): string {
  const pages = p.fpage ? (p.lpage && p.lpage !== p.fpage ? `${p.fpage}-${p.lpage}` : p.fpage) : p.elocationId;
  const volume = p.volume ? `${p.volume}${p.issue ? `(${p.issue})` : ''}` : p.issue ? `(${p.issue})` : '';
  const where = [p.year ? String(p.year) : '', volume].filter(Boolean).join(', ');
  return [where, pages ?? ''].filter(Boolean).join(': ');
}

/** The document input of article `articleId`, or null for an unknown article. */
export async function loadPdfInput(db: Db, articleId: number): Promise<PdfDocumentInput | null> {
  const row = await findArticleById(db, articleId);
  if (!row) return null;
  const [article, records] = await Promise.all([articleDetail(db, row), loadCitationRecords(db, [articleId])]);
  const record = records[0];
  if (!record) return null;
  const [citation] = await citeRecords([record], 'gbt7714-numeric');
  const { titleZh, titleEn } = record.journal;
  const journal = (row.originalLanguage === 'zh' ? titleZh || titleEn : titleEn || titleZh) || '';
  return {
    article,
    journal,
    placement: placementOf(record),
    citation: citation ? { quote: citation.quote, transQuote: citation.transQuote } : null,
  };
}
