/** GET /rc-pub/front/site/legalPage?siteId=&page= → LegalPageWire (docs/product/sites-and-frame.md#legal-pages). */
import { LEGAL_PAGES, LegalPaths } from '../../contract/legal.js';
import { StringEnum } from '../../contract/wire-schemas/common.js';
import { LegalPageSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { getLegalPage } from '../../services/site/legal-page.js';
import { Id } from '../params.js';

export default defineRoute({
  url: LegalPaths.legalPage,
  summary: "A site's own text of a legal page; null fields mean the portal's default text",
  tags: ['site'],
  dataSchema: LegalPageSchema,
  query: { siteId: Id('siteId'), page: StringEnum(LEGAL_PAGES, 'accessibility, privacy, agreement or terms') },
  verb: getLegalPage,
});
