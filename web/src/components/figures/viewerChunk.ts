/**
 * The figure viewer's chunk (./FigureViewer.tsx with Swiper's zoom, keyboard and a11y modules): loaded when a reader
 * first opens a figure, so the article page's initial JS carries only the host (./FigureViewerHost.tsx).
 */
import { moduleRef } from '../../app/moduleRef.js';

/** FigureViewer.tsx as a split module. */
export const viewerChunk = moduleRef(() => import('./FigureViewer.js'));
