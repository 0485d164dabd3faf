/**
 * Authors with superscript affiliation labels, ORCID links and the corresponding-author mark, then the numbered
 * affiliations (JATS contrib-group/aff as imported by rc-pub). Non-author contributors (editors, reviewers) are left
 * out when the article has authors. A record without authors or affiliations shows nothing (no empty label).
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { ArticleAuthors_ArticleFragment } from '../../../gql/graphql.js';
import { orcidUrl } from '../../../components/content/hrefs.js';
import { articleMessages, orcidMessage } from './messages.js';

export const ArticleAuthors_article = graphql(`
  fragment ArticleAuthors_article on Article {
    id
    authorNames
    contributors { name role orcid email corresponding affiliationIds }
    affiliations { id label text }
  }
`);

type Contributor = ArticleAuthors_ArticleFragment['contributors'][number];

/** Label shown for each affiliation id: its own label, else its 1-based position. */
function affiliationLabels(affs: ArticleAuthors_ArticleFragment['affiliations']): Map<string, string> {
  return new Map(affs.map((a, i) => [a.id, a.label?.trim() || String(i + 1)]));
}

function Author({ c, labels }: { c: Contributor; labels: Map<string, string> }) {
  const intl = useIntl();
  const sups = c.affiliationIds.map((id) => labels.get(id)).filter((l): l is string => Boolean(l));
  return (
    <Text as="span" data-testid="author">
      <Text as="span" fontWeight="semibold">
        {c.name}
      </Text>
      {sups.length > 0 && <sup>{sups.join(',')}</sup>}
      {c.corresponding && (
        <Text
          as="span"
          color="var(--theme-primary)"
          title={intl.formatMessage(articleMessages.corresponding)}
          aria-label={intl.formatMessage(articleMessages.corresponding)}
        >
          {c.email ? <a href={`mailto:${c.email}`}>✉</a> : '*'}
        </Text>
      )}
      {c.orcid && (
        <a
          href={orcidUrl(c.orcid)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage(orcidMessage, { name: c.name })}
        >
          <Box
            as="span"
            ml="1"
            px="1"
            fontSize="2xs"
            fontWeight="bold"
            // ORCID's green (#a6ce39) with dark text: white on it is 2.0:1, below WCAG 1.4.3's 4.5:1 (axe)
            color="gray.900"
            bg="#a6ce39"
            borderRadius="full"
            verticalAlign="super"
          >
            iD
          </Box>
        </a>
      )}
    </Text>
  );
}

/** The author line and the affiliation list. */
export function ArticleAuthors({ article: a }: { article: ArticleAuthors_ArticleFragment }) {
  const intl = useIntl();
  const labels = affiliationLabels(a.affiliations);
  const authors = a.contributors.filter((c) => c.role === 'author');
  const shown = authors.length > 0 ? authors : a.contributors;
  // Only the affiliations of the shown authors (an editor's affiliation is not the article's), unless none is linked.
  const linked = new Set(shown.flatMap((c) => c.affiliationIds));
  const affiliations = linked.size > 0 ? a.affiliations.filter((af) => linked.has(af.id)) : a.affiliations;
  // no labelled, empty "Authors" region for a record without authors (the CSL demo records have none)
  if (shown.length === 0 && a.authorNames.length === 0 && affiliations.length === 0) return null;
  return (
    <Box as="section" mb="4" aria-label={intl.formatMessage(articleMessages.authors)} data-testid="authors">
      <Box lineHeight="1.9">
        {shown.length > 0
          ? shown.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list in which two authors may share a name
              <Fragment key={`${c.name}-${i}`}>
                {i > 0 && ', '}
                <Author c={c} labels={labels} />
              </Fragment>
            ))
          : a.authorNames.join(', ')}
      </Box>
      {affiliations.length > 0 && (
        <Stack
          as="ol"
          gap="0.5"
          mt="2"
          fontSize="sm"
          color="gray.700"
          listStyleType="none"
          p="0"
          m="0"
          aria-label={intl.formatMessage(articleMessages.affiliations)}
          data-testid="affiliations"
        >
          {affiliations.map((af) => (
            <li key={af.id} id={`aff-${af.id}`}>
              <sup>{labels.get(af.id)}</sup> {af.text}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
