/** GET /rc-pub/front/front-publication/list?siteId= | ?ids= → PublicationWire[]. */
import { Type } from '@fastify/type-provider-typebox';
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { listPublications } from '../../services/publication/list-publications.js';
import { Id, IdList } from '../params.js';
import { PublicationSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.publications,
  summary: 'Journals of a site (site order) or by ids, with serving site and counts',
  tags: ['publication'],
  dataSchema: Type.Array(PublicationSchema),
  query: { siteId: Type.Optional(Id('site id')), ids: Type.Optional(IdList('journal ids, comma-separated')) },
  verb: listPublications,
});
