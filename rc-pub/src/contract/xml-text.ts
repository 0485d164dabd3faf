/**
 * Text for xmlbuilder2, which escapes `<`, `>` and `"` but leaves an `&` that starts something entity-like as it is
 * (`&amp;`, `&nbsp;`, `&#65;`: its writers' nonEntityAmpersandRegex). Stored text is text, never markup, so a title
 * holding `R&D;` or `&nbsp;` must reach the reader as written and must not make the document malformed (`&nbsp;` is
 * no XML entity). One rule for the XML writers of rc-pub (OAI-PMH records, Crossref deposits) and of the gateway (RSS
 * and Atom feeds).
 */

/** Characters XML 1.0 does not allow: C0 controls but tab, LF and CR; lone surrogates; U+FFFE and U+FFFF. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `s` without the characters XML 1.0 forbids (nothing escaped). */
export function xmlChars(s: string): string {
  return s.replace(NOT_XML, '');
}

/**
 * `s` ready for xmlbuilder2's `txt()` or `att()`: every `&` written `&amp;` (so xmlbuilder2 keeps it), characters
 * XML 1.0 forbids dropped. Idempotence is not a property: give it raw text once.
 */
export function xmlText(s: string): string {
  return xmlChars(s).replace(/&/g, '&amp;');
}

/**
 * `value` with every string in it (own enumerable properties of plain objects and arrays, any depth) passed through
 * {@link xmlText}; other values as they are. For a model about to be written as XML in one go.
 */
export function xmlTextDeep<T>(value: T): T {
  if (typeof value === 'string') return xmlText(value) as T;
  if (Array.isArray(value)) return value.map((v) => xmlTextDeep(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = xmlTextDeep(v);
    return out as T;
  }
  return value;
}
