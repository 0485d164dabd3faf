/**
 * The look of the portal's choice controls (docs/product/sites-and-frame.md#form-controls): a native `<select>` and
 * `<input type="radio">` drawn by the page's own styles (`appearance: none`), in the look of Chakra UI's NativeSelect
 * and RadioGroup recipes, so no browser-native control stands next to the Chakra ones. They stay native elements: the
 * same names, values and form submission (server-rendered forms work without JavaScript), the browser's keyboard
 * handling (arrow keys within a radio group, the select's list), and labels by `<label>` or `aria-label`.
 *
 * The styles are classes of the global stylesheet (web/build/globalCssText.ts, resolved through the app's Chakra
 * system), in Chakra's `recipes` layer so a control's style props (`h`, `fontSize`, `w`: the `utilities` layer) still
 * win. A component only adds the class name: no JavaScript weight, which matters as the header search area, on every
 * page, has both controls (tests/web/build-budget.test.ts). Chakra's NativeSelect and RadioGroup components would need
 * their slot recipes in the app's system (web/src/app/system.ts) and, for RadioGroup, Ark UI's state machine.
 *
 * WCAG 2.2 AA: a 2 px focus outline (2.4.7, 1.4.11), borders at 3:1 or more (a select's gray.500 on white, a radio
 * button's text colour), radio buttons inside
 * a label at least 24 px high ({@link RADIO_LABEL_CLASS}, 2.5.8).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** Class of a styled `<select>`; `aria-invalid="true"` turns its border red. Height and font size: the caller's. */
export const SELECT_CLASS = 'rc-select';
/** Class of a styled radio button: 16 px (a caller's `w`/`h` change it), drawn in its `color` (default: the text's). */
export const RADIO_CLASS = 'rc-radio';
/** Class of the label around a radio button and its text: an inline row at least 24 px high. */
export const RADIO_LABEL_CLASS = 'rc-radio-label';

/** The select's chevron (gray.600), drawn as its background so no wrapper element is needed. */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='none' stroke='%2352525b' stroke-width='2' stroke-linecap='round' d='m4 6 4 4 4-4'/%3E%3C/svg%3E\")";

const primary = 'var(--theme-primary, #1e5aa8)';

const selectStyles: SystemStyleObject = {
  appearance: 'none',
  backgroundColor: 'white',
  backgroundImage: CHEVRON,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 0.5rem center',
  backgroundSize: '1rem',
  color: 'gray.800',
  ps: '2.5',
  pe: '8',
  maxW: '100%',
  border: '1px solid',
  borderColor: 'gray.500',
  borderRadius: 'md',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: primary, outlineOffset: '1px' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  '&[aria-invalid=true]': { borderColor: 'red.600' },
};

const radioStyles: SystemStyleObject = {
  appearance: 'none',
  flexShrink: 0,
  w: '4',
  h: '4',
  m: '0',
  borderRadius: 'full',
  border: '2px solid',
  // ring and dot in the text colour (a caller may set `color`): dark on white pages, white on the header's site
  // colour, and no fill, so 'chosen' reads the same on both (a hollow ring, or a ring with a dot)
  borderColor: 'currentColor',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  _checked: { backgroundImage: 'radial-gradient(circle closest-side, currentColor 55%, transparent 62%)' },
  // the text colour: visible on white and on the site colour of the header
  _focusVisible: { outline: '2px solid', outlineColor: 'currentColor', outlineOffset: '2px' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
};

const radioLabelStyles: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '6',
  cursor: 'pointer',
};

/**
 * The classes' styles for the global stylesheet: `css` is the Chakra system's `css` (tokens and conditions resolved),
 * the result goes under `@layer recipes`.
 */
export function controlStyles(css: (style: SystemStyleObject) => object): Record<string, object> {
  return {
    '@layer recipes': {
      [`.${SELECT_CLASS}`]: css(selectStyles),
      [`.${RADIO_CLASS}`]: css(radioStyles),
      [`.${RADIO_LABEL_CLASS}`]: css(radioLabelStyles),
    },
  };
}
