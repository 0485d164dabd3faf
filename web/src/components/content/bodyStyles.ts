/**
 * Styles for rc-pub's sanitized article HTML (JATS rendered by rc-pub/src/import/body.ts and figures.ts): sections
 * with h2-h6 headings, `figure.fig` with `img` or the `.figure-missing` placeholder (an empty element whose
 * aria-label names the figure: shown as a grey box with that label), `figure.table-wrap` with real tables (borders,
 * horizontal scroll), `figure.media`, `.disp-formula` with native MathML, `a.xref` citations, boxed text and lists.
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
  // until it has been rendered once, then the remembered one (`auto`).
  '& > section': { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' },
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
  '& .figure-missing, & .media-missing': {
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
  '& .figure-missing::after, & .media-missing::after': { content: 'attr(aria-label)' },
  '& span.figure-missing': { display: 'inline-flex', minH: '1.5em', px: '2', py: '0' },
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
