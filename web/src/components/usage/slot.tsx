/**
 * Where the article page shows its usage (docs/product/usage.md#article-usage): a line of fixed height that the usage chunk
 * (kit.ts, loaded after hydration) fills with the COUNTER counts of the page's query (fragment in queries.ts), a small
 * monthly chart and the cited-by count, and which sends the reader's abstract and full-text views (beacon.ts).
 * Crawlers run no script, and rc-pub leaves out those that do (isbot). Kept tiny: it is in the article page's initial
 * JS (budget).
 */
import { Box } from '@chakra-ui/react';
import { useLoadedChunk } from '../basket/useLoadedChunk.js';
import type { ArticleUsageSlot_ArticleFragment } from '../../gql/graphql.js';
import { usageKit } from './kitChunk.js';

/** The usage line of `article`; `fullText`: the page shows a full text (its reading counts). */
export function ArticleUsageSlot(props: { article: ArticleUsageSlot_ArticleFragment; fullText: boolean }) {
  const mod = useLoadedChunk(usageKit);
  return (
    <Box minH="32px" mb="4" data-testid="usage-slot">
      {mod && props.article.usage ? <mod.ArticleUsage {...props} usage={props.article.usage} /> : null}
    </Box>
  );
}
