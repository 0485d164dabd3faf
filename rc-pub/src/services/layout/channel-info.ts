/** Verb: one channel with its page content (/front/layout/channel, docs/product/calls-and-errors.md#sites-and-layout). */
import type { ChannelInfoWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findChannel, listChannelsBySite } from '../../repositories/channels.js';
import { buildChannelTree, toChannelInfoWire } from '../mappers/site.js';

/** Channel `channelId` with its children and content (zh/en). @throws 404 unknown channel */
export async function getChannelInfo({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { channelId: number };
}): Promise<ChannelInfoWire> {
  const channel = await findChannel(ctx.db, input.channelId);
  if (!channel) throw notFound('channelNotFound', { id: input.channelId });
  const all = await listChannelsBySite(ctx.db, channel.siteId);
  const sub = all.filter((c) => c.id === channel.id || c.parentId !== null);
  const tree = buildChannelTree(
    sub.map((c) => (c.id === channel.id ? { ...c, parentId: null } : c)),
    false,
  );
  const self = tree.find((n) => n.id === channel.id);
  const info = toChannelInfoWire(channel, self?.children ?? []);
  const roots = all.filter((c) => c.parentId === null);
  const rootIndex = roots.findIndex((r) => r.id === channel.parentId);
  info.parentIndex = rootIndex >= 0 ? rootIndex : null;
  return info;
}
