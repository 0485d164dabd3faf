/** GET /rc-pub/front/frontMembers/historys?page=&size= → Page<HistoryWire> (docs/product/members.md#downloads-and-history). */
import { RcPubPaths } from '../../contract/paths.js';
import { HistoryPageSchema } from '../../contract/wire-schemas/member.js';
import { defineRoute } from '../../lib/route.js';
import { listHistory } from '../../services/member/list-history.js';
import { PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: RcPubPaths.historys,
  summary: 'Article pages the member opened, latest first, one entry per article per UTC day (token)',
  tags: ['member'],
  query: { page: PageNo, size: PageSize(10) },
  dataSchema: HistoryPageSchema,
  verb: listHistory,
});
