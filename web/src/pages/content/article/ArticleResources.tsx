/**
 * Figures and tables listed from Article.resources, shown only when no language version has a full text (the body
 * HTML already contains them otherwise). Absent image files get the same grey placeholder as in the body. Each starts
 * with the anchor `resource-{id}` search hits link to (components/content/hrefs.ts resourceAnchorId), as in the body.
 */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { ArticleResources_ArticleFragment } from '../../../gql/graphql.js';
import { resourceAnchorId } from '../../../components/content/hrefs.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { articleMessages } from './messages.js';
import { RESOURCE_ANCHOR_CLASS } from './resourceAnchors.js';

export const ArticleResources_article = graphql(`
  fragment ArticleResources_article on Article {
    id
    resources { id kind jatsId label captionHtml fileUrl mime tableHtml }
  }
`);

/** The figure/table gallery, or nothing when there are none. */
export function ArticleResources({ article }: { article: ArticleResources_ArticleFragment }) {
  const intl = useIntl();
  const items = article.resources.filter((r) => r.kind === 'FIGURE' || r.kind === 'TABLE');
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="resources-title" className={BODY_CLASS} data-testid="resources">
      <Heading as="h2" id="resources-title">
        {intl.formatMessage(articleMessages.figures)}
      </Heading>
      {items.map((r) => {
        const label = r.label ?? '';
        const media =
          r.kind === 'TABLE' && r.tableHtml ? (
            <div dangerouslySetInnerHTML={{ __html: r.tableHtml }} />
          ) : r.fileUrl && (r.mime ?? 'image/').startsWith('image/') ? (
            <img src={r.fileUrl} alt={label} loading="lazy" />
          ) : (
            <div className="figure-missing" role="img" aria-label={label} />
          );
        return (
          <figure key={r.id} id={r.jatsId ?? undefined} className={r.kind === 'TABLE' ? 'table-wrap' : 'fig'}>
            <span id={resourceAnchorId(r.id)} className={RESOURCE_ANCHOR_CLASS} />
            {media}
            <figcaption>
              {label && <span className="label">{label}</span>}{' '}
              {r.captionHtml && <span dangerouslySetInnerHTML={{ __html: r.captionHtml }} />}
            </figcaption>
          </figure>
        );
      })}
    </Box>
  );
}
