/** GET /rc-pub/front/site/getConfigHeader — Header config with custom buttons (docs/product/sites-and-frame.md#header) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getHeaderConfig } from '../../services/site/header-config.js';
import { Id } from '../params.js';
import { HeaderConfigSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.headerConfig,
  summary: 'Header config with custom buttons (docs/product/sites-and-frame.md#header)',
  tags: ['site'],
  dataSchema: HeaderConfigSchema,
  query: { siteId: Id('siteId') },
  verb: getHeaderConfig,
});
