/** Shared: article row → detail wire (texts in every language, resources with their files, PDF and XML). */
import type { ArticleDetailWire } from '../../contract/wire.js';
import type { Db } from '../../db/client.js';
import { listTexts, type ArticleRow } from '../../repositories/articles.js';
import {
  findArticleFileFacts,
  listArticleRenditions,
  listResourcesWithFiles,
} from '../../repositories/article-files.js';
import { toArticleDetail } from '../mappers/article.js';

/** Loads texts, resources with their files and renditions, the PDF row and XML presence of one article and maps it. */
export async function articleDetail(db: Db, row: ArticleRow): Promise<ArticleDetailWire> {
  const [texts, resources, renditions, facts] = await Promise.all([
    listTexts(db, [row.id], true),
    listResourcesWithFiles(db, row.id),
    listArticleRenditions(db, row.id),
    findArticleFileFacts(db, row.id),
  ]);
  return toArticleDetail(row, texts, resources, { renditions, facts });
}
