/**
 * One article of an issue's article list (docs/product/content.md#journal-pages): the title linked to the article page, the authors,
 * then pages and DOI, with the version label (Accept / Corrected Proof). Shared by the home page's latest issue and the issue pages' table of contents.
 */
import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { ArticleLine_ArticleFragment } from '../../gql/graphql.js';
import { DemoBadge } from './DemoBadge.js';
import { articleHref } from './hrefs.js';
import { Label } from './Label.js';
import { doiMessage } from './publicationMessages.js';

export const ArticleLine_article = graphql(`
  fragment ArticleLine_article on Article {
    id
    title
    titleLanguage
    authorNames
    pages
    doi
    doiUrl
    column
    versionLabel
    demo
  }
`);

/** What an article line shows beyond title, authors, pages and DOI, and how it words its pages. */
export interface ArticleLineProps {
  article: ArticleLine_ArticleFragment;
  siteId: number;
  /** The `pages` field as shown: each list has its own rule for page ranges ("pp. 1-9") and elocation ids (e2554). */
  formatPages: (pages: string) => string;
  /** Show the column above the title (for a list that is not grouped by column). */
  showColumn?: boolean;
  /** Link the DOI to its resolver (https://doi.org/…, opens a new tab) instead of showing it as text. */
  linkDoi?: boolean;
  /** `data-testid` of the list item. */
  testId?: string;
  /** Shown before the article, e.g. the citation basket's checkbox of a table of contents. */
  leading?: ReactNode;
}

/** A list item (`<li>`) of an article list; put it in an `<ol>`. */
export function ArticleLine({
  article: a,
  siteId,
  formatPages,
  showColumn = false,
  linkDoi = false,
  testId,
  leading,
}: ArticleLineProps) {
  const intl = useIntl();
  const lang = useLang();
  const line = (
    <>
      {showColumn && a.column && (
        <Text fontSize="xs" color="var(--theme-primary)">
          {a.column}
        </Text>
      )}
      <Box asChild fontWeight="semibold" fontSize="md" _hover={{ color: 'var(--theme-primary)' }}>
        <Link to={articleHref(siteId, a.id, lang)}>
          <DemoBadge demo={a.demo} text={a.title} />
          <span lang={a.titleLanguage}>{a.title}</span>
        </Link>
      </Box>
      {a.versionLabel && (
        <>
          {' '}
          <Label tone="green" data-testid="version-label">
            {a.versionLabel}
          </Label>
        </>
      )}
      {a.authorNames.length > 0 && (
        <Text fontSize="sm" color="gray.700">
          {a.authorNames.join(', ')}
        </Text>
      )}
      {(a.pages || a.doi) && (
        <Text fontSize="xs" color="gray.500">
          {a.pages && <span>{formatPages(a.pages)}</span>}
          {a.pages && a.doi && ' · '}
          {a.doi &&
            (linkDoi && a.doiUrl ? (
              <Box asChild color="var(--theme-primary)">
                <a href={a.doiUrl} target="_blank" rel="noopener noreferrer">
                  DOI: {a.doi}
                </a>
              </Box>
            ) : (
              intl.formatMessage(doiMessage, { doi: a.doi })
            ))}
        </Text>
      )}
    </>
  );
  return (
    <Box
      as="li"
      display={leading ? 'flex' : undefined}
      gap="1"
      borderBottom="1px dashed"
      borderColor="gray.200"
      pb="3"
      data-testid={testId}
      data-article-id={a.id}
    >
      {leading ? (
        <>
          {leading}
          <Box flex="1" minW="0">
            {line}
          </Box>
        </>
      ) : (
        line
      )}
    </Box>
  );
}
