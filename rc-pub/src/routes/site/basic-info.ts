/** GET /rc-pub/front/site/basicInfo — Publication basic info of a site (docs/product/content.md#publication-basic-info) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getBasicInfo } from '../../services/site/basic-info.js';
import { Id } from '../params.js';
import { BasicInfoSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.basicInfo,
  summary: 'Publication basic info of a site (docs/product/content.md#publication-basic-info)',
  tags: ['site'],
  dataSchema: BasicInfoSchema,
  query: { siteId: Id('siteId') },
  verb: getBasicInfo,
});
