/** GET /rc-pub/front/site/getPublicationConfig — Site config groups: logo, nav background, search, greeting, login (docs/product/sites-and-frame.md) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getPublicationConfig } from '../../services/site/publication-config.js';
import { Id } from '../params.js';
import { PublicationConfigSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.publicationConfig,
  summary: 'Site config groups: logo, nav background, search, greeting, login (docs/product/sites-and-frame.md)',
  tags: ['site'],
  dataSchema: PublicationConfigSchema,
  query: { siteId: Id('siteId') },
  verb: getPublicationConfig,
});
