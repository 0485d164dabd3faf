/**
 * What each navigation style looks like (docs/product/sites-and-frame.md#header-styles, with their width bases), as data the header
 * renders from. Pure, shared by the header and its tests.
 *
 * 1 classic: logo row above a full-width theme-colour menu bar, content as wide as the window less 80 px.
 * 2 centred: a slim utility strip, logo row and a theme-colour menu bar, all centred at 1200 px.
 * 3 one row: logo, menu (dark on white) and links in one row, with a side-menu button; `ceiling` fixes it at the top.
 * 4 centred portal: logo centred above a centred white menu framed by theme-colour rules, 1200 px.
 * 5 cover: the header over a background image (backgroundUrl / backgroundCoverId) with a translucent menu bar.
 * 6 side menu: logo row with a 'Menu' button that opens the side menu; the bar carries the search box only.
 */

/** Header style number 1-6 (0 and unknown values are 1). */
export type NavStyle = 1 | 2 | 3 | 4 | 5 | 6;

/** The layout of one style. */
export interface HeaderLayout {
  style: NavStyle;
  /** Content width in px, or null for the window less 80 px. */
  widthBase: number | null;
  /** The horizontal menu is in the logo row (style 3). */
  oneRow: boolean;
  /** The header sits on the background image (style 5). */
  cover: boolean;
  /** The side-menu button shows at every width (styles 3 and 6; below 768 px always). */
  sideMenuAlways: boolean;
  /** No horizontal menu at all (style 6). */
  noMenuBar: boolean;
  /** The logo is centred (style 4). */
  centredLogo: boolean;
  /** The whole header sticks to the top (style 3 with ceiling, docs/product/sites-and-frame.md#fixed-header), except on article pages. */
  ceiling: boolean;
}

/** navStyle 1-6; 0 and anything else are style 1. */
export function normaliseNavStyle(n: number): NavStyle {
  return n >= 1 && n <= 6 && Number.isInteger(n) ? (n as NavStyle) : 1;
}

/** The width base: the configured one (e.g. 1000 px), else 1200 px for styles 2 and 4, else null (window - 80). */
export function widthBaseOf(style: NavStyle, configured: number | null | undefined): number | null {
  if (configured && configured > 0) return configured;
  return style === 2 || style === 4 ? 1200 : null;
}

/** The layout of a header config (navStyle, ceiling, widthBase). */
export function headerLayout(cfg: {
  navStyle: number;
  ceiling: boolean;
  widthBase?: number | null | undefined;
}): HeaderLayout {
  const style = normaliseNavStyle(cfg.navStyle);
  return {
    style,
    widthBase: widthBaseOf(style, cfg.widthBase),
    oneRow: style === 3,
    cover: style === 5,
    sideMenuAlways: style === 3 || style === 6,
    noMenuBar: style === 6,
    centredLogo: style === 4,
    ceiling: style === 3 && cfg.ceiling,
  };
}
