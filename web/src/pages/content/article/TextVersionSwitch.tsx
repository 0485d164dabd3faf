/**
 * Switch between an article's full-text language versions (e.g. pt/en/es for Revista de Saúde Pública). It links to
 * the same page with `?text={lang}`, so the choice survives reloads and works before hydration; hidden when the article
 * has fewer than two versions with a full text.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { languageName } from './languageName.js';
import { articleMessages } from './messages.js';

/** Query parameter naming the chosen full-text language. */
export const TEXT_PARAM = 'text';

/** Links for each version; `current` is the shown version's lang. */
export function TextVersionSwitch({ langs, current }: { langs: string[]; current: string }) {
  const intl = useIntl();
  const location = useLocation();
  if (langs.length < 2) return null;
  const linkFor = (lang: string) => {
    const search = new URLSearchParams(location.search);
    search.set(TEXT_PARAM, lang);
    return { pathname: location.pathname, search: `?${search.toString()}`, hash: '#full-text' };
  };
  return (
    <Flex
      as="nav"
      gap="2"
      align="center"
      wrap="wrap"
      mb="4"
      aria-label={intl.formatMessage(articleMessages.textVersion)}
      data-testid="text-switch"
    >
      <Text as="span" fontSize="sm" color="gray.600">
        {intl.formatMessage(articleMessages.textVersion)}:
      </Text>
      {langs.map((l) => {
        const active = l === current;
        return (
          <Box
            key={l}
            asChild
            px="3"
            py="1"
            fontSize="sm"
            borderRadius="full"
            border="1px solid var(--theme-primary)"
            bg={active ? 'var(--theme-primary)' : 'transparent'}
            color={active ? 'white' : 'var(--theme-primary)'}
          >
            <Link to={linkFor(l)} replace preventScrollReset aria-current={active ? 'true' : undefined} hrefLang={l}>
              {languageName(intl, l)}
            </Link>
          </Box>
        );
      })}
    </Flex>
  );
}
