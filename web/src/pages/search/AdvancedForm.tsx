/**
 * The advanced search form (/seniorSearch, docs/product/search.md#advanced-search): resource type, field rows (AdvancedRows), time range.
 * Submitting opens the result route of the type with the rows in `adv` (components/search/url.ts); the result page runs
 * `advancedSearch`. Rows without a value are left out; with none, the form asks for a term.
 */
import { type FormEvent, useState } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLang } from '../../app/lang.js';
import type { SearchType } from '../../gql/graphql.js';
import { AdvancedRows } from './AdvancedRows.js';
import { SELECT_CLASS } from '../../components/form/controls.js';
import { searchMessages, typeMessages } from '../../components/search/messages.js';
import { rangeMessages, rangeYearsMessage, resultMessages } from './resultMessages.js';
import { advancedMessages, advancedValueMessages } from './advancedMessages.js';
import { storeSearchState } from '../../components/search/storage.js';
import { ALL_TYPES, fieldFor, TYPE_IDS, typeFromParam } from '../../components/search/types.js';
import {
  type AdvRow,
  basicState,
  describeQuery,
  MAX_ADV_ROWS,
  parseAdv,
  RANGES,
  resultHref,
} from '../../components/search/url.js';

/** The form's selects: the portal's select look (components/form/controls.ts), 36 px high. */
const select = { className: SELECT_CLASS, h: '9' } as const;
const emptyRow = (): AdvRow => ({ op: 'AND', field: 'ALL', value: '', precision: 0 });

/** Initial rows: the `adv` of the URL (to refine a search), else three empty rows. */
function initialRows(search: URLSearchParams): AdvRow[] {
  const adv = parseAdv(search.get('adv'));
  return Array.isArray(adv) ? adv : [emptyRow(), emptyRow(), emptyRow()];
}

/** The form. `search` is the page's query string (type, adv, range). */
export function AdvancedForm({ search }: { search: URLSearchParams }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>(typeFromParam(search.get('type')) ?? 'ARTICLE');
  const [rows, setRows] = useState<AdvRow[]>(() => initialRows(search));
  const [range, setRange] = useState<number>(RANGES.find((r) => String(r) === search.get('range')) ?? 0);
  const [error, setError] = useState<string | null>(null);

  function changeType(next: SearchType) {
    setType(next);
    setRows((rs) => rs.map((r) => ({ ...r, field: fieldFor(next, r.field) })));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filled = rows.map((r) => ({ ...r, value: r.value.trim() })).filter((r) => r.value !== '');
    if (filled.length === 0) {
      setError(intl.formatMessage(searchMessages.keywordRequired));
      return;
    }
    const state = { ...basicState(type, '', 'ALL'), range, adv: filled };
    storeSearchState(describeQuery(state), type);
    navigate(resultHref(state, lang));
  }

  return (
    <chakra.form onSubmit={onSubmit} data-testid="advanced-form" display="flex" flexDirection="column" gap="4">
      <Flex gap="4" align="center" wrap="wrap">
        <Text as="label" fontWeight="semibold" display="flex" gap="2" alignItems="center">
          {intl.formatMessage(searchMessages.resourceType)}
          <chakra.select
            value={TYPE_IDS[type]}
            onChange={(e) => changeType(typeFromParam(e.target.value) ?? type)}
            {...select}
          >
            {ALL_TYPES.map((t) => (
              <option key={t} value={TYPE_IDS[t]}>
                {intl.formatMessage(typeMessages[t])}
              </option>
            ))}
          </chakra.select>
        </Text>
        <Text as="label" fontWeight="semibold" display="flex" gap="2" alignItems="center">
          {intl.formatMessage(resultMessages.range)}
          <chakra.select value={String(range)} onChange={(e) => setRange(Number(e.target.value))} {...select}>
            {RANGES.map((r) => (
              <option key={r} value={String(r)}>
                {r === 0 ? intl.formatMessage(rangeMessages.all) : intl.formatMessage(rangeYearsMessage, { n: r })}
              </option>
            ))}
          </chakra.select>
        </Text>
      </Flex>
      <AdvancedRows rows={rows} type={type} onChange={setRows} />
      <Flex gap="3" align="center" wrap="wrap">
        <chakra.button
          type="button"
          onClick={() => setRows((rs) => [...rs, emptyRow()])}
          disabled={rows.length >= MAX_ADV_ROWS}
          px="3"
          h="9"
          border="1px solid"
          borderColor="gray.300"
          borderRadius="sm"
          data-testid="adv-add-row"
        >
          + {intl.formatMessage(advancedMessages.addRow)}
        </chakra.button>
        <Text as="span" fontSize="sm" color="gray.500">
          {intl.formatMessage(advancedValueMessages.maxRows, { max: MAX_ADV_ROWS })}
        </Text>
      </Flex>
      {error && (
        <Box role="alert" color="red.700" fontSize="sm">
          {error}
        </Box>
      )}
      <Flex gap="3">
        <chakra.button type="submit" px="6" h="10" bg="var(--theme-primary)" color="white" borderRadius="sm">
          {intl.formatMessage(advancedMessages.submit)}
        </chakra.button>
        <chakra.button
          type="button"
          onClick={() => {
            setRows([emptyRow(), emptyRow(), emptyRow()]);
            setRange(0);
            setError(null);
          }}
          px="6"
          h="10"
          border="1px solid"
          borderColor="gray.300"
          borderRadius="sm"
        >
          {intl.formatMessage(advancedMessages.reset)}
        </chakra.button>
      </Flex>
    </chakra.form>
  );
}
