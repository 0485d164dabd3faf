/** GET /rc-pub/front/front-period/firstTwo — The newest two regular issues of a journal, newest first */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { firstTwoPeriods } from '../../services/period/first-two.js';
import { Id } from '../params.js';

export default defineRoute({
  url: RcPubPaths.firstTwoPeriods,
  summary: 'The newest two regular issues of a journal, newest first',
  tags: ['period'],
  data: 'IssueWire[]',
  query: { publicationIndexId: Id('publicationIndexId') },
  verb: firstTwoPeriods,
});
