/**
 * An html module of the home page (docs/product/sites-and-frame.md#home-page): the module's title from the data and its HTML, which rc-pub
 * stores sanitized and sanitizes again when it lists the modules (rc-pub/src/services/mappers/site.ts: no script,
 * no event handlers, links only http(s)/mailto/ftp or relative), so it is rendered as it is. Nothing when empty.
 */
import { Box, Heading } from '@chakra-ui/react';

/** A titled block of the module's HTML; renders nothing when the HTML is empty. */
export function HtmlModule({ id, title, html }: { id: string; title: string; html: string | null }) {
  if (!html?.trim()) return null;
  return (
    <Box as="section" aria-labelledby={title ? id : undefined} minW="0" data-module="html">
      {title && (
        <Heading as="h2" id={id} size="md" borderBottom="2px solid var(--theme-bottom-line)" pb="2" mb="3">
          {title}
        </Heading>
      )}
      <Box
        lineHeight="tall"
        overflowWrap="anywhere"
        css={{
          '& p': { marginBottom: '0.75em' },
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto' },
          '& a': { color: 'var(--theme-primary)', textDecoration: 'underline' },
          '& ul, & ol': { paddingInlineStart: '1.5em', marginBottom: '0.75em' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
