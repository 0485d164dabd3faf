/** Shared styles of the member widgets. */
import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The member buttons' look, as the citation tools' action buttons (components/basket/styles.ts, not imported: it is in
 * the citation chunk): theme-coloured outline, at least 44 px high on phones and 36 px from `md`, visible focus ring;
 * a pressed toggle (favourited) is filled.
 */
export const memberButtonCss: SystemStyleObject = {
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
  '&[aria-pressed="true"]': { bg: 'var(--theme-primary)', color: 'white' },
};

/** The dialog's main action (OK): filled with the theme colour. */
export const primaryButtonCss: SystemStyleObject = {
  ...memberButtonCss,
  bg: 'var(--theme-primary)',
  color: 'white',
  _hover: { bg: 'var(--theme-hover)' },
};
