/**
 * Groups an issue's articles by column (journal section, e.g. "Research Article"), keeping page order: columns appear
 * in the order of their first article, articles keep their order within a column. Articles without a column form a
 * group with `column: null`.
 */

/** A group of consecutive-or-not articles sharing one column. */
export interface ColumnGroup<T> {
  column: string | null;
  articles: T[];
}

/** Groups `articles` (in page order) by their `column`. */
export function groupByColumn<T extends { column?: string | null }>(articles: readonly T[]): ColumnGroup<T>[] {
  const groups = new Map<string, ColumnGroup<T>>();
  for (const a of articles) {
    const column = a.column?.trim() ? a.column.trim() : null;
    const key = column ?? '\u0000';
    let g = groups.get(key);
    if (!g) {
      g = { column, articles: [] };
      groups.set(key, g);
    }
    g.articles.push(a);
  }
  return [...groups.values()];
}
