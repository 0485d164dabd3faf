/**
 * Reading server-rendered HTML in tests: the entities React writes (`&quot;` `&#x27;` `&lt;` `&gt;` `&amp;`) turned back
 * into their characters, so text and attribute values compare with the strings a reader sees.
 */

/** `s` with React's HTML entities decoded (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
export function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
