/** GET /rc-pub/front/front-publication/{id} → PublicationWire. */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getPublication } from '../../services/publication/get-publication.js';
import { IdParams } from '../params.js';
import { PublicationSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: `${RcPubPaths.publication}/:id`,
  summary: 'One journal',
  tags: ['publication'],
  dataSchema: PublicationSchema,
  params: IdParams,
  verb: getPublication,
});
