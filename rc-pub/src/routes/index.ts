/** Every route of the rc-pub catalogue (rc-pub/src/contract/paths.ts), registered on one Fastify instance. */
import type { FastifyInstance } from 'fastify';
import { RcPubPaths } from '../contract/paths.js';
import { Type } from '@fastify/type-provider-typebox';
import { SHARED_WIRE_SCHEMAS } from '../contract/wire-schemas/index.js';
import { registerRoute, envelopeSchema } from '../lib/route.js';
import { t } from '../lib/i18n.js';
import findBySld from './site/find-by-sld.js';
import findBySiteId from './site/find-by-site-id.js';
import findGroup from './site/find-group.js';
import headerConfig from './site/header-config.js';
import publicationConfig from './site/publication-config.js';
import basicInfo from './site/basic-info.js';
import contentVersions from './site/content-versions.js';
import legalPage from './site/legal-page.js';
import journalFacts from './site/journal-facts.js';
import channels from './layout/channels.js';
import channelInfo from './layout/channel-info.js';
import banners from './layout/banners.js';
import tools from './layout/tools.js';
import footer from './layout/footer.js';
import modules from './layout/modules.js';
import publicationList from './publication/list.js';
import publicationGet from './publication/get.js';
import firstTwo from './period/first-two.js';
import journalData from './period/journal-data.js';
import periodList from './period/list.js';
import periodGet from './period/get.js';
import articleSearch from './article/search.js';
import articleByDoi from './article/by-doi.js';
import articleGet from './article/get.js';
import articleRelations from './article/relations.js';
import batchPublicizeInfo from './article/batch-publicize-info.js';
import articleCite from './article/cite.js';
import topNews from './news/top.js';
import newsList from './news/list.js';
import newsGet from './news/get.js';
import { registerDownloadCitationRoute } from './article/download-citation.js';
import { registerFileRoute } from './file/get.js';
import { registerArticlePdfRoute } from './file/pdf.js';
import { registerSearchRoutes } from './search/index.js';
import { registerAccountRoutes } from './account/index.js';
import { registerMemberRoutes } from './member/index.js';
import { registerAlertRoutes } from './alerts/index.js';
import { journalRoutes } from './journal/index.js';
import { registerAlbumRoutes } from './albums/index.js';
import { registerEditorialRoutes } from './editorial/index.js';
import { registerUsageRoutes } from './usage/index.js';
import { registerCounterRoutes } from './counter/index.js';

/** The JSON routes, in catalogue order. */
export const jsonRoutes = [
  findBySld,
  findBySiteId,
  findGroup,
  headerConfig,
  publicationConfig,
  basicInfo,
  contentVersions,
  legalPage,
  journalFacts,
  channels,
  channelInfo,
  banners,
  tools,
  footer,
  modules,
  publicationList,
  publicationGet,
  firstTwo,
  journalData,
  periodList,
  periodGet,
  articleSearch,
  articleByDoi,
  articleRelations,
  batchPublicizeInfo,
  articleCite,
  ...journalRoutes,
  articleGet,
  topNews,
  newsList,
  newsGet,
] as const;

/** data of the liveness route. */
const HealthSchema = Type.Object(
  { ok: Type.Literal(true, { description: 'always true: the service answers' }) },
  { title: 'Health' },
);

/**
 * Registers the shared wire schemas (recursive shapes referenced by `$ref`), every catalogue route, the file route,
 * the citation download,
 * health and the OpenAPI document.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const schema of SHARED_WIRE_SCHEMAS) app.addSchema(schema);
  for (const def of jsonRoutes) registerRoute(app, def as Parameters<typeof registerRoute>[1]);
  registerFileRoute(app);
  registerArticlePdfRoute(app); // the article PDF (docs/product/content.md#article-pdf)
  registerDownloadCitationRoute(app);
  registerSearchRoutes(app);
  registerAccountRoutes(app);
  registerMemberRoutes(app);
  registerAlertRoutes(app);
  registerAlbumRoutes(app);
  registerEditorialRoutes(app);
  registerUsageRoutes(app);
  registerCounterRoutes(app); // COUNTER R5.1 reports (docs/product/usage.md#counter-reports-sushi)
  app.get(
    RcPubPaths.health,
    { schema: { summary: 'Liveness', tags: ['ops'], response: { 200: envelopeSchema(HealthSchema) } } },
    async (req) => ({ status: 0, message: t(req.ctx.lang, 'ok'), data: { ok: true } }),
  );
  app.get(RcPubPaths.openapi, { schema: { hide: true } }, async () => app.swagger());
}
