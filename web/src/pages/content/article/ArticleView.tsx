/**
 * The article page body ("Article page"): heading, authors and affiliations, citation details, the downloads (PDF,
 * XML, supplementary files), abstracts and keywords, full text with outline, references, related articles;
 * figures/tables listed separately only when there is no full text. Figures open in the figure viewer
 * (components/figures/FigureViewerHost.tsx).
 * The citation tools (add to basket, export, 'How to cite this article') come from their own chunk, and so
 * do the member widgets: favourite and add-to-album buttons of the article and of each figure and table,
 * whose state is asked for the whole page at once, and the member's history entry (components/member/).
 */
import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import type { ArticleCiteProps } from '../../../components/basket/ArticleCite.js';
import { citationKit } from '../../../components/basket/kitChunk.js';
import { ArticleMemberSlot } from '../../../components/member/slots.js';
import { ArticleUsageSlot } from '../../../components/usage/slot.js';
import { graphql } from '../../../gql/index.js';
import type { ArticleView_ArticleFragment } from '../../../gql/graphql.js';
import { ArticleAbstracts } from './ArticleAbstracts.js';
import { ArticleAuthors } from './ArticleAuthors.js';
import { ArticleDownloads } from './ArticleDownloads.js';
import { ArticleFullText } from './ArticleFullText.js';
import { ArticleMeta } from './ArticleMeta.js';
import { ArticleReferences } from './ArticleReferences.js';
import { ArticleRelated } from './ArticleRelated.js';
import { ArticleResources } from './ArticleResources.js';
import { ArticleTitle } from './ArticleTitle.js';
import { ScholarlyMeta } from './ScholarlyMeta.js';
import { useSplitModule } from '../../../app/moduleRef.js';
import { useFigureViewer } from '../../../components/figures/FigureViewerHost.js';

export const ArticleView_article = graphql(`
  fragment ArticleView_article on Article {
    id
    title
    doi
    views
    downloads
    citations
    texts { lang bodyHtml }
    resources { id kind }
    column
    publication { id }
    ...ArticleTitle_article
    ...ArticleAuthors_article
    ...ArticleMeta_article
    ...ArticleAbstracts_article
    ...ArticleFullText_article
    ...ArticleResources_article
    ...ArticleReferences_article
    ...ArticleRelated_article
    ...ArticleCite_article
    ...ScholarlyMeta_article
    ...ArticleUsageSlot_article
    ...ArticleDownloads_article
    ...FigureViewerHost_article
  }
`);

/** A part of the article's citation tools, from the citation chunk (server-rendered, see kitChunk.ts). */
function Cite({ part, ...props }: ArticleCiteProps & { part: 'ArticleCiteTools' | 'HowToCite' }) {
  const Part = useSplitModule(citationKit)[part];
  return <Part {...props} />;
}

/** The whole article; `siteId` is the current site (for links). */
export function ArticleView({ article, siteId }: { article: ArticleView_ArticleFragment; siteId: number }) {
  const hasBody = article.texts.some((t) => Boolean(t.bodyHtml?.trim()));
  const viewer = useFigureViewer(article);
  return (
    <Box as="article" data-testid="article" data-article-id={article.id}>
      <ScholarlyMeta article={article} siteId={siteId} />
      <ArticleTitle article={article} />
      <ArticleAuthors article={article} />
      <ArticleMeta article={article} siteId={siteId} />
      <Suspense fallback={null}>
        <Cite part="ArticleCiteTools" article={article} siteId={siteId} />
      </Suspense>
      <ArticleMemberSlot article={article} siteId={siteId} />
      <ArticleUsageSlot article={article} fullText={hasBody} />
      <ArticleDownloads article={article} />
      <ArticleAbstracts article={article} />
      <Suspense fallback={null}>
        <Cite part="HowToCite" article={article} siteId={siteId} />
      </Suspense>
      {!hasBody && <ArticleResources article={article} figureEvent={viewer.bodyEvent} />}
      <ArticleFullText
        article={article}
        after={<ArticleReferences article={article} />}
        figureEvents={viewer.bodyEvent}
      />
      <ArticleRelated article={article} siteId={siteId} />
      {viewer.element}
    </Box>
  );
}
