/**
 * Building blocks of the header styles (docs/product/sites-and-frame.md#header): the width container (its width base), the logo,
 * the side-menu and search buttons of phones (44 px targets) and the utility links (greeting, custom buttons, group
 * entrance, language switch).
 */
import type { ReactNode, Ref } from 'react';
import { Box, chakra, Flex, type FlexProps, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Header_SiteFragment } from '../../../gql/graphql.js';
import { GroupEntrance } from '../GroupEntrance.js';
import { LanguageMenu, LanguageToggle } from '../LanguageToggle.js';
import { headerMessages } from './messages.js';

/** The width base: `base` px centred, or the window less 80 px (40 px each side); narrow padding on phones. */
export function Inner({ wb, children, ...rest }: { wb: number | null; children: ReactNode } & FlexProps) {
  return (
    <Flex
      w="100%"
      maxW={wb ? `${wb}px` : undefined}
      mx="auto"
      px={{ base: '3', md: wb ? '4' : '40px' }}
      align="center"
      gap={{ base: '2', md: '4' }}
      {...rest}
    >
      {children}
    </Flex>
  );
}

/** The site's logo (or its name), linking home; smaller on phones. */
export function Logo({
  src,
  name,
  href,
  maxH,
  light,
}: {
  src: string | null;
  name: string;
  href: string;
  maxH: number;
  light?: boolean;
}) {
  return (
    <Box asChild minW="0" flexShrink={1} display="block">
      <Link to={href} data-testid="header-logo">
        {src ? (
          <chakra.img
            src={src}
            alt={name}
            maxH={{ base: '40px', md: `${maxH}px` }}
            maxW={{ base: '180px', md: '360px' }}
          />
        ) : (
          <Text
            as="span"
            display="block"
            fontSize={{ base: 'lg', md: '2xl' }}
            fontWeight="bold"
            color={light ? 'white' : 'var(--theme-primary)'}
            whiteSpace={{ base: 'nowrap', md: 'normal' }}
            overflow="hidden"
            textOverflow="ellipsis"
          >
            {name}
          </Text>
        )}
      </Link>
    </Box>
  );
}

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minW: '44px',
  minH: '44px',
  px: '2',
  bg: 'transparent',
  border: 'none',
  borderRadius: 'md',
  cursor: 'pointer',
  flexShrink: 0,
  _focusVisible: { outline: '2px solid', outlineColor: 'currentColor', outlineOffset: '2px' },
} as const;

/** The button opening the side menu: on phones always, from 768 px for styles 3 and 6 (docs/product/sites-and-frame.md#side-menu), with a label then. */
export function MenuButton({
  always,
  open,
  controls,
  onOpen,
  buttonRef,
  color,
}: {
  always: boolean;
  open: boolean;
  controls: string;
  onOpen(): void;
  buttonRef: Ref<HTMLButtonElement>;
  color: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(headerMessages.openMenu);
  return (
    <chakra.button
      ref={buttonRef}
      type="button"
      {...iconButton}
      display={{ base: 'inline-flex', md: always ? 'inline-flex' : 'none' }}
      color={color}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onOpen}
      data-testid="menu-button"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {always && (
        <Text as="span" display={{ base: 'none', md: 'inline' }} fontSize="sm">
          {label}
        </Text>
      )}
    </chakra.button>
  );
}

/** The phone's search button: shows or hides the search area (below 768 px; at every width when `desktop`). */
export function SearchToggle({
  open,
  controls,
  onToggle,
  color,
  desktop,
}: {
  open: boolean;
  controls: string;
  onToggle(): void;
  color: string;
  desktop?: boolean;
}) {
  const intl = useIntl();
  return (
    <chakra.button
      type="button"
      {...iconButton}
      display={{ base: 'inline-flex', md: desktop ? 'inline-flex' : 'none' }}
      color={color}
      aria-label={intl.formatMessage(headerMessages.openSearch)}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid="search-toggle"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </chakra.button>
  );
}

/** Greeting, custom buttons (at most 3, docs/product/sites-and-frame.md#custom-buttons), group entrance and language switch; hidden below 768 px. */
export function UtilityLinks({ site, greeting = true }: { site: Header_SiteFragment; greeting?: boolean }) {
  const h = site.header;
  return (
    <Flex
      display={{ base: 'none', md: 'flex' }}
      align="center"
      gap="4"
      wrap="wrap"
      fontSize="sm"
      minW="0"
      data-testid="header-links"
    >
      {greeting && h.greeting && <Text as="span">{h.greeting}</Text>}
      {h.customButtons.slice(0, 3).map((b) => (
        <a key={b.href + b.name} href={b.href} target="_blank" rel="noopener noreferrer">
          {b.name}
        </a>
      ))}
      {h.showGroupEntrance && <GroupEntrance site={site} />}
      {h.switchLanguage && (h.languageMenu ? <LanguageMenu /> : <LanguageToggle />)}
    </Flex>
  );
}
