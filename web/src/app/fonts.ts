/**
 * The portal's font stacks (docs/product/sites-and-frame.md#fonts). Chakra's default stack names Latin fonts only, so a
 * browser drew Chinese text in whatever font its system fallback found (a Japanese one, with Japanese glyph forms, on
 * some machines) and searched for that fallback on each run of Chinese text while laying out the page. Chinese pages
 * (`<html lang="zh-CN">`) now name the Chinese system fonts of each platform first; English pages keep the Latin fonts
 * first and name the same Chinese fonts before the generic family, for the Chinese titles and names they show. A
 * part of a page in the other language takes that language's stack ({@link langFontsCss}).
 */

/** Chakra's default Latin sans-serif fonts, in its order. */
const LATIN = 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial';
/** Simplified-Chinese system fonts: macOS and iOS, Windows, Android and Linux (Noto/Source Han, WenQuanYi). */
const CJK =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", ' +
  '"WenQuanYi Micro Hei"';
/** Colour emoji, last as in Chakra's default. */
const EMOJI = '"Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

/** The body and heading stack of English pages (the `fonts.body` and `fonts.heading` tokens). */
export const LATIN_FIRST_FONTS = `${LATIN}, ${CJK}, sans-serif, ${EMOJI}`;
/** The body and heading stack of Chinese pages. */
export const CJK_FIRST_FONTS = `${CJK}, ${LATIN}, sans-serif, ${EMOJI}`;

/** Chakra's `fonts` tokens with the portal's stacks (`mono` unchanged). */
export function fontTokens<T extends { mono: unknown }>(
  fonts: T,
): T & { body: { value: string }; heading: { value: string } } {
  return { ...fonts, body: { value: LATIN_FIRST_FONTS }, heading: { value: LATIN_FIRST_FONTS } };
}

/** A rule giving `selector` the body and heading stack `stack` (the variables, and the font of the element itself). */
const stackRule = (selector: string, stack: string, own: boolean) =>
  `${selector}{--chakra-fonts-body:${stack};--chakra-fonts-heading:${stack}${own ? ';font-family:var(--chakra-fonts-body)' : ''}}`;

/**
 * The stacks by language, for the build stylesheet: Chinese pages get the Chinese-first stack; a part of a page marked
 * in the other language (`lang="en"` on an English title, abstract or full text of a Chinese page, `lang="zh-CN"`
 * on Chinese text of an English page; WCAG 3.1.2) gets that language's stack, so English text of a Chinese page is
 * drawn in the Latin system fonts and not in the Latin letters of a Chinese font. Only the element carrying the
 * attribute is matched (its children inherit), so a child with a font of its own (code in monospace) keeps it.
 * Unlayered, so it wins over the token variables of Chakra's `tokens` layer and its recipes, whatever the specificity.
 * A function, not a constant: only the build calls it, and a module-level `join` stayed in the browser's entry chunk.
 */
export function langFontsCss(): string {
  return [
    stackRule('html:lang(zh)', CJK_FIRST_FONTS, false),
    stackRule('html:lang(zh) [lang|="en"]', LATIN_FIRST_FONTS, true),
    stackRule('html:lang(en) [lang|="zh"]', CJK_FIRST_FONTS, true),
  ].join('');
}
