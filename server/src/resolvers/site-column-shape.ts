/** codegen mapper (codegen.ts) of SiteColumn: the parent value its resolvers receive. */
import type { ChannelInfoWire, ChannelWire, SiteWire } from 'rc-pub/contract';

/**
 * SiteColumn: the column (rc-pub channel info, docs/product/calls-and-errors.md, with content in both languages), the site it belongs to and
 * the site's enabled menu tree (docs/product/calls-and-errors.md, channel list with filter=true), from which its side list is taken.
 */
export interface SiteColumnParent {
  channel: ChannelInfoWire;
  site: SiteWire;
  tree: ChannelWire[];
}
