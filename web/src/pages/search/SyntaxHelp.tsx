/** Search syntax help (docs/product/search.md#query-language: uppercase AND/OR/NOT, implied AND, quotes for phrases). */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { advancedMessages, advancedValueMessages } from './advancedMessages.js';

/** The help box beside the advanced form. */
export function SyntaxHelp() {
  const intl = useIntl();
  return (
    <Box as="aside" bg="gray.50" p="4" borderRadius="md" fontSize="sm" data-testid="syntax-help">
      <Heading as="h2" size="sm" mb="2">
        {intl.formatMessage(advancedMessages.helpTitle)}
      </Heading>
      <Box as="ul" pl="4" listStyleType="disc">
        <li>{intl.formatMessage(advancedMessages.helpOps)}</li>
        <li>{intl.formatMessage(advancedMessages.helpImplied)}</li>
        <li>
          {intl.formatMessage(advancedValueMessages.helpPhrase, {
            example: intl.locale.startsWith('zh') ? '石墨烯 制备' : 'machine learning',
          })}
        </li>
        <li>{intl.formatMessage(advancedMessages.helpParens)}</li>
      </Box>
    </Box>
  );
}
