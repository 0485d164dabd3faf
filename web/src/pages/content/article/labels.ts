/** Label comparisons for the article heading and details. */

/** True when a JATS article-type (`research-article`) names the same thing as the column (`Research Article`). */
export function sameLabel(type: string, column: string | null | undefined): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[-_\s]+/g, ' ')
      .trim();
  return Boolean(column) && norm(type) === norm(column ?? '');
}
