/**
 * The article page's citation tools: 'Add to citation basket' and the export menu for this article, and the
 * 'How to cite this article' / '引用本文' box with its style menu (schema/citation.graphql CitationStyle), the
 * citation in the article's original language with the English rendering under it for a bilingual article, and a
 * copy button. The default style (GB/T 7714 numeric) comes with the page's one query (`ArticleCite_article`); another
 * style is asked for with a small query when the reader picks it. In the citation chunk, which the server loads
 * before rendering (kitChunk.ts), so the citation is in the server HTML.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { ArticleCite_ArticleFragment, CitationStyle } from '../../gql/graphql.js';
import { SELECT_CLASS } from '../form/controls.js';
import { showToast } from '../toast/toast.js';
import { citationErrorText, useAddToBasket, useCitationClient } from './addToBasket.js';
import { CitationIntl } from './CitationIntl.js';
import { copyText } from './copy.js';
import { ExportMenu } from './ExportMenu.js';
import { citationMessages as m, styleMessages } from './messages.js';
import { ArticleCitationQuery } from './queries.js';
import { useBasket } from './store.js';
import { actionButtonCss } from './styles.js';

export const ArticleCite_article = graphql(`
  fragment ArticleCite_article on Article {
    id
    title
    originalLanguage
    citation { articleId quote transQuote }
  }
`);

/** The style the page's query carries (the schema's default of Article.citation). */
const DEFAULT_STYLE: CitationStyle = 'GBT7714_NUMERIC';
const STYLES = Object.keys(styleMessages) as CitationStyle[];

/** Props of the article's citation parts: the article (its fragment) and the current site. */
export interface ArticleCiteProps {
  article: ArticleCite_ArticleFragment;
  siteId: number;
}

function Tools({ article, siteId }: ArticleCiteProps) {
  const intl = useIntl();
  const lang = useLang();
  const inBasket = useBasket().entries.some((e) => e.id === article.id);
  const { add, busy } = useAddToBasket(siteId);
  return (
    <Box display="flex" gap="2" flexWrap="wrap" mb="4" data-testid="article-cite-tools">
      <chakra.button
        type="button"
        css={actionButtonCss}
        disabled={busy}
        aria-busy={busy}
        data-testid="article-basket-add"
        data-in-basket={inBasket}
        onClick={() =>
          add([
            {
              id: article.id,
              resName: article.title,
              resString: article.citation.quote || undefined,
              transString: article.citation.quote ? article.citation.transQuote : undefined,
            },
          ])
        }
      >
        {inBasket ? `✓ ${intl.formatMessage(m.inBasket)}` : intl.formatMessage(m.addArticle)}
      </chakra.button>
      <ExportMenu ids={() => [article.id]} lang={lang} label={intl.formatMessage(m.exportCitation)} />
    </Box>
  );
}

/** 'Add to citation basket' and 'Export citation' for the article. */
export function ArticleCiteTools(props: ArticleCiteProps) {
  return (
    <CitationIntl>
      <Tools {...props} />
    </CitationIntl>
  );
}

/** A style's citation as it loads: undefined while loading, null with `error` on failure. */
interface StyleCitation {
  citation: Pick<ArticleCite_ArticleFragment['citation'], 'quote' | 'transQuote'> | null | undefined;
  error?: unknown;
}

/**
 * The citation of article `id` in `style` (ArticleCitationQuery, cache first), none for the default style, which the
 * page's query brought. `client.query` rather than Apollo's `useQuery`: the latter, called from this chunk, made the
 * bundler split Apollo's hooks out of the frame chunk into one more file every page loads before hydrating.
 */
function useStyleCitation(id: number, style: CitationStyle): StyleCitation {
  const client = useCitationClient();
  const [state, setState] = useState<StyleCitation & { style: CitationStyle }>({ style, citation: undefined });
  useEffect(() => {
    if (style === DEFAULT_STYLE) return;
    let live = true;
    setState({ style, citation: undefined });
    client.query({ query: ArticleCitationQuery, variables: { id, style } }).then(
      (result) =>
        live &&
        setState({
          style,
          citation: result.data?.article?.citation ?? null,
          error: result.error ?? (result.data?.article ? undefined : new Error('no article')),
        }),
      (error: unknown) => live && setState({ style, citation: null, error }),
    );
    return () => {
      live = false;
    };
  }, [client, id, style]);
  return state.style === style ? state : { citation: undefined };
}

function Cite({ article }: ArticleCiteProps) {
  const intl = useIntl();
  const headingId = useId();
  const selectId = useId();
  const [style, setStyle] = useState<CitationStyle>(DEFAULT_STYLE);
  const other = useStyleCitation(article.id, style);
  const citation = style === DEFAULT_STYLE ? article.citation : other.citation;
  const lines = citation ? [citation.quote, citation.transQuote].map((s) => s.trim()).filter(Boolean) : [];
  const [quote, trans] = lines;
  const copy = async () => {
    if (!citation) return;
    const text = [...new Set(lines)].join('\n');
    if (!text) {
      showToast(intl.formatMessage(m.noCitation), 'error');
      return;
    }
    const ok = await copyText(text);
    showToast(intl.formatMessage(ok ? m.copied : m.copyFailed), ok ? 'success' : 'error');
  };

  let body: ReactNode;
  if (citation === undefined) body = <Text color="gray.600">{intl.formatMessage(m.loading)}</Text>;
  else if (!citation) body = <Text color="gray.700">{citationErrorText(other.error, intl)}</Text>;
  else if (!quote) body = <Text color="gray.700">{intl.formatMessage(m.noCitation)}</Text>;
  else
    body = (
      <>
        <Text lang={article.originalLanguage} data-testid="citation-quote">
          {quote}
        </Text>
        {trans && trans !== quote && (
          <Text lang="en" mt="2" data-testid="citation-trans-quote">
            {trans}
          </Text>
        )}
      </>
    );

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mb="6"
      p="4"
      bg="var(--theme-background)"
      borderLeft="4px solid var(--theme-primary)"
      borderRadius="sm"
      data-testid="how-to-cite"
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap="2" mb="2">
        <Heading as="h2" size="md" id={headingId}>
          {intl.formatMessage(m.howToCite)}
        </Heading>
        <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
          <chakra.label htmlFor={selectId} fontSize="sm">
            {intl.formatMessage(m.style)}
          </chakra.label>
          <chakra.select
            id={selectId}
            value={style}
            onChange={(e) => setStyle(e.currentTarget.value as CitationStyle)}
            className={SELECT_CLASS}
            minH={{ base: '44px', md: '36px' }}
            fontSize="sm"
            data-testid="citation-style"
          >
            {STYLES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(styleMessages[s])}
              </option>
            ))}
          </chakra.select>
          <chakra.button type="button" css={actionButtonCss} data-testid="citation-copy" onClick={copy}>
            {intl.formatMessage(m.copyCitation)}
          </chakra.button>
        </Box>
      </Box>
      <Box aria-live="polite" fontSize="sm" overflowWrap="anywhere">
        {body}
      </Box>
    </Box>
  );
}

/** The 'How to cite this article' box. */
export function HowToCite(props: ArticleCiteProps) {
  return (
    <CitationIntl>
      <Cite {...props} />
    </CitationIntl>
  );
}
