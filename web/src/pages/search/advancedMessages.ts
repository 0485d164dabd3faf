/**
 * Messages of the advanced search page (/seniorSearch: the form and the syntax help); texts in
 * i18n/{zh,en}/advanced.json, which comes with the page's chunk (AdvancedSearchPage.tsx), not the entry.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** General advanced search messages. */
export const advancedMessages = defineMessages({
  advancedTitle: { id: 'search.advanced.title', defaultMessage: 'Advanced search' },
  addRow: { id: 'search.advanced.addRow', defaultMessage: 'Add a condition' },
  precise: { id: 'search.precision.precise', defaultMessage: 'Precise' },
  fuzzy: { id: 'search.precision.fuzzy', defaultMessage: 'Fuzzy' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  reset: { id: 'search.advanced.reset', defaultMessage: 'Reset' },
  helpTitle: { id: 'search.help.title', defaultMessage: 'Search syntax' },
  helpOps: {
    id: 'search.help.ops',
    defaultMessage: 'AND, OR and NOT must be written in uppercase; lowercase and, or, not are ordinary words.',
  },
  helpImplied: { id: 'search.help.implied', defaultMessage: 'Terms without an operator are joined with AND.' },
  helpParens: { id: 'search.help.parens', defaultMessage: 'Group with parentheses: (A OR B) AND C.' },
});

/** Advanced search messages with values (typed descriptors). */
export const advancedValueMessages = {
  removeRow: defineMessage<{ n: number }>({ id: 'search.advanced.removeRow', defaultMessage: 'Remove condition {n}' }),
  rowValue: defineMessage<{ n: number }>({ id: 'search.advanced.value', defaultMessage: 'Search term {n}' }),
  rowField: defineMessage<{ n: number }>({ id: 'search.advanced.field', defaultMessage: 'Field {n}' }),
  rowOp: defineMessage<{ n: number }>({ id: 'search.advanced.op', defaultMessage: 'Operator {n}' }),
  rowPrecision: defineMessage<{ n: number }>({ id: 'search.advanced.precision', defaultMessage: 'Match {n}' }),
  maxRows: defineMessage<{ max: number }>({
    id: 'search.advanced.maxRows',
    defaultMessage: 'At most {max} conditions',
  }),
  helpPhrase: defineMessage<{ example: string }>({
    id: 'search.help.phrase',
    defaultMessage: 'Put a phrase in double quotes to find it exactly: "{example}"',
  }),
};
