/**
 * The signed-in member's menu in the header (the personal centre and logout:
 * docs/product/sites-and-frame.md#login-links-and-user-menu): a button with the masked name that opens a menu (WAI-ARIA menu button: Enter, Space or ArrowDown
 * open it on the first item, arrows move, Escape closes and returns focus to the button, Tab or a click elsewhere
 * closes it). It opens above the sticky menu bar. Logout ends the session with the gateway (`logout`), clears the
 * client's session cookies, shows '退出成功' / 'Logged out successfully' (docs/product/members.md#logout) and goes to the login page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { usePageClient } from '../../app/pageClient.js';
import { clearSessionCookies, loginHref, maskUserName } from '../../app/session.js';
import { graphql } from '../../gql/index.js';
import { showToast } from '../toast/toast.js';
import { frameMessages } from './messages.js';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Delay between the logout toast and the login page, in ms (the toast is read first; a 401 also waits 1.1 s, docs/product/members.md#session-expiry). */
export const LOGOUT_REDIRECT_MS = 1100;

/**
 * The logout action (one hook per mutation): answers a function that signs out, then shows the toast and opens the
 * login page; a failure shows the server's message as an error toast (docs/product/calls-and-errors.md#how-pages-show-errors).
 */
export function useLogout(): () => Promise<void> {
  const intl = useIntl();
  const lang = useLang();
  const client = usePageClient();
  return async () => {
    try {
      await client.mutate({ mutation: LogoutMutation });
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
      return;
    }
    clearSessionCookies();
    showToast(intl.formatMessage(frameMessages.logoutDone), 'success');
    window.setTimeout(() => window.location.assign(loginHref(lang)), LOGOUT_REDIRECT_MS);
  };
}

const itemCss = {
  display: 'block',
  width: '100%',
  textAlign: 'start',
  px: '4',
  py: '2',
  minH: '44px',
  lineHeight: '28px',
  whiteSpace: 'nowrap',
  bg: 'transparent',
  cursor: 'pointer',
  color: 'gray.800',
  _hover: { bg: 'gray.100' },
  _focusVisible: { bg: 'gray.100', outline: '2px solid #1a1a1a', outlineOffset: '-2px' },
} as const;

/** The member menu for the masked `userName` (the cookie's value). */
export function UserMenu({ userName }: { userName: string }) {
  const intl = useIntl();
  const lang = useLang();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const openAt = (index: 'first' | 'last') => {
    setOpen(true);
    // The menu renders on this update; focus its item after it is in the document.
    window.requestAnimationFrame(() => {
      const list = items();
      (index === 'first' ? list[0] : list[list.length - 1])?.focus();
    });
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt('last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <Box position="relative" ref={root} data-testid="user-menu">
      <chakra.button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        bg="transparent"
        cursor="pointer"
        minH="44px"
        px="2"
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid #1a1a1a', outlineOffset: '2px' }}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKey}
        data-testid="user-menu-button"
      >
        {maskUserName(userName)} <span aria-hidden="true">▾</span>
      </chakra.button>
      {open && (
        <Box
          as="ul"
          id={menuId}
          role="menu"
          aria-label={maskUserName(userName)}
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          bg="white"
          border="1px solid"
          borderColor="gray.200"
          borderRadius="md"
          boxShadow="lg"
          // Above the sticky menu bar (zIndex 'sticky') and the fixed search bar.
          zIndex="popover"
          minW="160px"
          listStyleType="none"
          py="1"
          onKeyDown={onMenuKey}
          data-testid="user-menu-list"
        >
          <li role="none">
            <chakra.a role="menuitem" tabIndex={-1} href={`/personal?lang=${lang}`} css={itemCss}>
              {intl.formatMessage(frameMessages.personal)}
            </chakra.a>
          </li>
          <li role="none">
            <chakra.button
              type="button"
              role="menuitem"
              tabIndex={-1}
              css={itemCss}
              onClick={() => {
                setOpen(false);
                void logout();
              }}
              data-testid="logout"
            >
              {intl.formatMessage(frameMessages.logout)}
            </chakra.button>
          </li>
        </Box>
      )}
    </Box>
  );
}
