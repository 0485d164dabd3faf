/** Shared: article row → detail wire (texts in every language, resources). */
import type { ArticleDetailWire } from '../../contract/wire.js';
import type { Db } from '../../db/client.js';
import { listResources, listTexts, type ArticleRow } from '../../repositories/articles.js';
import { toArticleDetail } from '../mappers/article.js';

/** Loads texts and resources of one article and maps it. */
export async function articleDetail(db: Db, row: ArticleRow): Promise<ArticleDetailWire> {
  const [texts, resources] = await Promise.all([listTexts(db, [row.id], true), listResources(db, row.id)]);
  return toArticleDetail(row, texts, resources);
}
