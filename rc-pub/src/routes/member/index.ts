/**
 * What members keep (/front/frontMembers/ favourites, downloads, history; /front/personalAlbum/; uploads:
 * docs/product/calls-and-errors.md#member-records): registered by routes/index.ts.
 */
import type { FastifyInstance } from 'fastify';
import { registerPostRoute, registerRoute } from '../../lib/route.js';
import albumAddItems from './album-add-items.js';
import albumDelete from './album-delete.js';
import albumDeleteItems from './album-delete-items.js';
import albumEdit from './album-edit.js';
import albumInfo from './album-info.js';
import albumItems from './album-items.js';
import albumSave from './album-save.js';
import albumSearch from './album-search.js';
import basket from './basket.js';
import basketSave from './basket-save.js';
import collect from './collect.js';
import collects from './collects.js';
import { registerDownloadRoute } from './download.js';
import downloads from './downloads.js';
import { registerFileUploadRoute } from './file-upload.js';
import history from './history.js';
import historys from './historys.js';
import isCollect from './is-collect.js';
import { registerMemberFileRoute } from './member-file.js';
import uncollect from './uncollect.js';

/** Registers every member route (favourites, downloads, history, personal albums, uploads and member files). */
export function registerMemberRoutes(app: FastifyInstance): void {
  registerRoute(app, collects);
  registerRoute(app, isCollect);
  registerRoute(app, downloads);
  registerRoute(app, historys);
  registerRoute(app, albumSearch);
  registerRoute(app, albumInfo);
  registerRoute(app, albumItems);
  registerRoute(app, basket);
  registerPostRoute(app, collect);
  registerPostRoute(app, uncollect);
  registerPostRoute(app, history);
  registerPostRoute(app, albumSave);
  registerPostRoute(app, albumEdit);
  registerPostRoute(app, albumDelete);
  registerPostRoute(app, albumAddItems);
  registerPostRoute(app, albumDeleteItems);
  registerPostRoute(app, basketSave);
  registerFileUploadRoute(app);
  registerMemberFileRoute(app);
  registerDownloadRoute(app);
}
