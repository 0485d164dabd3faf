/**
 * Login area of the header (docs/product/sites-and-frame.md#login-links-and-user-menu): anonymous visitors see login and register links (when the header
 * config enables them); a logged-in member sees the masked name with personal centre and logout (UserMenu.tsx, its own chunk).
 * The login link carries the page as `redirect`, to come back after signing in, and opens in the same tab
 * on the aggregate site, else in a new one.
 */
import { Suspense } from 'react';
import { Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLang } from '../../app/lang.js';
import { loginHref, useUserName } from '../../app/session.js';
import type { SiteType } from '../../gql/graphql.js';
import { frameMessages } from './messages.js';
import { userMenuChunk } from './userMenuChunk.js';
import { useSplitModule } from '../../app/moduleRef.js';

/** The member menu from its own chunk (userMenuChunk.ts), so visitors' pages do not load it. */
function UserMenu(props: { userName: string }) {
  const Menu = useSplitModule(userMenuChunk).UserMenu;
  return <Menu {...props} />;
}

/** Login/register links or the member menu; `siteType` decides the login link's target. */
export function UserLinks({ showLogin, siteType }: { showLogin: boolean; siteType: SiteType }) {
  const intl = useIntl();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const userName = useUserName();
  if (userName)
    return (
      <Suspense fallback={null}>
        <UserMenu userName={userName} />
      </Suspense>
    );
  if (!showLogin) return null;
  const newTab = siteType !== 'ALL';
  return (
    // below 768 px each link is a 44 px touch target (phones)
    <Flex
      gap={{ base: '1', md: '3' }}
      fontSize="sm"
      flexShrink={0}
      css={{
        '& > a': {
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: { base: '44px', md: 'auto' },
          px: { base: '1', md: '0' },
        },
      }}
      data-testid="login-links"
    >
      <a
        href={loginHref(lang, pathname + search)}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
        data-testid="login-link"
      >
        {intl.formatMessage(frameMessages.login)}
      </a>
      <a href={`/register?lang=${lang}`}>{intl.formatMessage(frameMessages.register)}</a>
    </Flex>
  );
}
