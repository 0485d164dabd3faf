/** GET /rc-pub/front/config-footer — Footer config of a site (SPEC §3) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getFooter } from '../../services/layout/footer.js';
import { Id } from '../params.js';

export default defineRoute({
  url: RcPubPaths.footer,
  summary: 'Footer config of a site (SPEC §3)',
  tags: ['layout'],
  data: 'FooterConfigWire',
  query: { siteId: Id('siteId') },
  verb: getFooter,
});
