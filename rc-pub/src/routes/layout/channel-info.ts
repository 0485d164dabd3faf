/** GET /rc-pub/front/layout/channel — One channel with children and page content (docs/product/calls-and-errors.md#sites-and-layout) */
import { RcPubPaths } from '../../contract/paths.js';
import { defineRoute } from '../../lib/route.js';
import { getChannelInfo } from '../../services/layout/channel-info.js';
import { Id } from '../params.js';
import { ChannelInfoSchema } from '../../contract/wire-schemas/index.js';

export default defineRoute({
  url: RcPubPaths.channelInfo,
  summary: 'One channel with children and page content (docs/product/calls-and-errors.md#sites-and-layout)',
  tags: ['layout'],
  dataSchema: ChannelInfoSchema,
  query: { channelId: Id('channelId') },
  verb: getChannelInfo,
});
