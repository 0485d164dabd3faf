/** GET /rc-pub/front/front-article/batchPublicizeInfo?siteId=&ids= → CitationWire[] (docs/product/citation-and-harvest.md#batch-citation). */
import { Type } from '@fastify/type-provider-typebox';
import { CITATION_IDS_MAX_LENGTH } from '../../citation/ids.js';
import { CITATION_MAX_IDS } from '../../contract/citation.js';
import { RcPubPaths } from '../../contract/paths.js';
import { CitationSchema } from '../../contract/wire-schemas/index.js';
import { defineRoute } from '../../lib/route.js';
import { batchPublicizeInfo } from '../../services/article/batch-publicize-info.js';
import { Id } from '../params.js';

export default defineRoute({
  url: RcPubPaths.batchPublicizeInfo,
  summary: `GB/T 7714 numeric citations of up to ${CITATION_MAX_IDS} articles, in the order asked (unknown ids left out)`,
  tags: ['article'],
  dataSchema: Type.Array(CitationSchema),
  query: {
    siteId: Id('site id of the asking page; the citations link to each article’s one address whatever site asks'),
    ids: Type.String({
      maxLength: CITATION_IDS_MAX_LENGTH,
      description: `article ids, comma-separated, 1 to ${CITATION_MAX_IDS}, in the order the citations should come`,
    }),
  },
  verb: batchPublicizeInfo,
});
