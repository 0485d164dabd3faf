/**
 * Unit tests of the column-page rules (server/src/domain/columns.ts and targets.ts): which codes the table of
 * docs/product/sites-and-frame.md#where-a-menu-item-leads sends to the fallback /{code}, which codes each column page serves, where a child of the home column leads, and the
 * side list of /aboutus (docs/product/sites-and-frame.md#column-pages; the codes hidden from the menu are listed there).
 */
import { describe, expect, it } from 'vitest';
import { columnCodes, findColumn, sideColumns } from '../../server/src/domain/columns.js';
import { isFallbackCode, navTarget } from '../../server/src/domain/targets.js';
import { channelFactory } from '../helpers/channels.js';

const ch = channelFactory(7, 1);

describe('fallback codes (docs/product/sites-and-frame.md#column-pages)', () => {
  it('every code with a row of its own is not a fallback code; any other code is', () => {
    const table = [
      'index',
      'news',
      'directory',
      'backissue',
      'singleFirst',
      'latestOffer',
      'jump',
      'newLink',
      'periodIntroduce',
      'introduce',
      'reader',
      'situation',
      'column',
      'contact',
      'aboutus',
      'subaboutus',
      'subcontact',
      'virtualAlbum',
      'newAlbum',
      'newLeaguage',
      'newItem',
      'item',
      'newNews',
      'editorial',
      'conference',
      'prePublication',
      'science',
    ];
    for (const code of table) expect(isFallbackCode(code), code).toBe(false);
    for (const code of ['openAccess', 'notice', 'rss']) expect(isFallbackCode(code), code).toBe(true);
    expect(isFallbackCode('')).toBe(false);
  });

  it('a fallback code leads to /{code} with the menu query, a table code never does', () => {
    const ctx = { lang: 'zh' as const, siteId: 7, sld: 'plos', hostSld: 'plos', index: 3 };
    const u = new URL(navTarget(ch('notice', { id: 40, newsDataType: 'announcement' }), ctx).href, 'http://x');
    expect(u.pathname).toBe('/notice');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      columnId: '40',
      columnName: '中文notice',
      index: '3',
      code: 'notice',
      newsDataType: 'announcement',
    });
  });
});

describe('column pages: codes served', () => {
  it('/aboutus serves aboutus, subaboutus and subcontact; the fallback only its own code; table codes no page here', () => {
    expect(columnCodes('aboutus')).toEqual(['aboutus', 'subaboutus', 'subcontact']);
    expect(columnCodes('newLink')).toEqual(['newLink']);
    expect(columnCodes('newLeaguage')).toEqual(['newLeaguage']);
    expect(columnCodes('science')).toEqual(['science']);
    expect(columnCodes('openAccess')).toEqual(['openAccess']);
    expect(columnCodes('news')).toEqual([]);
    expect(columnCodes('index')).toEqual([]);
    expect(columnCodes('subcontact')).toEqual([]);
  });
});

describe('a child of the home column (docs/product/sites-and-frame.md#where-a-menu-item-leads)', () => {
  it('leads to /homeNav?index=0 whatever its code', () => {
    const ctx = { lang: 'en' as const, siteId: 7, sld: 'plos', hostSld: 'plos', parentCode: 'index' };
    expect(navTarget(ch('homeGuide'), ctx)).toEqual({ href: '/homeNav?index=0', external: false });
    expect(navTarget(ch('news'), ctx).href).toBe('/homeNav?index=0');
    expect(navTarget(ch('news'), { ...ctx, parentCode: 'aboutus' }).href).toMatch(/^\/news\?/);
  });
});

describe('the side list of a column page', () => {
  const sub = ch('subaboutus');
  const contact = ch('subcontact');
  const off = ch('subcontact', { enable: 0 });
  const noEn = ch('subaboutus', { enName: '' });
  const about = ch('aboutus', { children: [sub, contact, off, noEn] });
  const tree = [ch('index'), ch('news'), about];

  it('finds a column with its parent and position', () => {
    expect(findColumn(tree, (c) => c.id === contact.id)).toEqual({ item: contact, parent: about, index: 1 });
    expect(findColumn(tree, (c) => c.code === 'aboutus')).toEqual({ item: about, parent: null, index: 2 });
    expect(findColumn(tree, (c) => c.id === -1)).toBeNull();
  });

  it('lists the branch top and its enabled children named in the language, hidden codes included', () => {
    const place = findColumn(tree, (c) => c.id === contact.id)!;
    const en = sideColumns(tree, place, 'en');
    expect(en.map((s) => s.item.id)).toEqual([about.id, sub.id, contact.id]);
    expect(en.map((s) => [s.name, s.index, s.parentCode])).toEqual([
      ['En aboutus', 2, null],
      ['En subaboutus', 0, 'aboutus'],
      ['En subcontact', 1, 'aboutus'],
    ]);
    // zh names the child without an English name; the same list from the top column.
    const zh = sideColumns(tree, findColumn(tree, (c) => c.id === about.id)!, 'zh');
    expect(zh.map((s) => s.item.id)).toEqual([about.id, sub.id, contact.id, noEn.id]);
  });

  it('is empty for a column that stands alone', () => {
    expect(sideColumns(tree, findColumn(tree, (c) => c.code === 'news')!, 'en')).toEqual([]);
  });
});
