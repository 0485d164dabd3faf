/**
 * Figures and tables listed from Article.resources, shown only when no language version has a full text (the body
 * HTML already contains them otherwise). A stored image is shown at its web sizes (JPEG `srcset`, with its width and
 * height so the lazy image keeps its place) as a button that opens the figure viewer; an image that is
 * not here gets the same note as in the body, linking to the figure at its publisher
 * (components/figures/bodyFigures.ts). Each starts with the anchor `resource-{id}` search hits link to
 * (components/content/hrefs.ts resourceAnchorId), as in the body.
 */
import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.js';
import type { ArticleResources_ArticleFragment } from '../../../gql/graphql.js';
import { resourceAnchorId } from '../../../components/content/hrefs.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { figureNoteHtml } from '../../../components/figures/bodyFigures.js';
import { bodyFigureTexts } from '../../../components/figures/figureTexts.js';
import type { FigureViewerControl } from '../../../components/figures/FigureViewerHost.js';
import { articleMessages } from './messages.js';
import { RESOURCE_ANCHOR_CLASS } from './resourceAnchors.js';

export const ArticleResources_article = graphql(`
  fragment ArticleResources_article on Article {
    id
    resources {
      id
      kind
      jatsId
      label
      captionHtml
      fileUrl
      mime
      tableHtml
      publisherUrl
      image { width height src srcset }
    }
  }
`);

/**
 * The figure/table gallery, or nothing when there are none. Its images are buttons like the body's (role, focus,
 * name) and `figureEvent` (the body's handler, components/figures/FigureViewerHost.tsx) opens the viewer from them.
 */
export function ArticleResources({
  article,
  figureEvent,
}: {
  article: ArticleResources_ArticleFragment;
  figureEvent?: FigureViewerControl['bodyEvent'];
}) {
  const intl = useIntl();
  const items = article.resources.filter((r) => r.kind === 'FIGURE' || r.kind === 'TABLE');
  if (items.length === 0) return null;
  const texts = bodyFigureTexts(intl);
  const count = { FIGURE: 0, TABLE: 0 };
  return (
    <Box
      as="section"
      aria-labelledby="resources-title"
      className={BODY_CLASS}
      onClick={figureEvent}
      onKeyDown={figureEvent}
      data-testid="resources"
    >
      <Heading as="h2" id="resources-title">
        {intl.formatMessage(articleMessages.figures)}
      </Heading>
      {items.map((r) => {
        const label = r.label ?? '';
        const name = label || texts.numbered(r.kind === 'TABLE', ++count[r.kind as 'FIGURE' | 'TABLE']);
        const src = r.image?.src ?? (r.fileUrl && (r.mime ?? 'image/').startsWith('image/') ? r.fileUrl : null);
        const media =
          r.kind === 'TABLE' && r.tableHtml ? (
            <div dangerouslySetInnerHTML={{ __html: r.tableHtml }} />
          ) : src ? (
            // biome-ignore lint/a11y/useSemanticElements: the body's image button markup (components/figures/bodyFigures.ts)
            <img
              src={src}
              srcSet={r.image?.srcset}
              sizes={r.image ? '(min-width: 1200px) 1100px, 100vw' : undefined}
              width={r.image?.width}
              height={r.image?.height}
              alt={name}
              loading="lazy"
              decoding="async"
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: as the body's, opened by the same handler
              role="button"
              tabIndex={0}
              aria-label={texts.open(name)}
            />
          ) : (
            <div dangerouslySetInnerHTML={{ __html: figureNoteHtml(texts, name, r.publisherUrl) }} />
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
