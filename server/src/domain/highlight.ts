/**
 * Highlighted search snippets (contract SearchHitWire: "HTML with matches in <em>"). The web app renders them
 * as HTML, so the gateway lets through exactly one tag, `<em>`/`</em>` (balanced), and escapes everything else. Entities
 * rc-pub already wrote (`&lt;`, `&amp;`, `&#12290;`) stay as they are; a bare `&` becomes `&amp;`.
 */

const TOKEN = /<\/?em\s*>|[<>"]|&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});|&/gi;

/**
 * Keeps `<em>` and `</em>` (case-insensitive, re-emitted lower case), drops a `</em>` with no open `<em>` and
 * closes any left open; escapes `<`, `>`, `"` and bare `&`.
 * @returns safe HTML, or null for null/empty input.
 */
export function sanitizeHighlight(html: string | null | undefined): string | null {
  if (!html) return null;
  let open = 0;
  const out = html.replace(TOKEN, (m) => {
    const t = m.toLowerCase().replace(/\s+/g, '');
    if (t === '<em>') {
      open++;
      return '<em>';
    }
    if (t === '</em>') {
      if (!open) return '';
      open--;
      return '</em>';
    }
    if (m === '<') return '&lt;';
    if (m === '>') return '&gt;';
    if (m === '"') return '&quot;';
    if (m === '&') return '&amp;';
    return m; // an entity rc-pub already escaped
  });
  return out + '</em>'.repeat(open);
}
