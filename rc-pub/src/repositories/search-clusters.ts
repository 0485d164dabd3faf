/**
 * Facet counts of a search (issue 3 clusters; SPEC §7 /front/search/clusters): journal, year, column, author and
 * keyword over the matched set, in ONE statement: the matched rows are materialised once (CTE) and each facet is a
 * GROUP BY over them, keeping the top {@link CLUSTER_TOP} buckets.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { publications } from '../db/schema/content.js';
import { searchDocs as d } from '../db/schema/search.js';
import { type SearchWhere, searchWhereSql } from './search.js';

/** Buckets kept per facet. */
export const CLUSTER_TOP = 20;

/** One bucket row: facet, value (what the filter takes), labels in zh and en, count. */
export interface ClusterRow {
  field: 'journal' | 'year' | 'column' | 'author' | 'keyword';
  value: string;
  labelZh: string;
  labelEn: string;
  count: number;
}

/**
 * Facet buckets of the matched set, most frequent first (years newest first), at most {@link CLUSTER_TOP} per facet.
 * Journal labels are the journal's titles; column buckets take the zh column name as value (the filter matches either
 * language); authors and keywords count each document once per distinct name.
 */
export async function searchClusters(db: Db, where: SearchWhere): Promise<ClusterRow[]> {
  const w = searchWhereSql(where);
  const top = CLUSTER_TOP;
  const res = await db.execute(sql`
    with m as materialized (
      select ${d.publicationId} as pub, ${d.year} as year, ${d.columnZh} as col_zh, ${d.columnEn} as col_en,
             ${d.authors} as authors, ${d.keywords} as keywords
      from ${d} where ${w}
    )
    (select 'journal' as field, m.pub::text as value, coalesce(max(${publications.titleZh}), '') as label_zh,
            coalesce(max(${publications.titleEn}), '') as label_en, count(*)::int as count
       from m join ${publications} on ${publications.id} = m.pub
      group by m.pub order by count(*) desc, m.pub limit ${top})
    union all
    (select 'year', m.year::text, m.year::text, m.year::text, count(*)::int
       from m where m.year is not null group by m.year order by m.year desc limit ${top})
    union all
    (select 'column', coalesce(nullif(m.col_zh, ''), m.col_en), coalesce(nullif(max(m.col_zh), ''), max(m.col_en)),
            coalesce(nullif(max(m.col_en), ''), max(m.col_zh)), count(*)::int
       from m where coalesce(nullif(m.col_zh, ''), m.col_en) <> ''
      group by coalesce(nullif(m.col_zh, ''), m.col_en) order by count(*) desc, 2 limit ${top})
    union all
    (select 'author', a.name, a.name, a.name, count(*)::int
       from m cross join lateral (select distinct x as name from unnest(m.authors) x where x <> '') a
      group by a.name order by count(*) desc, a.name limit ${top})
    union all
    (select 'keyword', k.name, k.name, k.name, count(*)::int
       from m cross join lateral (select distinct x as name from unnest(m.keywords) x where x <> '') k
      group by k.name order by count(*) desc, k.name limit ${top})
  `);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    field: String(r.field) as ClusterRow['field'],
    value: String(r.value),
    labelZh: String(r.label_zh ?? ''),
    labelEn: String(r.label_en ?? ''),
    count: Number(r.count),
  }));
}
