/**
 * The reference list (JATS ref-list as imported by rc-pub). Each item's id is the JATS ref id, so the body's
 * `a.xref[href="#<ref id>"]` citations land on it. Each identifier shows once, as a link: DOIs to https://doi.org,
 * PMIDs to PubMed, PMCIDs to PubMed Central (kept from PLOS `ext-link`/`object-id` and eLife `pub-id` at import), after
 * the formatted text, which loses its own mentions of them (PLOS prints "doi: 10.…" and the bare PMID).
 */
import { Box, chakra, Heading } from '@chakra-ui/react';
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

/** A reference's text with its identifier links, underlined as links in running text are (WCAG 1.4.1). */
function RefText({ reference }: { reference: Reference }) {
  const { text, links } = referenceLinks(reference);
  return (
    <>
      {text}
      {links.flatMap(([label, href]) => [
        ' ',
        <chakra.a
          key={href}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="var(--theme-primary)"
          textDecoration="underline"
          data-testid="reference-link"
        >
          {label}
        </chakra.a>,
      ])}
    </>
  );
}

/** The numbered reference list, or nothing when the article has none. */
export function ArticleReferences({ article }: { article: ArticleReferences_ArticleFragment }) {
  const intl = useIntl();
  if (article.references.length === 0) return null;
  return (
    <Box as="section" id={REFERENCES_ANCHOR} aria-labelledby="references-title" mt="10" data-testid="references">
      <Heading as="h2" id="references-title" size="lg" mb="3" pb="1" borderBottom="1px solid" borderColor="gray.200">
        {intl.formatMessage(articleMessages.references)}
      </Heading>
      <Box as="ol" listStyleType="none" m="0" p="0" fontSize="sm">
        {article.references.map((r, i) => (
          <Box
            as="li"
            key={r.id}
            id={r.id}
            display="flex"
            gap="2"
            py="1.5"
            scrollMarginTop="80px"
            // on phones rendered when scrolled near (a long list costs a phone's first paint); 3em until then. From
            // `md` always rendered, so a full-page capture shows the list (printing: components/content/printStyles.ts)
            contentVisibility={{ base: 'auto', md: 'visible' }}
            containIntrinsicSize="auto 3em"
            _target={{ bg: 'yellow.50' }}
          >
            <Box as="span" minW="2.5em" color="gray.600" textAlign="right" flexShrink={0}>
              {r.label?.trim() || `${i + 1}.`}
            </Box>
            <Box as="span" minW="0" overflowWrap="anywhere">
              <RefText reference={r} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
