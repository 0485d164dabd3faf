/**
 * The article page's usage line (docs/product/usage.md#article-usage), from the usage chunk: sends the reader's abstract view
 * once on mount and the full-text view once the full text (`#full-text`) comes into view (beacon.ts), and shows the
 * COUNTER R5 counts the page's query brought (abstract views, full-text views, downloads), a small bar chart of the
 * last 12 months, the cited-by count ('cited by N articles on this platform') and, when the JATS XML is stored, its
 * download link (a counted download).
 */
import { useEffect } from 'react';
import { Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import type { ArticleUsageSlot_ArticleFragment } from '../../gql/graphql.js';
import en from '../../i18n/en/usage.json';
import zh from '../../i18n/zh/usage.json';
import { UsageChart } from './UsageChart.js';
import { usageMessages as m } from './messages.js';
import { sendUsageBeacon } from './beacon.js';

const catalogues = { zh, en };

type Usage = NonNullable<ArticleUsageSlot_ArticleFragment['usage']>;

/** The id of the full-text section the article page renders (ArticleFullText.tsx). */
const FULL_TEXT_ID = 'full-text';

/** Sends the full-text view of `articleId` once the element with id `id` first comes into view. */
function useSeenOnce(id: string, enabled: boolean, articleId: number): void {
  useEffect(() => {
    const el = enabled ? document.getElementById(id) : null;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        sendUsageBeacon(articleId, 'fulltext');
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [id, enabled, articleId]);
}

function UsageLine({ articleId, usage, fullText }: { articleId: number; usage: Usage; fullText: boolean }) {
  const intl = useIntl();
  useEffect(() => sendUsageBeacon(articleId, 'abstract'), [articleId]);
  useSeenOnce(FULL_TEXT_ID, fullText, articleId);
  const n = (v: number) => intl.formatNumber(v);
  return (
    <Flex
      wrap="wrap"
      align="center"
      columnGap="4"
      rowGap="1"
      fontSize="xs"
      color="gray.600"
      data-testid="article-usage"
    >
      <Text>{intl.formatMessage(m.abstractViews, { n: n(usage.abstractViews) })}</Text>
      <Text>{intl.formatMessage(m.fulltextViews, { n: n(usage.fulltextViews) })}</Text>
      <Text>{intl.formatMessage(m.downloads, { n: n(usage.downloads) })}</Text>
      <UsageChart months={usage.months} />
      {usage.citedBy > 0 && <Text data-testid="cited-by">{intl.formatMessage(m.citedBy, { n: usage.citedBy })}</Text>}
    </Flex>
  );
}

/** The usage line of `article`; `fullText`: the page shows a full text whose reading counts. */
export function ArticleUsage({
  article,
  usage,
  fullText,
}: {
  article: ArticleUsageSlot_ArticleFragment;
  usage: Usage;
  fullText: boolean;
}) {
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <UsageLine articleId={article.id} usage={usage} fullText={fullText} />
    </ChunkCatalogue>
  );
}
