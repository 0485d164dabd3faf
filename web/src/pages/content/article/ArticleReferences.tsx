/**
 * The reference list (JATS ref-list as imported by rc-pub). Each item's id is the JATS ref id, so the body's
 * `a.xref[href="#<ref id>"]` citations land on it; DOIs link to https://doi.org, PMIDs to PubMed, PMCIDs to PubMed
 * Central (kept from PLOS `ext-link`/`object-id` and eLife `pub-id` at import).
 */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { ArticleReferences_ArticleFragment } from '../../../gql/graphql.js';
import { articleMessages } from './messages.js';

export const ArticleReferences_article = graphql(`
  fragment ArticleReferences_article on Article {
    id
    references { id label text doi doiUrl pmid pmcid }
  }
`);

/** Anchor id of the reference section (used by the outline). */
export const REFERENCES_ANCHOR = 'references';

/**
 * An identifier link after a reference's text (PubMed, PubMed Central), opened in a new tab; underlined, as links in
 * running text are (WCAG 1.4.1).
 */
function RefLink({ href, text }: { href: string; text: string }) {
  return (
    <>
      {' '}
      <Box asChild color="var(--theme-primary)" textDecoration="underline">
        <a href={href} target="_blank" rel="noopener noreferrer" data-testid="reference-link">
          {text}
        </a>
      </Box>
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
            css={{ '&:target': { bg: 'yellow.50' } }}
          >
            <Box as="span" minW="2.5em" color="gray.600" textAlign="right" flexShrink={0}>
              {r.label?.trim() || `${i + 1}.`}
            </Box>
            <Box as="span" minW="0" overflowWrap="anywhere">
              {r.text}
              {r.doi && r.doiUrl && (
                <>
                  {' '}
                  <Box asChild color="var(--theme-primary)" textDecoration="underline">
                    <a href={r.doiUrl} target="_blank" rel="noopener noreferrer">
                      doi:{r.doi}
                    </a>
                  </Box>
                </>
              )}
              {r.pmid && (
                <RefLink
                  href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(r.pmid)}/`}
                  text={`PMID:${r.pmid}`}
                />
              )}
              {r.pmcid && (
                <RefLink
                  href={`https://pmc.ncbi.nlm.nih.gov/articles/${encodeURIComponent(r.pmcid)}/`}
                  text={`PMCID:${r.pmcid}`}
                />
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
