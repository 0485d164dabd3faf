/**
 * A small inline label (column, article type, version, demo marker). Replaces Chakra's Badge on content pages: a
 * Badge with a `colorPalette` inlines about 2 KB of palette variables per page (per-page inline CSS budget);
 * this one uses a few fixed token colours per tone.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** Colour scheme of a label. */
export type LabelTone = 'blue' | 'green' | 'orange' | 'outline';

const TONES: Record<LabelTone, { bg: string; color: string; borderColor: string }> = {
  blue: { bg: 'blue.50', color: 'blue.700', borderColor: 'blue.200' },
  green: { bg: 'green.600', color: 'white', borderColor: 'green.600' },
  orange: { bg: 'orange.100', color: 'orange.800', borderColor: 'orange.100' },
  outline: { bg: 'transparent', color: 'gray.700', borderColor: 'gray.300' },
};

/** An inline label; extra props (e.g. `data-testid`) go on the span. */
export function Label({
  tone,
  children,
  ...rest
}: { tone: LabelTone; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      px="1.5"
      borderRadius="sm"
      borderWidth="1px"
      fontSize="xs"
      fontWeight="medium"
      lineHeight="1.5"
      verticalAlign="middle"
      whiteSpace="nowrap"
      {...TONES[tone]}
      {...rest}
    >
      {children}
    </Box>
  );
}
