/**
 * The frame's split chunks (initial JS of a page at most 200 KB gzip): the top-news carousel and the
 * fixed search bar, which article pages never show (docs/product/sites-and-frame.md#fixed-header), and the member menu (userMenuChunk.ts), which visitors never see. The server loads both before rendering
 * (entry-server), so their Suspense boundaries never suspend there; the browser hydrates the server's HTML while a
 * chunk arrives, and a page that does not render a part never downloads it.
 */
import { moduleRef } from '../../app/moduleRef.js';
import { userMenuChunk } from './userMenuChunk.js';

/** The top-news and banner carousels, shown as a preview until Swiper starts (banner/liveCarousel.ts). */
export const carouselChunk = moduleRef(() => import('./TopNewsCarousel.js'), 'carousel');

/** The fixed search bar (Header.tsx). */
export const fixedBarChunk = moduleRef(() => import('./FixedSearchBar.js'));

/** The header's six styles, phone header and fixed bar (Header.tsx: out of every page's initial JS). */
export const headerChunk = moduleRef(() => import('./header/HeaderBody.js'), 'header');

/** The footer's body (Footer.tsx: out of every page's initial JS). */
export const footerChunk = moduleRef(() => import('./footer/FooterBody.js'), 'footer');

/** Loads the frame's split chunks (server, before a render). */
export function preloadFrameChunks(): Promise<unknown> {
  return Promise.all([
    carouselChunk.load(),
    fixedBarChunk.load(),
    userMenuChunk.load(),
    headerChunk.load(),
    footerChunk.load(),
  ]);
}
