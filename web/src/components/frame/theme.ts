/**
 * Site theme and grayscale (docs/product/sites-and-frame.md, Theme colours and Grayscale). The gateway resolves the
 * preset/custom colours into `Theme` (primary,
 * hover, other, background opacity and bottom line; server/src/domain/theme.ts); the frame exposes them as CSS variables
 * so page CSS and Chakra style props can use `var(--theme-primary)` etc. Every variable is listed in {@link THEME_VARS}.
 */
import type { CSSProperties } from 'react';

/** Theme colours as resolved by the gateway (Site.theme). `other` falls back to the primary when absent. */
export interface ThemeColours {
  primary: string;
  hover: string;
  other?: string;
  background: string;
  bottomLine: string;
}

/** The CSS custom property of each theme colour (set on the frame's root element). */
export const THEME_VARS = {
  primary: '--theme-primary',
  hover: '--theme-hover',
  other: '--theme-other',
  background: '--theme-background',
  bottomLine: '--theme-bottom-line',
} as const satisfies Record<keyof ThemeColours, string>;

const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{3,20})$/;

function safe(value: string | undefined, fallback: string): string {
  const v = value?.trim() ?? '';
  return COLOUR.test(v) ? v : fallback;
}

/** CSS custom properties for a theme; unsafe values fall back to the default blue. */
export function themeVars(theme: ThemeColours): CSSProperties {
  const primary = safe(theme.primary, '#1e6bb8');
  return {
    [THEME_VARS.primary]: primary,
    [THEME_VARS.hover]: safe(theme.hover, '#155a9c'),
    [THEME_VARS.other]: safe(theme.other, primary),
    [THEME_VARS.background]: safe(theme.background, 'rgba(30,107,184,0.1)'),
    [THEME_VARS.bottomLine]: safe(theme.bottomLine, '#1e6bb8'),
  } as CSSProperties;
}

/** Where grayscale applies (docs/product/sites-and-frame.md#grayscale): 0 nowhere, 1 the page body only, any other non-zero value the whole page. */
export type GrayScope = 'none' | 'body' | 'page';

/** Maps Site.grayType to a {@link GrayScope}. */
export function grayScope(grayType: number): GrayScope {
  if (grayType === 0) return 'none';
  return grayType === 1 ? 'body' : 'page';
}

/** Class of the grayed page body (`<main>`, scope `body`): `filter: grayscale(1)` on that content layer only. */
export const GRAY_CLASS = 'rc-gray';

/**
 * Class of the whole-page grayscale layer (scope `page`). A CSS `filter` on an element makes it the containing block of
 * its fixed descendants, so a filter on the frame's root (or any ancestor of the fixed search bar, the sticky menu bar
 * or the floating toolbar) would make them scroll away with the page, and would trap the header's dropdowns in a
 * stacking context under the menu bar. Instead the frame puts one empty layer over the viewport, fixed, above
 * everything and transparent to the pointer, that grays what lies under it with `backdrop-filter: grayscale(1)`: no
 * element of the page gets a filter, fixed elements stay fixed, and dialogs and menus opened in portals are gray too.
 * Browsers without backdrop-filter gray the page body instead (the `body` scope's filter, via `@supports`).
 */
export const GRAY_PAGE_CLASS = 'rc-gray-page';

/** Styles of the frame root for the grayscale classes (Frame.tsx `css`). */
export const grayCss = {
  [`& .${GRAY_CLASS}`]: { filter: 'grayscale(1)' },
  [`& .${GRAY_PAGE_CLASS}`]: {
    position: 'fixed',
    inset: 0,
    zIndex: 2147483647,
    pointerEvents: 'none',
    backdropFilter: 'grayscale(1)',
    WebkitBackdropFilter: 'grayscale(1)',
  },
  '@supports not ((backdrop-filter: grayscale(1)) or (-webkit-backdrop-filter: grayscale(1)))': {
    '&[data-gray=page] > main': { filter: 'grayscale(1)' },
  },
} as const;
