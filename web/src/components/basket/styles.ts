/**
 * Shared look of the citation tools' buttons: theme-coloured outline buttons at least 44 px high on phones and 36 px
 * from the `md` breakpoint (WCAG 2.2 SC 2.5.8 asks 24 px; the team's phone target is 44 px), visible focus ring.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { outlineButtonCss } from '../dialog/DialogHeader.js';

/** Style of an action button (copy, clear, export, add): the dialogs' outline button. */
export const actionButtonCss: SystemStyleObject = outlineButtonCss;

/** Style of a checkbox (native input, theme accent colour). */
export const checkboxCss: SystemStyleObject = {
  w: '18px',
  h: '18px',
  accentColor: 'var(--theme-primary)',
  cursor: 'pointer',
  flexShrink: 0,
};
