/**
 * News columns of the gateway (/newsInfo, the menu item's newsDataType, docs/product/sites-and-frame.md#menu-visibility): a column
 * belongs to its own site only, lists its own news type or inherits its parent's (else news), and shows only the child
 * columns a reader may see in the page language.
 */
import type { SiteWire } from 'rc-pub/contract';
import { describe, expect, it } from 'vitest';
import { childColumns, columnOf } from '../../server/src/graphql/resolvers/NewsColumn.js';
import { channelFactory } from '../helpers/channels.js';

const ch = channelFactory(3, 100);
const site = { id: 3, sld: 'plosone' } as SiteWire;

describe('news columns', () => {
  it("is null for another site's menu item", () => {
    expect(columnOf(ch('newNews', { siteId: 4 }), site)).toBeNull();
    expect(columnOf(ch('newNews'), site)?.site).toBe(site);
  });

  it('lists its own news type, else news; a malformed stored type counts as none', () => {
    expect(columnOf(ch('newNews', { newsDataType: 'dynamic' }), site)?.newsType).toBe('dynamic');
    expect(columnOf(ch('newNews'), site)?.newsType).toBe('news');
    expect(columnOf(ch('newNews', { newsDataType: 'a b' }), site)?.newsType).toBe('news');
  });

  it('shows visible children in order, each with its own type or the parent column’s', () => {
    const parent = ch('newNews', {
      newsDataType: 'dynamic',
      children: [
        ch('newNews', { name: '会议', enName: 'Meetings', newsDataType: 'announcement' }),
        ch('newNews', { name: '讲座', enName: 'Talks' }),
        ch('newNews', { name: '停用', enName: 'Off', enable: 0 }),
        ch('newNews', { name: '仅中文', enName: '' }),
        ch('contact', { name: '联系', enName: 'Contact' }),
      ],
    });
    const column = columnOf(parent, site)!;
    const en = childColumns(column, 'en');
    expect(en.map((c) => [c.channel.enName, c.newsType])).toEqual([
      ['Meetings', 'announcement'],
      ['Talks', 'dynamic'],
    ]);
    expect(childColumns(column, 'zh').map((c) => c.channel.name)).toEqual(['会议', '讲座', '仅中文']);
  });
});
