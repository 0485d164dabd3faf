/**
 * The error pages' frame (ErrorFrame.tsx) as a split chunk: the 404 page is in every page's entry JS (pages answer a
 * malformed URL with it), the frame's site query and the frame are not (budget). The server loads the chunk
 * before rendering (entry-server) and names it for preloading; the browser hydrates the 404 page once it has arrived.
 */
import { moduleRef } from '../../app/moduleRef.js';

/** The ErrorFrame module. */
export const errorFrameChunk = moduleRef(() => import('./ErrorFrame.js'), 'errorFrame');

/** Its Vite manifest key (preload links: app/preload.ts). */
export const ERROR_FRAME_CHUNK = 'src/components/errors/ErrorFrame.tsx';
