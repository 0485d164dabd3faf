/** GET /rc-pub/front/layout/banners — Banners of a site */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listBanners } from '../../services/layout/banners.js';
import { Id } from '../params.js';
import { Type } from '@fastify/type-provider-typebox';
import { BannerSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.banners,
  summary: 'Banners of a site',
  tags: ['layout'],
  dataSchema: Type.Array(BannerSchema),
  query: { siteId: Id('siteId') },
  verb: listBanners,
});
