/**
 * The reference list (JATS ref-list as imported by rc-pub). Each item's id is the JATS ref id, so the body's
 * `a.xref[href="#<ref id>"]` citations land on it. Each identifier shows once, as a link: DOIs to https://doi.org,
 * PMIDs to PubMed, PMCIDs to PubMed Central (kept from PLOS `ext-link`/`object-id` and eLife `pub-id` at import), after
 * the formatted text, which loses its own mentions of them (PLOS prints "doi: 10.…" and the bare PMID).
 */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { ArticleReferences_ArticleFragment } from '../../../gql/graphql.js';
import { articleMessages } from './messages.js';
import { referenceLinks } from './referenceLinks.js';

export const ArticleReferences_article = graphql(`
  fragment ArticleReferences_article on Article {
    id
    references { id label text doi doiUrl pmid pmcid }
  }
`);

/** Anchor id of the reference section (used by the outline). */
export const REFERENCES_ANCHOR = 'references';

type Reference = ArticleReferences_ArticleFragment['references'][number];

/**
 * The list's styles, once for the whole list: its items are plain elements, not one styled component each, so a list
 * of hundreds of references costs hydration no style work per item. On phones an item is rendered when scrolled near
 * (a long list costs a phone's first paint; 3em until then); from `md` always, so a full-page capture shows the list
 * (printing: components/content/printStyles.ts).
 */
const listCss = {
  listStyleType: 'none',
  m: '0',
  p: '0',
  fontSize: 'sm',
  '& > li': {
    display: 'flex',
    gap: '2',
    py: '1.5',
    scrollMarginTop: '80px',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 3em',
  },
  '& > li:target': { bg: 'yellow.50' },
  '@media screen and (min-width: 48rem)': { '& > li': { contentVisibility: 'visible' } },
  '& .ref-label': { minW: '2.5em', color: 'gray.600', textAlign: 'right', flexShrink: 0 },
  '& .ref-text': { minW: '0', overflowWrap: 'anywhere' },
  // underlined as links in running text are (WCAG 1.4.1)
  '& .ref-text a': { color: 'var(--theme-primary)', textDecoration: 'underline' },
} as const;

/** A reference's text with its identifier links. */
function RefText({ reference }: { reference: Reference }) {
  const { text, links } = referenceLinks(reference);
  return (
    <>
      {text}
      {links.flatMap(([label, href]) => [
        ' ',
        <a key={href} href={href} target="_blank" rel="noopener noreferrer" data-testid="reference-link">
          {label}
        </a>,
      ])}
    </>
  );
}

/** The numbered reference list, or nothing when the article has none. */
export function ArticleReferences({ article }: { article: ArticleReferences_ArticleFragment }) {
  const intl = useIntl();
  if (article.references.length === 0) return null;
  return (
    <Box
      as="section"
      id={REFERENCES_ANCHOR}
      aria-labelledby="references-title"
      mt="10"
      data-testid="references"
      // phones: laid out when the reader scrolls near it, like the body's sections (components/content/bodyStyles.ts)
      contentVisibility={{ base: 'auto', md: 'visible' }}
      containIntrinsicSize="auto 2400px"
    >
      <Heading as="h2" id="references-title" size="lg" mb="3" pb="1" borderBottom="1px solid" borderColor="gray.200">
        {intl.formatMessage(articleMessages.references)}
      </Heading>
      <Box as="ol" css={listCss}>
        {article.references.map((r, i) => (
          <li key={r.id} id={r.id}>
            <span className="ref-label">{r.label?.trim() || `${i + 1}.`}</span>
            <span className="ref-text">
              <RefText reference={r} />
            </span>
          </li>
        ))}
      </Box>
    </Box>
  );
}
