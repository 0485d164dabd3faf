/**
 * Site theme and grayscale (SPEC §4, §9). The gateway resolves the preset/custom colours into `Theme`; the frame
 * exposes them as CSS variables so page CSS and Chakra style props can use `var(--theme-primary)` etc.
 */
import type { CSSProperties } from 'react';

/** Theme colours as resolved by the gateway (Site.theme). */
export interface ThemeColours {
  primary: string;
  hover: string;
  background: string;
  bottomLine: string;
}

const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{3,20})$/;

function safe(value: string, fallback: string): string {
  return COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/** CSS custom properties for a theme; unsafe values fall back to the default blue. */
export function themeVars(theme: ThemeColours): CSSProperties {
  return {
    '--theme-primary': safe(theme.primary, '#1e6bb8'),
    '--theme-hover': safe(theme.hover, '#155a9c'),
    '--theme-background': safe(theme.background, 'rgba(30,107,184,0.1)'),
    '--theme-bottom-line': safe(theme.bottomLine, '#1e6bb8'),
  } as CSSProperties;
}

/** Where grayscale applies (SPEC §4): 0 nowhere, 1 the page body only, any other non-zero value the whole page. */
export type GrayScope = 'none' | 'body' | 'page';

/** Maps Site.grayType to a {@link GrayScope}. */
export function grayScope(grayType: number): GrayScope {
  if (grayType === 0) return 'none';
  return grayType === 1 ? 'body' : 'page';
}

/** Class name applied to the grayed element. */
export const GRAY_CLASS = 'rc-gray';
