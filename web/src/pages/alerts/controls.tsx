/**
 * Choice controls of the alert forms, in the account pages' look (components/account/fields.tsx): a radio group as a
 * fieldset with its legend (each option a 44 px row, arrow keys move within the group as browsers do for radios) and
 * a labelled select, 44 px high, its error beside it (`aria-invalid`, `aria-describedby`); both in the portal's
 * styled look (components/form/controls.ts). Widths follow the
 * container, so the forms fit a 390 px screen.
 */
import type { ReactNode } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { RADIO_CLASS, SELECT_CLASS } from '../../components/form/controls.js';

/** One option of a {@link RadioGroup} or {@link SelectField}. */
export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A group of radio buttons named `name`, under the legend `legend`. */
export function RadioGroup<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" data-field={name}>
      <chakra.legend fontWeight="medium" mb="1" p="0">
        {legend}
      </chakra.legend>
      <Box display="flex" flexWrap="wrap" columnGap="5">
        {choices.map((c) => (
          <chakra.label key={c.value} display="inline-flex" alignItems="center" gap="2" minH="44px" cursor="pointer">
            <chakra.input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className={RADIO_CLASS}
              w="5"
              h="5"
              color="var(--theme-primary)"
            />
            {c.label}
          </chakra.label>
        ))}
      </Box>
    </chakra.fieldset>
  );
}

/** A labelled select with its error beside it; `placeholder` is an empty first option. */
export function SelectField<V extends string>({
  id,
  label,
  choices,
  value,
  onChange,
  error,
  placeholder,
}: {
  id: string;
  label: string;
  choices: readonly Choice<V>[];
  value: V | '';
  onChange(value: V | ''): void;
  error?: string | null | undefined;
  placeholder?: string | undefined;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Box data-field={id}>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={SELECT_CLASS}
        h="44px"
        w="100%"
        fontSize="md"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </chakra.select>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1" data-testid={`${id}-error`}>
          {error}
        </Text>
      )}
    </Box>
  );
}

/** A block of the form that is only there for some types (keeps the stack's spacing). */
export function Shown({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? children : null;
}
