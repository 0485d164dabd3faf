/**
 * A page of a journal article list (/newAcademic singleFirst and latestOffer, /newArticle,
 * /thesisDetails; docs/product/content.md#journal-pages): heading with the list's total, the articles newest first with their column, online-first or
 * accepted badge and publication date, an empty-state sentence, and a pager whose links the caller builds (the page
 * number is part of each route's URL; pages count from 0).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql } from '../../../gql/index.js';
import type { JournalArticleList_PageFragment } from '../../../gql/graphql.js';
import { useLang } from '../../../app/lang.js';
import { Pager } from '../../../components/Pager.js';
import { DemoBadge } from '../../../components/content/DemoBadge.js';
import { articleHref } from '../../../components/content/hrefs.js';
import { Label } from '../../../components/content/Label.js';
import { doiMessage } from '../../../components/content/publicationMessages.js';
import { tocPagesMessage } from './messages.js';
import { articleTotalMessage, listMessages, pageOfMessage, publishedOnMessage } from './listMessages.js';

export const JournalArticleList_page = graphql(`
  fragment JournalArticleList_page on JournalArticlePage {
    articles {
      id
      title
      authorNames
      pages
      doi
      column
      demo
      publishedDate
      publicationType
      versionLabel
    }
    pageInfo { total page size }
  }
`);

/** The list as shown: its heading, the sentence for an empty list and the href of page `n` (from 0). */
export interface JournalArticleListProps {
  page: JournalArticleList_PageFragment;
  siteId: number;
  heading: string;
  empty: string;
  pageHref: (n: number) => string;
  /** The heading's level: h1 when the page has no other heading (no journal header), else h2. */
  level?: 'h1' | 'h2';
}

/** The shared pager over the list's pages (from 0 in this list's URLs), with the journal pages' texts. */
function ListPager({ page, pages, href }: { page: number; pages: number; href: (n: number) => string }) {
  const intl = useIntl();
  return (
    <Pager
      page={page + 1}
      pages={pages}
      href={(p) => href(p - 1)}
      testId="pager"
      texts={{
        nav: intl.formatMessage(listMessages.pager),
        prev: intl.formatMessage(listMessages.previous),
        next: intl.formatMessage(listMessages.next),
        pageOf: (p, n) => intl.formatMessage(pageOfMessage, { page: p, pages: n }),
      }}
    />
  );
}

/** One article: badges, column, title (linked), authors, then publication date, pages and DOI. */
function ListLine({
  article: a,
  siteId,
}: {
  article: JournalArticleList_PageFragment['articles'][number];
  siteId: number;
}) {
  const intl = useIntl();
  const lang = useLang();
  const published = usePublishedOn(a.publishedDate);
  const facts = [
    published,
    // a page range as "pp. 1-9"; a single page or an elocation id (e0160653) as it is, like the tables of contents
    a.pages ? (/[-–]/.test(a.pages) ? intl.formatMessage(tocPagesMessage, { pages: a.pages }) : a.pages) : null,
    a.doi ? intl.formatMessage(doiMessage, { doi: a.doi }) : null,
  ].filter((f): f is string => Boolean(f));
  return (
    <Box
      as="li"
      borderBottom="1px dashed"
      borderColor="gray.200"
      pb="3"
      data-testid="journal-list-article"
      data-article-id={a.id}
    >
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        {a.publicationType === 1 && <Label tone="blue">{intl.formatMessage(listMessages.onlineFirstBadge)}</Label>}
        {a.versionLabel && <Label tone="green">{a.versionLabel}</Label>}
        {a.column && (
          <Text as="span" fontSize="xs" color="var(--theme-primary)">
            {a.column}
          </Text>
        )}
      </Flex>
      <Box asChild fontWeight="semibold" fontSize="md" _hover={{ color: 'var(--theme-primary)' }}>
        <Link to={articleHref(siteId, a.id, lang)}>
          <DemoBadge demo={a.demo} text={a.title} />
          {a.title}
        </Link>
      </Box>
      {a.authorNames.length > 0 && (
        <Text fontSize="sm" color="gray.700">
          {a.authorNames.join(', ')}
        </Text>
      )}
      {facts.length > 0 && (
        <Text fontSize="xs" color="gray.500">
          {facts.join(' · ')}
        </Text>
      )}
    </Box>
  );
}

/** The list section. */
export function JournalArticleList({
  page: p,
  siteId,
  heading,
  empty,
  pageHref,
  level = 'h2',
}: JournalArticleListProps) {
  const intl = useIntl();
  const pages = Math.ceil(p.pageInfo.total / Math.max(p.pageInfo.size, 1));
  return (
    <Box as="section" data-testid="journal-list">
      <Flex align="baseline" gap="3" mb="4" wrap="wrap">
        <Heading as={level} size="lg">
          {heading}
        </Heading>
        {p.pageInfo.total > 0 && (
          <Text fontSize="sm" color="gray.600" data-testid="journal-list-total">
            {intl.formatMessage(articleTotalMessage, { count: p.pageInfo.total })}
          </Text>
        )}
      </Flex>
      {p.articles.length === 0 ? (
        <Text color="gray.600" data-testid="journal-list-empty">
          {empty}
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" display="grid" gap="3">
          {p.articles.map((a) => (
            <ListLine key={a.id} article={a} siteId={siteId} />
          ))}
        </Box>
      )}
      <ListPager page={p.pageInfo.page} pages={pages} href={pageHref} />
    </Box>
  );
}

/** "Published: March 5, 2024" in the page language (react-intl), or null without a valid date. */
export function usePublishedOn(date: string | null | undefined): string | null {
  const intl = useIntl();
  if (!date) return null;
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  return intl.formatMessage(publishedOnMessage, {
    date: intl.formatDate(d, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  });
}
