/** MemberTarget: what a favourite, download, history entry or album item points at (MemberTargetWire). */
import type { MemberTargetResolvers } from '../../__generated__/resolvers.js';
import { asImageUrl } from './util.js';

export const MemberTarget: MemberTargetResolvers = {
  thumbnailUrl: (t) => asImageUrl(t.fileId),
};
