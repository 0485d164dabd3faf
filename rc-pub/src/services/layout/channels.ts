/** Verb: the channel (menu) tree of a site (/front/layout/channels, docs/product/calls-and-errors.md#sites-and-layout; visibility is the gateway's, enable is ours). */
import type { ChannelWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listChannelsBySite } from '../../repositories/channels.js';
import { buildChannelTree } from '../mappers/site.js';
import { requireSite } from '../site/common.js';

/** Channel tree; `filter` true keeps enabled items only (and drops children of disabled ones). @throws 404 unknown site */
export async function listChannels({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; filter?: boolean | undefined };
}): Promise<ChannelWire[]> {
  await requireSite(ctx, input.siteId);
  return buildChannelTree(await listChannelsBySite(ctx.db, input.siteId), input.filter === true);
}
