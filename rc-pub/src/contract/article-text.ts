/** The per-language text of an article (docs/product/content.md#texts-and-languages; article_texts without its article key; article detail `texts`). */
import type { ArticleTextWire } from './wire.js';

/**
 * Copies exactly the text fields of an article text: lang, isOriginal, title, subtitle, abstractHtml (sanitized HTML
 * or null), keywords, bodyHtml (sanitized HTML or null) and outline. One definition for both directions: the import
 * writes an `article_texts` row from a parsed draft with it, and the article mapper answers a stored row with it
 * (dropping `articleId` and any extra fields the source carries). Pure; never throws.
 */
export function articleTextFields(t: ArticleTextWire): ArticleTextWire {
  return {
    lang: t.lang,
    isOriginal: t.isOriginal,
    title: t.title,
    subtitle: t.subtitle,
    abstractHtml: t.abstractHtml,
    keywords: t.keywords,
    bodyHtml: t.bodyHtml,
    outline: t.outline,
  };
}
