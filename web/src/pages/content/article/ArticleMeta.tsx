/**
 * Citation details of an article: DOI (https://doi.org link), journal (linked to its issue page, or to its pages on
 * this site when it has no single site: docs/product/content.md#group-journal-pages), volume/issue (else the issue's title),
 * pages, history dates, licence, column, article type and the version label (docs/product/content.md#version-label). Dates go through react-intl in
 * the page language; a field without a value is left out with its label.
 */
import { Box, Grid, Text } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { ArticleMeta_ArticleFragment } from '../../../gql/graphql.js';
import { formatDay } from '../../../components/content/dates.js';
import { academicHref, groupJournalHref } from '../../../components/content/hrefs.js';
import { issueName } from '../../../components/content/issueLabel.js';
import { sameLabel } from './labels.js';
import { articleMessages } from './messages.js';

export const ArticleMeta_article = graphql(`
  fragment ArticleMeta_article on Article {
    id
    doi
    doiUrl
    pages
    receivedDate
    acceptedDate
    publishedDate
    column
    articleType
    versionLabel
    publicationType
    openAccess
    views
    downloads
    citations
    license { url text }
    publication { id title issn eissn siteId }
    issue { id year volume number title onlineFirst }
  }
`);

/** A label and its value; nothing at all when the value renders nothing (no label with an empty value). */
function Row({ label, children }: { label: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  if (Children.toArray(children).every((c) => typeof c === 'string' && !c.trim())) return null;
  return (
    <>
      <Text as="dt" color="gray.600" whiteSpace="nowrap">
        {intl.formatMessage(label)}
      </Text>
      <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** A calendar date in the page language (never the raw ISO string), machine-readable in `dateTime`. */
function Day({ iso }: { iso: string }) {
  const intl = useIntl();
  return <time dateTime={iso}>{formatDay(intl, iso)}</time>;
}

/** The details list (a `dl`); `siteId` is the current site, used for the journal link when the journal has none. */
export function ArticleMeta({ article: a, siteId }: { article: ArticleMeta_ArticleFragment; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const journalSite = a.publication.siteId ?? siteId;
  const issueHref = a.issue ? academicHref(journalSite, 0, 'directory', a.issue.id, lang) : null;
  // a journal without a single site of its own has its pages on this site (docs/product/content.md#group-journal-pages)
  const journalHref =
    a.publication.siteId === null ? groupJournalHref(siteId, a.publication.id, 'home', lang) : issueHref;
  const issueText = a.issue ? issueName(intl, a.issue) : '';
  const license = a.license?.url ? (
    <a href={a.license.url} target="_blank" rel="license noopener noreferrer">
      {a.license.text || a.license.url}
    </a>
  ) : (
    a.license?.text
  );
  return (
    <Grid
      as="dl"
      templateColumns="max-content 1fr"
      columnGap="4"
      rowGap="1"
      fontSize="sm"
      my="4"
      p="4"
      bg="gray.50"
      borderRadius="md"
      data-testid="article-meta"
    >
      <Row label={articleMessages.doi}>
        {a.doiUrl && (
          <Box asChild color="var(--theme-primary)">
            <a href={a.doiUrl} target="_blank" rel="noopener noreferrer" data-testid="doi-link">
              {a.doiUrl}
            </a>
          </Box>
        )}
      </Row>
      <Row label={articleMessages.journal}>
        {journalHref ? (
          <Box asChild color="var(--theme-primary)" textDecoration="underline">
            <Link to={journalHref} data-testid="article-journal">
              {a.publication.title}
            </Link>
          </Box>
        ) : (
          a.publication.title
        )}
        {(a.publication.issn || a.publication.eissn) && (
          <Text as="span" color="gray.600">
            {' '}
            (ISSN {[a.publication.issn, a.publication.eissn].filter(Boolean).join(' / ')})
          </Text>
        )}
      </Row>
      <Row label={articleMessages.issue}>
        {issueText &&
          (issueHref ? (
            <Box asChild color="var(--theme-primary)">
              <Link to={issueHref}>{issueText}</Link>
            </Box>
          ) : (
            issueText
          ))}
      </Row>
      <Row label={articleMessages.pages}>{a.pages}</Row>
      <Row label={articleMessages.received}>{a.receivedDate && <Day iso={a.receivedDate} />}</Row>
      <Row label={articleMessages.accepted}>{a.acceptedDate && <Day iso={a.acceptedDate} />}</Row>
      <Row label={articleMessages.published}>
        {a.publishedDate && <Day iso={a.publishedDate} />}
        {a.publishedDate && a.publicationType === 1 && ` (${intl.formatMessage(articleMessages.onlineFirst)})`}
      </Row>
      <Row label={articleMessages.license}>
        {license}
        {a.openAccess && (
          <Text as="span" color="green.700">
            {license ? ' · ' : ''}
            {intl.formatMessage(articleMessages.openAccess)}
          </Text>
        )}
      </Row>
      <Row label={articleMessages.column}>{a.column}</Row>
      <Row label={articleMessages.articleType}>
        {a.articleType && !sameLabel(a.articleType, a.column) ? a.articleType : null}
      </Row>
      <Row label={articleMessages.version}>{a.versionLabel}</Row>
    </Grid>
  );
}
