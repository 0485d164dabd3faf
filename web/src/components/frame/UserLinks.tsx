/**
 * Login area of the header (SPEC §2, §4, §6): anonymous visitors see login and register links (when the header
 * config enables them); a logged-in member sees the masked name with personal centre and logout.
 */
import { Box, chakra, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { clearSessionCookies, maskUserName, useUserName } from '../../app/session.js';
import { frameMessages } from './messages.js';

/** Login/register links or the member menu. */
export function UserLinks({ showLogin }: { showLogin: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const userName = useUserName();
  if (userName) {
    return (
      <Box
        position="relative"
        css={{ '&:hover > ul, &:focus-within > ul': { display: 'block' } }}
        data-testid="user-menu"
      >
        <chakra.button type="button" bg="transparent" cursor="pointer">
          {maskUserName(userName)} ▾
        </chakra.button>
        <Box
          as="ul"
          display="none"
          position="absolute"
          right="0"
          top="100%"
          bg="white"
          boxShadow="md"
          zIndex="dropdown"
          minW="140px"
          listStyleType="none"
          py="1"
        >
          <li>
            <Box asChild display="block" px="3" py="2" _hover={{ bg: 'gray.100' }}>
              <a href={`/personal?lang=${lang}`}>{intl.formatMessage(frameMessages.personal)}</a>
            </Box>
          </li>
          <li>
            <Box asChild display="block" px="3" py="2" _hover={{ bg: 'gray.100' }}>
              <a
                href={`/login?lang=${lang}`}
                onClick={() => {
                  clearSessionCookies();
                }}
              >
                {intl.formatMessage(frameMessages.logout)}
              </a>
            </Box>
          </li>
        </Box>
      </Box>
    );
  }
  if (!showLogin) return null;
  return (
    <Flex gap="3" fontSize="sm">
      <a href={`/login?lang=${lang}`}>{intl.formatMessage(frameMessages.login)}</a>
      <a href={`/register?lang=${lang}`}>{intl.formatMessage(frameMessages.register)}</a>
    </Flex>
  );
}
