/** GET /rc-pub/front/frontMembers/downloads?page=&size= → Page<DownloadWire> (docs/product/members.md#downloads-and-history). */
import { RcPubPaths } from '../../contract/paths.js';
import { DownloadPageSchema } from '../../contract/wire-schemas/member.js';
import { defineRoute } from '../../lib/route.js';
import { listDownloads } from '../../services/member/list-downloads.js';
import { PageNo, PageSize } from '../params.js';

export default defineRoute({
  url: RcPubPaths.downloads,
  summary: "The member's downloads, newest first, with the article each came from (token)",
  tags: ['member'],
  query: { page: PageNo, size: PageSize(10) },
  dataSchema: DownloadPageSchema,
  verb: listDownloads,
});
