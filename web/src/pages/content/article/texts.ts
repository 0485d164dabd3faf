/**
 * Choosing among an article's language versions (Article.texts: original first, then translations such as the
 * pt/en/es versions of Revista de Saúde Pública). Language tags are compared on their primary subtag, so `pt-BR`
 * matches `pt`.
 */

/** The fields of a text version these helpers read. */
export interface TextVersion {
  lang: string;
  isOriginal: boolean;
  bodyHtml?: string | null;
}

/** Primary language subtag, lower case (`pt-BR` → `pt`). */
export function primaryLang(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Texts with the interface language first, then the original, then the rest in their given order. */
export function orderTexts<T extends TextVersion>(texts: readonly T[], lang: string): T[] {
  const rank = (t: T) => (primaryLang(t.lang) === lang ? 0 : t.isOriginal ? 1 : 2);
  return texts
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
    .map((x) => x.t);
}

/**
 * The article's heading for the interface language `lang`: the title of the first version in {@link orderTexts} order,
 * else `title` (the gateway's pick), with the language it is in (the version's, else the original language). The h1
 * and the breadcrumb show it, each marked with that language (WCAG 3.1.2).
 */
export function headline(
  a: { title: string; originalLanguage: string; texts: readonly (TextVersion & { title?: string | null })[] },
  lang: string,
): { title: string; lang: string } {
  const main = orderTexts(a.texts, lang)[0];
  return { title: main?.title || a.title, lang: main ? main.lang : a.originalLanguage };
}

/** Texts that carry a full text, in {@link orderTexts} order. */
export function textsWithBody<T extends TextVersion>(texts: readonly T[], lang: string): T[] {
  return orderTexts(texts, lang).filter((t) => Boolean(t.bodyHtml?.trim()));
}

/**
 * The full-text version to show: the `requested` one (the `?text=` query) when it has a body, else the first of
 * {@link textsWithBody}; null when no version has a body.
 */
export function pickBodyText<T extends TextVersion>(
  texts: readonly T[],
  lang: string,
  requested: string | null,
): T | null {
  const candidates = textsWithBody(texts, lang);
  if (requested) {
    const hit = candidates.find((t) => t.lang.toLowerCase() === requested.toLowerCase());
    if (hit) return hit;
  }
  return candidates[0] ?? null;
}
