/** GET /rc-pub/front/front-article/cite?id=&style=&siteId= → CitationWire ('How to cite this article'). */
import { Type } from '@fastify/type-provider-typebox';
import { CITATION_STYLES } from '../../contract/citation.js';
import { RcPubPaths } from '../../contract/paths.js';
import { CitationSchema } from '../../contract/wire-schemas/index.js';
import { StringEnum } from '../../contract/wire-schemas/common.js';
import { defineRoute } from '../../lib/route.js';
import { cite } from '../../services/article/cite.js';
import { Id } from '../params.js';

export default defineRoute({
  url: RcPubPaths.cite,
  summary: "One article's citation in a style, in its original language and in English",
  tags: ['article'],
  dataSchema: CitationSchema,
  query: {
    id: Id('article id'),
    style: Type.Optional(
      StringEnum(
        CITATION_STYLES,
        'gbt7714-numeric (default) | gbt7714-author-date (in the GB/T edition the journal follows) | apa | vancouver | ieee',
      ),
    ),
    siteId: Type.Optional(
      Id('site id of the asking page; the citation links to the article’s one address whatever site asks'),
    ),
  },
  verb: cite,
});
