/**
 * Small controls shared by the header search area and the fixed top bar : the field dropdown (the fields of
 * the selected type, docs/product/search.md#fields), resource-type radios and selector, and the inline error line.
 */
import type { InputHTMLAttributes } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { SearchField, SearchType } from '../../gql/graphql.js';
import { fieldMessages, searchMessages, typeMessages } from '../search/messages.js';
import { fieldFromParam, TYPE_FIELDS, TYPE_IDS, urlName } from '../search/types.js';
import { RADIO_CLASS, RADIO_LABEL_CLASS, SELECT_CLASS } from '../form/controls.js';

const selectStyle = {
  bg: 'white',
  color: 'gray.800',
  fontSize: 'sm',
  h: '8',
  px: '2',
  borderRadius: 'sm',
  border: '1px solid',
  borderColor: 'gray.300',
} as const;

/** The header's selects: the portal's select look (components/form/controls.ts), 32 px high, small text. */
const headerSelect = { className: SELECT_CLASS, h: '8', fontSize: 'sm', borderRadius: 'sm' } as const;

/** The condition dropdown (`index` in the result URL; option values are the fields' URL names). */
export function FieldSelect({
  type,
  value,
  onChange,
}: {
  type: SearchType;
  value: SearchField;
  onChange(field: SearchField): void;
}) {
  const intl = useIntl();
  return (
    <chakra.select
      name="index"
      aria-label={intl.formatMessage(searchMessages.condition)}
      value={urlName(value)}
      onChange={(e) => onChange(fieldFromParam(e.target.value) ?? 'ALL')}
      {...headerSelect}
    >
      {TYPE_FIELDS[type].map((f) => (
        <option key={f} value={urlName(f)}>
          {intl.formatMessage(fieldMessages[f])}
        </option>
      ))}
    </chakra.select>
  );
}

/** The resource-type selector of the fixed bar (`type` = the resource-type id). */
export function TypeSelect({
  types,
  value,
  onChange,
}: {
  types: readonly SearchType[];
  value: SearchType;
  onChange(type: SearchType): void;
}) {
  const intl = useIntl();
  return (
    <chakra.select
      name="type"
      aria-label={intl.formatMessage(searchMessages.resourceType)}
      value={TYPE_IDS[value]}
      onChange={(e) => onChange(types.find((t) => TYPE_IDS[t] === e.target.value) ?? value)}
      {...headerSelect}
    >
      {types.map((t) => (
        <option key={t} value={TYPE_IDS[t]}>
          {intl.formatMessage(typeMessages[t])}
        </option>
      ))}
    </chakra.select>
  );
}

/** The resource-type radios of the header search area. */
export function TypeRadios({
  types,
  value,
  onChange,
}: {
  types: readonly SearchType[];
  value: SearchType;
  onChange(type: SearchType): void;
}) {
  const intl = useIntl();
  return (
    <Flex
      as="fieldset"
      columnGap="2"
      rowGap="1"
      wrap="wrap"
      fontSize="sm"
      border="none"
      p="0"
      m="0"
      aria-label={intl.formatMessage(searchMessages.resourceType)}
      data-testid="search-types"
    >
      {types.map((t) => (
        <label key={t} className={RADIO_LABEL_CLASS}>
          <input
            type="radio"
            className={RADIO_CLASS}
            name="type"
            value={TYPE_IDS[t]}
            checked={t === value}
            onChange={() => onChange(t)}
          />
          {intl.formatMessage(typeMessages[t])}
        </label>
      ))}
    </Flex>
  );
}

/** The readable error of a failed analysis, shown under the box. */
export function SearchInlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Box
      role="alert"
      fontSize="xs"
      bg="white"
      color="red.700"
      px="2"
      py="1"
      borderRadius="sm"
      data-testid="search-error"
    >
      {message}
    </Box>
  );
}

/** The submit button. */
export function SearchButton({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <chakra.button
      type="submit"
      px="3"
      h="8"
      // the solid primary (white text at 4.5:1 or more on every preset, WCAG 1.4.3); the hover colour is the primary
      // at 0.8 opacity (docs/product/sites-and-frame.md#theme-colours) and too light for text at rest (axe)
      bg="var(--theme-primary, #1e5aa8)"
      _hover={{ bg: 'var(--theme-hover, #155a9c)' }}
      color="white"
      borderRadius="sm"
      fontSize="sm"
      border="1px solid white"
      cursor="pointer"
      disabled={disabled}
    >
      {label}
    </chakra.button>
  );
}

/** What the suggestions combobox adds to the keyword box (SearchSuggestions.tsx useSuggestCombobox). */
export type KeywordComboboxProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'role'
  | 'aria-autocomplete'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-activedescendant'
  | 'autoComplete'
  | 'onKeyDown'
  | 'onFocus'
  | 'onBlur'
>;

/**
 * The keyword box shared by the header search area and the fixed bar: required, `maxLength` characters
 * (docs/product/search.md#keyword-rules: 150 in the header, 125 in the fixed bar), the 'require keyword' placeholder as its label; typing clears an error.
 * `combobox` makes it the combobox of the header's suggestions (docs/product/search.md#suggestions).
 */
export function KeywordInput({
  value,
  onChange,
  maxLength,
  placeholder,
  width,
  combobox,
}: {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder: string;
  width: string;
  combobox?: KeywordComboboxProps;
}) {
  // A plain input styled like the selects beside it: Chakra's Input recipe would inline about 1.2 KB of CSS into
  // every page (per-page inline CSS budget).
  return (
    <chakra.input
      name="searchText"
      type="search"
      required
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...combobox}
      {...selectStyle}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '0' }}
      // The width goes in the style attribute so both keyword boxes share one generated class (the
      // Input recipe's CSS is inlined once per distinct class).
      style={{ width }}
    />
  );
}
