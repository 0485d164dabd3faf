/**
 * Renders a highlight field: sanitized HTML from the gateway with matches in `<em>` (schema/search.graphql), or the
 * plain fallback text (escaped by React) when the hit has no highlight.
 */
import { Box, type BoxProps } from '@chakra-ui/react';

/** Highlighted matches are bold and theme-coloured, not italic. */
export const highlightCss = { '& em': { fontStyle: 'normal', fontWeight: 'bold', color: 'red.700' } } as const;

/** `html` when present (trusted: sanitized by the gateway), else `text`. */
export function Highlighted({ html, text, ...rest }: { html: string | null | undefined; text: string } & BoxProps) {
  if (html) return <Box as="span" css={highlightCss} dangerouslySetInnerHTML={{ __html: html }} {...rest} />;
  return (
    <Box as="span" {...rest}>
      {text}
    </Box>
  );
}
