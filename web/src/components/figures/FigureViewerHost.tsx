/**
 * Where the article page opens its figure viewer (./FigureViewer.tsx, loaded on the first open): the open state and
 * the handlers the page puts on its body container, which turn a click, Enter or Space on a figure image (a button
 * made by ./bodyFigures.ts) into opening the viewer at that figure. Closing gives the focus back to the image or
 * button that opened it.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { graphql } from '../../gql/index.js';
import type { FigureViewerHost_ArticleFragment } from '../../gql/graphql.js';
import { viewerChunk } from './viewerChunk.js';

export const FigureViewerHost_article = graphql(`
  fragment FigureViewerHost_article on Article {
    id
    resources {
      id
      kind
      jatsId
      label
      captionHtml
      tableHtml
      fileUrl
      mime
      publisherUrl
      downloadUrl
      fileSize
      image { width height src srcset webpSrcset originalUrl originalMime originalSize }
    }
  }
`);

type BodyEvent = MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>;

/** What the page gets from {@link useFigureViewer}. */
export interface FigureViewerControl {
  /**
   * For the onClick and onKeyDown of the body's container (and of the figure list of an article without a body): a
   * click, Enter or Space on a figure image (`img[role=button]` in a figure with its anchor) opens the viewer there.
   */
  bodyEvent: (e: BodyEvent) => void;
  /** The open viewer, or null: render it anywhere in the page. */
  element: ReactNode;
}

/** The viewer of `article`'s figures (see the module comment). */
export function useFigureViewer(article: FigureViewerHost_ArticleFragment): FigureViewerControl {
  const [Viewer, setViewer] = useState(() => viewerChunk.loaded()?.default);
  const [shown, setShown] = useState<{ id: number; opener: HTMLElement } | null>(null);

  /** Opens the viewer at the figure of resource `id`; `opener` gets the focus back on close. */
  const open = (id: number, opener: HTMLElement) => {
    viewerChunk.load().then(
      (mod) => {
        setViewer(() => mod.default);
        setShown({ id, opener });
      },
      () => undefined, // a chunk that fails to load leaves the page as it is
    );
  };

  const bodyEvent = (e: BodyEvent) => {
    if ('key' in e && e.key !== 'Enter' && e.key !== ' ') return;
    const img = e.target instanceof Element ? e.target.closest<HTMLElement>('img[role="button"]') : null;
    const figure = img?.closest('figure');
    if (!img || !figure) return;
    // the figure's anchor `resource-{id}` (pages/content/article/resourceAnchors.ts)
    const id = figure.querySelector(':scope > .resource-anchor')?.id.slice('resource-'.length);
    if (!id) return;
    e.preventDefault(); // Space would scroll the page
    open(Number(id), img);
  };

  const close = () => {
    shown?.opener.focus();
    setShown(null);
  };
  return {
    bodyEvent,
    element: shown && Viewer ? <Viewer resources={article.resources} startId={shown.id} onClose={close} /> : null,
  };
}
