/** In-page table of contents from ArticleText.outline (section ids match the ids in bodyHtml). */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { articleMessages } from './messages.js';

/** One outline entry (section id, plain-text title, nesting level from 1). */
export interface OutlineItem {
  id: string;
  title: string;
  level: number;
}

/** The outline; `extra` entries (e.g. references) are appended at level 1; `idPrefix` keeps two copies' ids apart. */
export function ArticleOutline({
  outline,
  extra,
  idPrefix = 'article',
}: {
  outline: readonly OutlineItem[];
  extra: readonly OutlineItem[];
  idPrefix?: string;
}) {
  const intl = useIntl();
  const items = [...outline, ...extra];
  if (items.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-labelledby={`${idPrefix}-outline`}
      position={{ lg: 'sticky' }}
      top="4"
      maxH={{ lg: 'calc(100vh - 2rem)' }}
      overflowY="auto"
      fontSize="sm"
      data-testid={`${idPrefix}-outline`}
    >
      <Heading as="h2" id={`${idPrefix}-outline`} size="sm" mb="2">
        {intl.formatMessage(articleMessages.outline)}
      </Heading>
      <Box as="ol" listStyleType="none" m="0" p="0">
        {items.map((o) => (
          <Box as="li" key={o.id} pl={`${(Math.max(1, o.level) - 1) * 12}px`} py="0.5">
            <Box asChild color="gray.700" _hover={{ color: 'var(--theme-primary)' }}>
              <a href={`#${o.id}`}>{o.title}</a>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
