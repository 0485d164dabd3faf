/**
 * The portal's font stacks (docs/product/sites-and-frame.md#fonts). Chakra's default stack names Latin fonts only, so a
 * browser drew Chinese text in whatever font its system fallback found (a Japanese one, with Japanese glyph forms, on
 * some machines) and searched for that fallback on each run of Chinese text while laying out the page. Chinese pages
 * (`<html lang="zh-CN">`) now name the Chinese system fonts of each platform first; English pages keep the Latin fonts
 * first and name the same Chinese fonts before the generic family, for the Chinese titles and names they show.
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

/**
 * Chinese pages' stacks, for the build stylesheet: unlayered, so it wins over the token variables of Chakra's
 * `tokens` layer, whatever the selectors' specificity.
 */
export const CJK_FONTS_CSS =
  `html:lang(zh){--chakra-fonts-body:${CJK_FIRST_FONTS};` + `--chakra-fonts-heading:${CJK_FIRST_FONTS}}`;
