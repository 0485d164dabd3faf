/** GET /rc-pub/front/config-footer — Footer config of a site (docs/product/sites-and-frame.md#footer) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getFooter } from '../../services/layout/footer.js';
import { Id } from '../params.js';
import { FooterConfigSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.footer,
  summary: 'Footer config of a site (docs/product/sites-and-frame.md#footer)',
  tags: ['layout'],
  dataSchema: FooterConfigSchema,
  query: { siteId: Id('siteId') },
  verb: getFooter,
});
