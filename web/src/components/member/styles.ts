/** Shared styles of the member widgets. */
import type { SystemStyleObject } from '@chakra-ui/react';
import { outlineButtonCss } from '../dialog/DialogHeader.js';

/** The member buttons' look: the dialogs' outline button (a pressed toggle, favourited, is filled). */
export const memberButtonCss: SystemStyleObject = outlineButtonCss;

/** The dialog's main action (OK): filled with the theme colour. */
export const primaryButtonCss: SystemStyleObject = {
  ...memberButtonCss,
  bg: 'var(--theme-primary)',
  color: 'white',
  _hover: { bg: 'var(--theme-hover)' },
};
