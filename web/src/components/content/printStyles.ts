/**
 * The print stylesheet (docs/product/content.md#article-page): printing a page, or saving it as PDF from the browser,
 * gives the content alone. Only `<main>` of the page frame prints (the header with its menus and search, the
 * top-news banner, the footer, the floating toolbar, the fixed search bar and dialogs do not), and on an article page
 * the title, authors, citation details, abstracts, the body with its figures and tables and the references print,
 * while the page's tools (usage line, member and citation buttons, downloads, outline, language switch, related
 * articles, the figure viewer) do not. Sections and references the screen skips laying out until scrolled near
 * (`content-visibility: auto`, ./bodyStyles.ts) are laid out, tables print whole instead of scrolling, and figures and
 * tables are not split across pages. Figures below the fold print too: browsers load lazy images when printing
 * (Chromium does; tests/browser/figure-viewer.test.ts prints the JOSE article).
 *
 * Plain CSS values (no Chakra tokens): it goes into the build's global stylesheet as it is (web/build/globalCssText.ts).
 */
import { BODY_CLASS } from './bodyStyles.js';

/** Elements marked with this attribute value (`data-print="hide"`) do not print. */
export const PRINT_HIDE = 'hide';

/** What never prints: outside the content, and the article page's tools. */
const HIDDEN = [
  'body > :not(#root)',
  '#root [data-site] > :not(main)',
  'dialog',
  `[data-print="${PRINT_HIDE}"]`,
  '[data-testid="usage-slot"]',
  '[data-testid="member-slot"]',
  '[data-testid="article-cite-tools"]',
  '[data-testid="related-articles"]',
  '[data-testid="text-switch"]',
  '.member-figure-tools',
  'main button:not([data-testid="open-figure"])',
  'main select',
  '[data-testid="how-to-cite"] label',
  'main [role="status"]',
].join(', ');

/** The print rules (an emotion global style object). */
export const printStyles = {
  '@media print': {
    [HIDDEN]: { display: 'none !important' },
    'html, body': { background: 'white !important' },
    '*, *::before, *::after': { boxShadow: 'none !important', textShadow: 'none !important' },
    // the frame is a min-height flex column on screen; printed, the content simply flows from page to page
    '#root [data-site], main': {
      display: 'block !important',
      minHeight: '0 !important',
      maxWidth: 'none !important',
      padding: '0 !important',
      margin: '0 !important',
    },
    '#full-text': { display: 'block !important', marginTop: '16pt !important' },
    'main, main *': { contentVisibility: 'visible !important', containIntrinsicSize: 'none !important' },
    [`.${BODY_CLASS} img, main img`]: { maxWidth: '100% !important', height: 'auto !important' },
    [`.${BODY_CLASS} figure, .${BODY_CLASS} .disp-formula, .${BODY_CLASS} tr, .${BODY_CLASS} .figure-note`]: {
      breakInside: 'avoid',
    },
    [`.${BODY_CLASS} figure.table-wrap`]: { breakInside: 'auto', overflow: 'visible !important' },
    [`.${BODY_CLASS} table`]: {
      display: 'table !important',
      overflow: 'visible !important',
      width: '100%',
      fontSize: '9pt',
    },
    'h1, h2, h3, h4, h5, h6': { breakAfter: 'avoid' },
    [`.${BODY_CLASS} a`]: { color: 'inherit !important' },
  },
} as const;
