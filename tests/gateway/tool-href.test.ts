/**
 * Where a floating-toolbar item leads (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar): its configured url, else its link value;
 * an rss item configured with neither leads to the portal's feed list, never to '#' or a dead link, and
 * that list's link names the request language; other items without a link have none.
 */
import type { ToolWire } from 'rc-pub/contract';
import { describe, expect, it } from 'vitest';
import { Tool } from '../../server/src/graphql/resolvers/Tool.js';

const TOOL: ToolWire = {
  id: 1,
  indexId: 1,
  resName: 'RSS 订阅',
  enResName: 'RSS',
  cover: null,
  coverId: null,
  linkValue2: null,
  linkType2: null,
  bouncePictureUrl: null,
  url: null,
  type: 'link',
  platformType: 'rss',
  description: null,
  pictureUrl: null,
};

function href(tool: Partial<ToolWire>, lang: 'zh' | 'en' = 'zh'): unknown {
  const resolve = Tool.href;
  if (typeof resolve !== 'function') throw new Error('Tool.href is expected to be a resolver function');
  type Args = Parameters<typeof resolve>;
  const ctx = { lang } as Args[2];
  return resolve({ ...TOOL, ...tool }, {} as Args[1], ctx, {} as Args[3]);
}

describe('Tool.href', () => {
  it.each([
    [{ url: 'https://feeds.example.org/all.xml' }, 'https://feeds.example.org/all.xml'],
    [{ url: '/rssList' }, '/rssList/zh'],
    [{ url: '  ', linkValue2: '/rssList' }, '/rssList/zh'],
    [{}, '/rssList/zh'],
    [{ url: '' }, '/rssList/zh'],
    [{ platformType: 'email' }, null],
    [{ platformType: null }, null],
  ] as const)('%j → %s', (tool, expected) => {
    expect(href(tool)).toBe(expected);
  });

  it('names the request language in the feed list link', () => {
    expect(href({}, 'en')).toBe('/rssList/en');
  });
});
