/**
 * Header search box (SPEC §2, §5, §9): keyword at most 150 characters with a placeholder; a keyword is required.
 * Search itself is a later issue: the form submits to /article?searchText=…&lang=….
 */
import { chakra, Box, Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { frameMessages } from './messages.js';

/** SPEC §9: header keyword limit. */
export const HEADER_KEYWORD_MAX = 150;

/** The search form of the header. */
export function SearchBox({ advanced }: { advanced: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const placeholder = intl.formatMessage(frameMessages.searchPlaceholder);
  return (
    <chakra.form role="search" action="/article" method="get" display="flex" gap="2" alignItems="center">
      <input type="hidden" name="lang" value={lang} />
      <Input
        name="searchText"
        type="search"
        size="sm"
        required
        maxLength={HEADER_KEYWORD_MAX}
        placeholder={placeholder}
        aria-label={placeholder}
        bg="white"
        color="gray.800"
        w="220px"
      />
      <chakra.button
        type="submit"
        px="3"
        py="1"
        bg="var(--theme-primary)"
        color="white"
        borderRadius="sm"
        fontSize="sm"
      >
        {intl.formatMessage(frameMessages.searchButton)}
      </chakra.button>
      {advanced && (
        <Box asChild fontSize="sm" color="inherit">
          <a href={`/seniorSearch?lang=${lang}`}>{intl.formatMessage(frameMessages.advancedSearch)}</a>
        </Box>
      )}
    </chakra.form>
  );
}
