/** Plain-text helpers of the editorial types: biographies and tables of contents. */

/** Non-blank lines (catalogue) or blank-line separated paragraphs (bio) of a plain text, trimmed. */
export function textParts(text: string | null | undefined, by: 'line' | 'paragraph'): string[] {
  if (!text) return [];
  return text
    .split(by === 'line' ? /\r?\n/ : /\r?\n\s*\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A page number argument: a non-negative integer, else 0. */
export const pageArg = (page: number | null | undefined): number => (page && page > 0 ? page : 0);
