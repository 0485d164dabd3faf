/**
 * The slide-in two-level side menu (docs/product/sites-and-frame.md#side-menu: for narrow screens and styles 3 and 6). A modal dialog from the
 * left: the menu's items, each with a button that shows its children, then the custom buttons and the language switch.
 * Focus moves into it on opening and stays there (Tab wraps); Escape, the close button or the backdrop close it and
 * focus returns to the menu button (Header). Its own chunk: loaded on the first click.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { isHomePath } from '../../../app/site.js';
import type { Header_SiteFragment } from '../../../gql/graphql.js';
import { groupEntranceHref } from '../GroupEntrance.js';
import { LanguageToggle } from '../LanguageToggle.js';
import { frameMessages } from '../messages.js';
import type { NavEntry } from '../NavMenu.js';
import { activeNavIndex } from '../navSplit.js';
import { expandMessage, headerMessages } from './messages.js';

const rowCss = {
  display: 'flex',
  alignItems: 'center',
  minH: '44px',
  px: '4',
  flex: '1',
  color: 'gray.800',
  textDecoration: 'none',
  _hover: { bg: 'var(--theme-background)' },
  _focusVisible: { outline: '2px solid', outlineColor: 'var(--theme-primary)', outlineOffset: '-2px' },
} as const;

function ItemLink({
  item,
  current,
  depth,
}: {
  item: NavEntry | NavEntry['children'][number];
  current?: boolean;
  depth: number;
}) {
  const css = { ...rowCss, pl: depth ? '8' : '4', fontWeight: current ? 'bold' : undefined };
  if (item.target.external)
    return (
      <chakra.a href={item.target.href} target="_blank" rel="noopener noreferrer" css={css}>
        {item.name}
      </chakra.a>
    );
  return (
    <Box asChild css={css}>
      <Link to={item.target.href} aria-current={current ? 'page' : undefined}>
        {item.name}
      </Link>
    </Box>
  );
}

function Entry({ item, current }: { item: NavEntry; current: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(current);
  const listId = useId();
  return (
    <li>
      <Flex
        align="stretch"
        borderBottom="1px solid"
        borderColor="gray.100"
        borderLeft="3px solid"
        borderLeftColor={current ? 'var(--theme-primary)' : 'transparent'}
      >
        <ItemLink item={item} current={current} depth={0} />
        {item.children.length > 0 && (
          <chakra.button
            type="button"
            minW="44px"
            minH="44px"
            bg="transparent"
            border="none"
            cursor="pointer"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={intl.formatMessage(expandMessage, { name: item.name })}
            onClick={() => setOpen(!open)}
            data-testid="side-menu-expand"
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </chakra.button>
        )}
      </Flex>
      {item.children.length > 0 && (
        <Box as="ul" id={listId} hidden={!open} listStyleType="none" m="0" p="0" bg="gray.50">
          {item.children.map((c) => (
            <li key={c.id}>
              <Flex>
                <ItemLink item={c} depth={1} />
              </Flex>
            </li>
          ))}
        </Box>
      )}
    </li>
  );
}

/** The group entrance on phones (the header's dropdown is hidden below 768 px): the group's journals as a list. */
function GroupJournals({ site }: { site: Header_SiteFragment }) {
  const intl = useIntl();
  const lang = useLang();
  const label = intl.formatMessage(frameMessages.groupEntrance);
  return (
    <Box as="nav" aria-label={label} px="4" pb="4" data-testid="side-menu-group">
      <Text fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </Text>
      <Box
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        fontSize="sm"
        css={{ '& a': { minHeight: '44px', display: 'flex', alignItems: 'center' } }}
      >
        {site.groupEntrance.map((p) => (
          <li key={p.publicationId}>
            <a href={groupEntranceHref(p, site.id, lang)}>{p.name}</a>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The side menu dialog; `onClose` is called on Escape, the close button, the backdrop or a followed link. */
export function SideMenu({ id, site, onClose }: { id: string; site: Header_SiteFragment; onClose(): void }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const items = site.nav as NavEntry[];
  const home = isHomePath(pathname) ? items.findIndex((i) => i.code === 'index') : -1;
  const active = home >= 0 ? home : activeNavIndex(items, pathname, search);
  const first = useRef(pathname + search);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, []);
  useEffect(() => {
    // a followed link (client navigation) closes the menu
    if (pathname + search !== first.current) onClose();
  }, [pathname, search, onClose]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const all = Array.from(panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
      (el) => el.offsetParent !== null,
    );
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      all[all.length - 1]?.focus();
    } else if (!e.shiftKey && at === all.length - 1) {
      e.preventDefault();
      all[0]?.focus();
    }
  };

  return (
    <Box position="fixed" inset="0" zIndex="modal" data-testid="side-menu-layer">
      <Box position="absolute" inset="0" bg="blackAlpha.600" onClick={onClose} data-testid="side-menu-backdrop" />
      <Box
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage(headerMessages.sideMenu)}
        position="absolute"
        top="0"
        bottom="0"
        left="0"
        w="320px"
        maxW="85vw"
        bg="white"
        boxShadow="xl"
        overflowY="auto"
        onKeyDown={onKey}
        css={{
          animation: 'rc-slide-in 200ms ease-out',
          '@keyframes rc-slide-in': { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
        data-testid="side-menu"
      >
        <Flex align="center" justify="space-between" px="4" minH="56px" bg="var(--theme-primary)" color="white">
          <chakra.span fontWeight="bold" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
            {site.name}
          </chakra.span>
          <chakra.button
            type="button"
            minW="44px"
            minH="44px"
            bg="transparent"
            color="white"
            border="none"
            fontSize="2xl"
            cursor="pointer"
            aria-label={intl.formatMessage(headerMessages.closeMenu)}
            onClick={onClose}
            data-testid="side-menu-close"
          >
            <span aria-hidden="true">×</span>
          </chakra.button>
        </Flex>
        <nav aria-label={intl.formatMessage(headerMessages.sideMenu)}>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {items.map((item, i) => (
              <Entry key={item.id} item={item} current={i === active} />
            ))}
          </Box>
        </nav>
        <Flex
          direction="column"
          gap="1"
          px="4"
          py="3"
          fontSize="sm"
          css={{ '& a': { minHeight: '44px', display: 'flex', alignItems: 'center' } }}
        >
          {site.header.customButtons.slice(0, 3).map((b) => (
            <a key={b.href + b.name} href={b.href} target="_blank" rel="noopener noreferrer">
              {b.name}
            </a>
          ))}
          {site.header.switchLanguage && <LanguageToggle />}
        </Flex>
        {site.header.showGroupEntrance && site.groupEntrance.length > 0 && <GroupJournals site={site} />}
      </Box>
    </Box>
  );
}

export default SideMenu;
