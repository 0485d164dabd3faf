/**
 * Floating toolbar (SPEC §2 fixed buttons, SPEC §4/§9 thresholds): tool links (rss, email, folder-add, pictures)
 * with hover tooltips and back-to-top; both appear after 400 px of scroll, back-to-top scrolls smoothly. The
 * batch-citation button (issue 12) is always there, at the bottom, once loaded after hydration (DockSlot).
 */
import { useEffect, useState } from 'react';
import { chakra, Box, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { Toolbar_ToolFragment } from '../../gql/graphql.js';
import { DockSlot } from '../basket/DockSlot.js';
import { frameMessages } from './messages.js';

export const Toolbar_tool = graphql(`
  fragment Toolbar_tool on Tool {
    id
    name
    type
    platformType
    href
    pictureUrl
    description
  }
`);

/** SPEC §9 toolbar and back-to-top threshold in px. */
export const TOOLBAR_THRESHOLD = 400;

const ICONS: Record<string, string> = { rss: 'RSS', email: '✉', folderAdd: '＋' };

function ToolLink({ tool }: { tool: Toolbar_ToolFragment }) {
  const tooltip = tool.description || tool.name;
  // SPEC §2: /rssList and /emailSubscribe open in a new tab, as do links to other sites
  const p = tool.platformType;
  const newTab = tool.href?.startsWith('http') || p === 'rss' || p === 'email';
  const content = tool.pictureUrl ? (
    <img src={tool.pictureUrl} alt="" width={24} height={24} />
  ) : (
    (ICONS[tool.platformType ?? ''] ?? tool.name.slice(0, 2))
  );
  return (
    <Box
      asChild
      title={tooltip}
      aria-label={tool.name}
      display="flex"
      alignItems="center"
      justifyContent="center"
      w="44px"
      h="44px"
      bg="var(--theme-primary)"
      color="white"
      borderRadius="md"
      fontSize="xs"
      _hover={{ bg: 'var(--theme-hover)' }}
    >
      <a href={tool.href ?? '#'} target={newTab ? '_blank' : undefined} rel="noopener noreferrer">
        {content}
      </a>
    </Box>
  );
}

/**
 * The fixed toolbar at the right edge: tools and back-to-top hidden until the page has scrolled past the threshold,
 * the batch-citation button of site `siteId` below them at all times.
 */
export function Toolbar({ tools, siteId }: { tools: Toolbar_ToolFragment[]; siteId: number }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > TOOLBAR_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Stack position="fixed" right="4" bottom="16" gap="2" zIndex="sticky" data-testid="toolbar">
      {visible && tools.map((t) => <ToolLink key={t.id} tool={t} />)}
      {visible && (
        <chakra.button
          type="button"
          title={intl.formatMessage(frameMessages.backToTop)}
          aria-label={intl.formatMessage(frameMessages.backToTop)}
          w="44px"
          h="44px"
          bg="gray.600"
          color="white"
          borderRadius="md"
          cursor="pointer"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          ▲
        </chakra.button>
      )}
      <DockSlot siteId={siteId} />
    </Stack>
  );
}
