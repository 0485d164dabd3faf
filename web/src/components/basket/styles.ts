/**
 * Shared look of the citation tools' buttons: theme-coloured outline buttons at least 44 px high on phones and 36 px
 * from the `md` breakpoint (WCAG 2.2 SC 2.5.8 asks 24 px; the team's phone target is 44 px), visible focus ring.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** Style of an action button (copy, clear, export, add). */
export const actionButtonCss: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: { base: '44px', md: '36px' },
  px: '3',
  fontSize: 'sm',
  borderRadius: 'md',
  border: '1px solid var(--theme-primary)',
  color: 'var(--theme-primary)',
  bg: 'white',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'var(--theme-background)' },
  _focusVisible: { outline: '2px solid var(--theme-primary)', outlineOffset: '2px' },
  _disabled: { opacity: 0.6, cursor: 'progress' },
};

/** Style of a checkbox (native input, theme accent colour). */
export const checkboxCss: SystemStyleObject = {
  w: '18px',
  h: '18px',
  accentColor: 'var(--theme-primary)',
  cursor: 'pointer',
  flexShrink: 0,
};
