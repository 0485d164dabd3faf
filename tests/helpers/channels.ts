/**
 * Menu-item (channel, docs/product/sites-and-frame.md#site-records) wire records for the gateway's unit tests, so each suite states only the fields that
 * matter to it. Names follow one pattern: `中文<code>` in zh and `En <code>` in en.
 */
import type { ChannelWire } from 'rc-pub/contract';

/**
 * A channel factory for one site: each call gives an enabled top-level item with a fresh id (counting from `firstId`)
 * and the given code, with `over` applied last.
 */
export function channelFactory(
  siteId: number,
  firstId = 1,
): (code: string, over?: Partial<ChannelWire>) => ChannelWire {
  let nextId = firstId;
  return (code, over = {}) => ({
    id: nextId++,
    siteId,
    parentId: null,
    parentIndex: null,
    code,
    name: `中文${code}`,
    enName: `En ${code}`,
    enable: 1,
    linkValue: null,
    bannerId: null,
    bannerUrl: null,
    newsDataType: null,
    styleId: null,
    sort: 0,
    children: [],
    ...over,
  });
}
