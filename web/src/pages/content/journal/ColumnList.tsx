/**
 * The columns of a site's journals with their article counts (the column tree, docs/product/content.md#columns), each linking to its
 * articles on /thesisDetails?Fpath=. Shown by the 'column' page of /newPeriodIntroduce and by /thesisDetails without
 * a column.
 */
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { graphql } from '../../../gql/index.js';
import type { ColumnList_ColumnFragment } from '../../../gql/graphql.js';
import { thesisDetailsHref } from './journalHrefs.js';
import { articleTotalMessage, listMessages } from './listMessages.js';

export const ColumnList_column = graphql(`
  fragment ColumnList_column on JournalColumn {
    name
    key
    articleCount
  }
`);

/** The column links; `menuId` (the menu item the reader came from) travels as `columnId`. */
export function ColumnList({
  columns,
  menuId,
}: {
  columns: readonly ColumnList_ColumnFragment[];
  menuId: number | null;
}) {
  const intl = useIntl();
  const lang = useLang();
  if (!columns.length) return <Text color="gray.600">{intl.formatMessage(listMessages.noColumns)}</Text>;
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="2"
      data-testid="column-list"
    >
      {columns.map((c) => (
        <Box as="li" key={c.key} borderBottom="1px dashed" borderColor="gray.200" pb="2">
          <Box asChild color="var(--theme-primary)" _hover={{ textDecoration: 'underline' }}>
            <Link to={thesisDetailsHref(menuId, c.key, 0, lang)}>{c.name}</Link>
          </Box>{' '}
          <Text as="span" fontSize="sm" color="gray.600">
            ({intl.formatMessage(articleTotalMessage, { count: c.articleCount })})
          </Text>
        </Box>
      ))}
    </Box>
  );
}
