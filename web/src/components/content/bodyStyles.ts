/**
 * Styles for rc-pub's sanitized article HTML (JATS rendered by rc-pub/src/import/body.ts and figures.ts): sections
 * with h2-h6 headings, `figure.fig` with `img` (a button opening the figure viewer: zoom-in cursor, focus ring) or the
 * note of an image that is not here (`.figure-note`, components/figures/bodyFigures.ts: a bordered note with a link,
 * never an empty image box), `figure.table-wrap` with real tables (borders, horizontal scroll), `figure.media`,
 * `.disp-formula` with native MathML, `a.xref` citations, boxed text and lists.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The class of an element that receives such HTML. Its rules are in the build's global stylesheet
 * (web/build/chakraGlobalCss.ts), not injected inline per page.
 */
export const BODY_CLASS = 'rc-body';

/** The styles of {@link BODY_CLASS} (Chakra style object; compiled at build time). */
export const bodyStyles: SystemStyleObject = {
  lineHeight: '1.75',
  overflowWrap: 'break-word',
  '& p, & div.p': { my: '3' },
  '& h2': {
    fontSize: 'xl',
    fontWeight: 'bold',
    mt: '8',
    mb: '3',
    pb: '1',
    borderBottom: '1px solid',
    borderColor: 'gray.200',
  },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', mt: '6', mb: '2' },
  '& h4, & h5, & h6': { fontSize: 'md', fontWeight: 'semibold', mt: '4', mb: '2' },
  '& section': { scrollMarginTop: '80px' },
  // First paint on phones: a top-level section out of view is neither styled nor laid out until the reader
  // scrolls near it (`content-visibility: auto`; still found by find-in-page and anchor links). Its size is a guess
  // until it has been rendered once, then the remembered one (`auto`). From `md` every section is laid out, so a
  // full-page capture of the page shows the whole text (a skipped section captures blank); printing lays out every
  // section at any width (./printStyles.ts).
  '& > section': { contentVisibility: { base: 'auto', md: 'visible' }, containIntrinsicSize: 'auto 900px' },
  '& [id]': { scrollMarginTop: '80px' },
  // a figure a search hit links to (#resource-{id}, ./resourceAnchors.ts): shown as the target
  '& .resource-anchor': { display: 'block', h: '0' },
  '& figure:has(> .resource-anchor:target)': { outline: '2px solid var(--theme-primary)', outlineOffset: '2px' },
  // Links in running text are underlined, not told apart by colour alone (WCAG 1.4.1: citations, table and figure
  // references, footnote links); hover thickens the line.
  '& a': {
    color: 'var(--theme-primary)',
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '2px',
  },
  '& a:hover': { textDecorationThickness: '2px' },
  '& a.xref-bibr': { whiteSpace: 'nowrap' },
  '& ul, & ol': { pl: '6', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& ul.list-simple': { listStyleType: 'none', pl: '2' },
  '& li': { my: '1' },
  '& dl dt': { fontWeight: 'semibold', mt: '2' },
  '& dl dd': { ml: '6' },
  '& figure': {
    my: '6',
    mx: '0',
    p: '3',
    border: '1px solid',
    borderColor: 'gray.200',
    borderRadius: 'md',
    bg: 'white',
  },
  '& figure img': { maxW: '100%', h: 'auto', display: 'block', mx: 'auto' },
  '& figure img[role="button"]': { cursor: 'zoom-in' },
  '& figure img[role="button"]:focus-visible': { outline: '3px solid var(--theme-primary)', outlineOffset: '3px' },
  '& figcaption': { fontSize: 'sm', color: 'gray.700', mt: '2' },
  '& figcaption .label, & figure .label': { fontWeight: 'bold' },
  '& figure.table-wrap': { overflowX: 'auto' },
  '& figure.table-wrap figcaption': { mt: '0', mb: '2' },
  '& table': {
    borderCollapse: 'collapse',
    fontSize: 'sm',
    minW: '50%',
    display: 'block',
    overflowX: 'auto',
    maxW: '100%',
  },
  '& th, & td': {
    border: '1px solid',
    borderColor: 'gray.300',
    px: '2',
    py: '1',
    verticalAlign: 'top',
    textAlign: 'left',
  },
  '& th, & thead td': { bg: 'gray.100', fontWeight: 'semibold' },
  '& .table-foot': { fontSize: 'xs', color: 'gray.600', mt: '2' },
  // a figure whose image is not here: a sentence with the publisher's link, in a note's left border
  '& .figure-note': {
    my: '2',
    px: '3',
    py: '2',
    fontSize: 'sm',
    color: 'gray.800',
    bg: 'gray.50',
    borderLeft: '4px solid var(--theme-primary)',
    borderRadius: 'sm',
  },
  '& .figure-note-inline': { fontSize: 'sm', color: 'gray.700', fontStyle: 'italic' },
  '& .media-missing': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '140px',
    p: '4',
    bg: 'gray.100',
    color: 'gray.600',
    border: '1px dashed',
    borderColor: 'gray.400',
    borderRadius: 'md',
    fontSize: 'sm',
    textAlign: 'center',
  },
  '& .media-missing::after': { content: 'attr(aria-label)' },
  '& video, & audio': { maxW: '100%', display: 'block', mx: 'auto' },
  '& .disp-formula': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4',
    my: '4',
    overflowX: 'auto',
  },
  '& table:focus-visible, & .disp-formula:focus-visible': {
    outline: '2px solid var(--theme-primary)',
    outlineOffset: '2px',
  },
  '& math': { fontFamily: "'STIX Two Math', 'Cambria Math', 'Latin Modern Math', math, serif", fontSize: '1.05em' },
  '& math[display="block"]': { display: 'block math', my: '2' },
  '& code.tex': { fontFamily: 'mono', fontSize: 'sm', bg: 'gray.50', px: '1' },
  '& pre': { fontFamily: 'mono', fontSize: 'sm', bg: 'gray.50', p: '3', overflowX: 'auto', whiteSpace: 'pre' },
  '& aside.boxed-text': {
    my: '4',
    p: '4',
    bg: 'var(--theme-background)',
    borderLeft: '4px solid var(--theme-primary)',
  },
  '& .fn': { fontSize: 'sm', color: 'gray.700', my: '1' },
  '& .sc': { fontVariant: 'small-caps' },
  '& .overline': { textDecoration: 'overline' },
  '& .supplementary-material': { my: '3', fontSize: 'sm' },
  '& .caption-title': { my: '1' },
  '& sup, & sub': { lineHeight: '0' },
};
