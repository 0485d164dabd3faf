/**
 * Related articles (docs/product/content.md#related-articles): articles of the same journal that share keywords (any
 * language, compared case-insensitively) or the column with a given article.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Ids of up to `limit` articles related to `articleId`, best first: more shared keywords first, then the same column,
 * then newest. Served by articles_pub_idx (the journal's articles) and the article_texts primary key (keywords).
 * Empty when the article does not exist or nothing relates to it.
 */
export async function relatedArticleIds(db: Db, articleId: number, limit: number): Promise<number[]> {
  const res = await db.execute(sql`
    with me as (
      select id, publication_id, nullif(trim(column_zh), '') as column_zh, nullif(trim(column_en), '') as column_en
      from articles where id = ${articleId}
    ),
    kw as (
      select distinct lower(trim(k)) as k
      from article_texts t, unnest(t.keywords) as k
      where t.article_id = ${articleId} and trim(k) <> ''
    ),
    scored as (
      select a.id, a.published_date,
        (select count(distinct lower(trim(k2)))
           from article_texts t2, unnest(t2.keywords) as k2
           where t2.article_id = a.id and lower(trim(k2)) in (select k from kw)) as shared,
        (a.column_zh = me.column_zh or a.column_en = me.column_en) as same_column
      from articles a join me on a.publication_id = me.publication_id and a.id <> me.id
    )
    select id from scored
    where shared > 0 or same_column
    order by shared desc, same_column desc, published_date desc nulls last, id desc
    limit ${limit}
  `);
  // PGlite and node-postgres both answer { rows }
  return (res as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}
