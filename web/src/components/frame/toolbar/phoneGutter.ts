/**
 * The free strip phones keep for the Tools button (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). Part of
 * the global stylesheet (web/build/globalCssText.ts), so it is in place before any script runs and pages carry no
 * inline style.
 */

/**
 * Below `md` (768 px) the page body and the footer end 52 px before the right edge, where the 44 px Tools button
 * sits 4 px from the edge (`right="1"` in Toolbar.tsx): their text stops 4 px short of the button. The footer's own 16 px
 * padding makes up the rest of its 52 px. Unlayered, so it wins over Chakra's atomic padding utilities.
 */
export const PHONE_GUTTER_CSS =
  '@media (max-width:767.98px){[data-site]>main{padding-right:52px}[data-site]>footer{padding-right:36px}}';
