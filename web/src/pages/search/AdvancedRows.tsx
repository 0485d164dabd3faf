/**
 * The rows of the advanced form (/seniorSearch, docs/product/search.md#advanced-search): each row has an operator (AND, OR,
 * NOT; the first row has none), a field (of the selected type, docs/product/search.md#fields), a value (at most 150 characters) and
 * the precision (precise 1, fuzzy 0). At most 5 rows ('At most 5 conditions').
 */
import { Box, chakra, Flex, Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { BoolOp, SearchType } from '../../gql/graphql.js';
import { fieldMessages } from '../../components/search/messages.js';
import { opMessages } from './resultMessages.js';
import { SELECT_CLASS } from '../../components/form/controls.js';
import { advancedMessages, advancedValueMessages } from './advancedMessages.js';
import { fieldFromParam, TYPE_FIELDS, urlName } from '../../components/search/types.js';
import { type AdvRow, KEYWORD_MAX } from '../../components/search/url.js';

const OPS: readonly BoolOp[] = ['AND', 'OR', 'NOT'];
/** The form's selects: the portal's select look (components/form/controls.ts), 36 px high. */
const select = { className: SELECT_CLASS, h: '9' } as const;

/** One row's controls. */
function Row({
  row,
  index,
  type,
  onChange,
  onRemove,
}: {
  row: AdvRow;
  index: number;
  type: SearchType;
  onChange(row: AdvRow): void;
  onRemove: (() => void) | null;
}) {
  const intl = useIntl();
  const n = index + 1;
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="adv-row">
      <Box w="128px">
        {index > 0 && (
          <chakra.select
            w="100%"
            aria-label={intl.formatMessage(advancedValueMessages.rowOp, { n })}
            value={row.op}
            onChange={(e) => onChange({ ...row, op: e.target.value as BoolOp })}
            {...select}
          >
            {OPS.map((op) => (
              <option key={op} value={op}>
                {intl.formatMessage(opMessages[op])}
              </option>
            ))}
          </chakra.select>
        )}
      </Box>
      <chakra.select
        aria-label={intl.formatMessage(advancedValueMessages.rowField, { n })}
        value={urlName(row.field)}
        onChange={(e) => onChange({ ...row, field: fieldFromParam(e.target.value) ?? 'ALL' })}
        {...select}
      >
        {TYPE_FIELDS[type].map((f) => (
          <option key={f} value={urlName(f)}>
            {intl.formatMessage(fieldMessages[f])}
          </option>
        ))}
      </chakra.select>
      <Input
        aria-label={intl.formatMessage(advancedValueMessages.rowValue, { n })}
        maxLength={KEYWORD_MAX}
        value={row.value}
        onChange={(e) => onChange({ ...row, value: e.target.value })}
        flex="1"
        minW="200px"
      />
      <chakra.select
        aria-label={intl.formatMessage(advancedValueMessages.rowPrecision, { n })}
        value={String(row.precision)}
        onChange={(e) => onChange({ ...row, precision: e.target.value === '1' ? 1 : 0 })}
        {...select}
      >
        <option value="0">{intl.formatMessage(advancedMessages.fuzzy)}</option>
        <option value="1">{intl.formatMessage(advancedMessages.precise)}</option>
      </chakra.select>
      <chakra.button
        type="button"
        onClick={onRemove ?? undefined}
        disabled={!onRemove}
        aria-label={intl.formatMessage(advancedValueMessages.removeRow, { n })}
        px="2"
        h="9"
        border="1px solid"
        borderColor="gray.300"
        borderRadius="sm"
        cursor={onRemove ? 'pointer' : 'not-allowed'}
      >
        −
      </chakra.button>
    </Flex>
  );
}

/** The row list; `onChange` receives the whole new list. */
export function AdvancedRows({
  rows,
  type,
  onChange,
}: {
  rows: readonly AdvRow[];
  type: SearchType;
  onChange(rows: AdvRow[]): void;
}) {
  return (
    <Flex direction="column" gap="2">
      {rows.map((row, i) => (
        <Row
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
          key={i}
          row={row}
          index={i}
          type={type}
          onChange={(next) => onChange(rows.map((r, j) => (j === i ? next : r)))}
          onRemove={rows.length > 1 ? () => onChange(rows.filter((_, j) => j !== i)) : null}
        />
      ))}
    </Flex>
  );
}
