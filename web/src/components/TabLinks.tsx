/**
 * The one row of tab links above a list: the four tabs of /news (docs/product/content.md#news), a column and its child
 * columns on /newsInfo, a journal's sections, an album's tabs (docs/product/content.md#albums). Tab state lives in the URL, so
 * each entry is a link (it works before hydration and can be bookmarked); the current one has aria-current. Each link
 * is a 44 px touch target and carries its key as `data-key`.
 */
import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'react-router';

/** One entry: its label, where it leads and whether it is the one shown. */
export interface TabLink {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

/** The links, named `label` for assistive technology; nothing when there are none. */
export function TabLinks({ label, entries, testId }: { label: string; entries: readonly TabLink[]; testId: string }) {
  if (entries.length === 0) return null;
  return (
    <Flex
      as="nav"
      aria-label={label}
      gap="1"
      wrap="wrap"
      mb="4"
      borderBottom="2px solid var(--theme-bottom-line)"
      data-testid={testId}
    >
      {entries.map((e) => (
        <Box
          key={e.key}
          asChild
          px="4"
          minH="44px"
          display="inline-flex"
          alignItems="center"
          fontSize="md"
          borderTopRadius="md"
          fontWeight={e.active ? 'semibold' : 'normal'}
          bg={e.active ? 'var(--theme-primary)' : undefined}
          color={e.active ? 'white' : undefined}
          _hover={e.active ? undefined : { color: 'var(--theme-primary)' }}
        >
          <Link to={e.href} aria-current={e.active ? 'page' : undefined} data-key={e.key}>
            {e.label}
          </Link>
        </Box>
      ))}
    </Flex>
  );
}
