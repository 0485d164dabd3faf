/**
 * Form parts of the account pages (issue 11): a labelled input whose error sits beside it and is announced
 * (`aria-invalid`, `aria-describedby` naming the error and any hint, the error text in the DOM right after the
 * input), the form's alert region for the server's answer (role=alert) and its status line (role=status), and the
 * submit button. Every control is at least 44 px high (WCAG 2.5.5 target size); widths follow the container, so the
 * forms fit a 390 px screen.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';

/** Shared look of text inputs: 44 px high, full width. */
const inputStyle = {
  h: '44px',
  w: '100%',
  px: '3',
  fontSize: 'md',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  _focusVisible: { outline: '2px solid', outlineColor: 'var(--theme-primary)', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
} as const;

/** Props of {@link TextField}: the input's own attributes plus its label, hint, error and an element beside it. */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'size'> {
  /** The input's id; the label, hint and error ids derive from it. */
  id: string;
  label: string;
  /** A note under the input (e.g. the SPEC §5 password rules), always read with it. */
  hint?: string | undefined;
  /** The broken rule's message, shown beside the field; null or undefined when valid. */
  error?: string | null | undefined;
  /** An element on the input's row, e.g. the 'send code' button. */
  addon?: ReactNode;
}

/** A labelled text input with its hint and error (see module doc). */
export function TextField({ id, label, hint, error, addon, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Box data-field={id}>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Box display="flex" gap="2">
        <chakra.input
          id={id}
          {...inputStyle}
          flex="1"
          minW="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </Box>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1" data-testid={`${id}-error`}>
          {error}
        </Text>
      )}
      {hint && (
        <Text id={hintId} color="gray.600" fontSize="sm" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** The themed submit button (44 px high, full width); `busy` disables it and says so. */
export function SubmitButton({ children, busy }: { children: ReactNode; busy: boolean }) {
  return (
    <chakra.button
      type="submit"
      h="44px"
      w="100%"
      fontSize="md"
      fontWeight="semibold"
      color="white"
      bg="var(--theme-primary)"
      borderRadius="md"
      cursor="pointer"
      aria-disabled={busy || undefined}
      _hover={{ bg: 'var(--theme-hover, var(--theme-primary))' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'var(--theme-primary)', outlineOffset: '2px' }}
      opacity={busy ? 0.7 : 1}
    >
      {children}
    </chakra.button>
  );
}

/**
 * The form's answer region: the server's error (role=alert, announced at once) or a success or progress line
 * (role=status). Both regions are always in the page, so screen readers announce what appears in them; while both
 * are empty they take no room in the form's stack (`gap` 4).
 */
export function FormMessages({ error, status }: { error: string | null; status: string | null }) {
  return (
    // Empty, the wrapper cancels the stack's gap before it (gap 4 = 1rem) instead of leaving a blank band.
    <Box mt={error || status ? undefined : '-4'}>
      <Box
        role="alert"
        data-testid="form-error"
        color="red.800"
        bg={error ? 'red.50' : undefined}
        border={error ? '1px solid' : undefined}
        borderColor="red.200"
        borderRadius="md"
        px={error ? '3' : undefined}
        py={error ? '2' : undefined}
      >
        {error}
      </Box>
      <Box role="status" data-testid="form-status" color="green.800" fontWeight={status ? 'medium' : undefined}>
        {status}
      </Box>
    </Box>
  );
}

/**
 * The mobile-number field of every account form (SPEC §5 phone format): `tel` keyboard and autocomplete, so phones and
 * password managers fill it; `error` is the message to show beside it (null for none).
 */
export function MobileField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  return (
    <TextField
      id={props.id}
      name="mobileNo"
      type="tel"
      autoComplete="tel"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
    />
  );
}
