/**
 * The article page's member widgets, from the member chunk: the article's favourite and add-to-album
 * buttons, the same for each figure and table of the body (FigureTools.tsx; remounted when the body's language
 * version changes), and the record of the member's visit (ArticleViewRecorder.tsx). The favourite state of the
 * article and all its figures and tables is asked in one request.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ArticleViewRecorder } from './ArticleViewRecorder.js';
import { FigureTools } from './FigureTools.js';
import { MemberButtons } from './MemberButtons.js';
import type { FavouriteScopeIds, MemberArticle, MemberResource } from './types.js';
import { AlertButtons } from './AlertButtons.js';

/** The article's text-version query parameter: TextVersionSwitch.tsx's, not imported (it is in the article page's chunk); tests/browser/member-ui.test.ts checks they agree. */
export const TEXT_PARAM = 'text';

/** Everything member-related of the article page `article` on the site `siteId`. */
export function ArticleMember({ article, siteId }: { article: MemberArticle; siteId: number | null }) {
  const [search] = useSearchParams();
  const kept = useMemo<MemberResource[]>(
    () =>
      article.resources.flatMap((r) =>
        r.kind === 'FIGURE' || r.kind === 'TABLE' ? [{ resourceType: r.kind, resourceId: r.id }] : [],
      ),
    [article.resources],
  );
  const scope = useMemo<FavouriteScopeIds>(
    () => ({
      ARTICLE: [article.id],
      FIGURE: kept.filter((r) => r.resourceType === 'FIGURE').map((r) => r.resourceId),
      TABLE: kept.filter((r) => r.resourceType === 'TABLE').map((r) => r.resourceId),
      JOURNAL: [],
    }),
    [article.id, kept],
  );
  return (
    <>
      <MemberButtons
        resourceType="ARTICLE"
        resourceId={article.id}
        scope={scope}
        siteId={siteId}
        title={article.title}
      />
      <FigureTools key={search.get(TEXT_PARAM) ?? ''} resources={kept} scope={scope} siteId={siteId} />
      <ArticleViewRecorder articleId={article.id} siteId={siteId} />
      {article.column && article.publication ? (
        <AlertButtons
          targets={[{ type: 'COLUMN', publicationId: article.publication.id, column: article.column }]}
          siteId={siteId}
          title={article.column}
        />
      ) : null}
    </>
  );
}
