/** Site album routes (docs/product/calls-and-errors.md /front/album, album tabs): registered by routes/index.ts. */
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import albumGet from './get.js';
import albumItems from './items.js';
import albumList from './list.js';

/** Registers the album list, one album, and one tab of an album. */
export function registerAlbumRoutes(app: FastifyInstance): void {
  registerRoute(app, albumList);
  registerRoute(app, albumItems);
  registerRoute(app, albumGet);
}
