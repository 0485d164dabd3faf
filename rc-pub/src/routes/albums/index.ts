/** Site album routes (/front/album; docs/product/content.md#albums): registered by routes/index.ts. */
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
