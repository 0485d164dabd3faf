/**
 * The news list routes (/news and /newsInfo and their tabs, docs/product/content.md#news): their loaders run the page's one query
 * before the render, malformed values need no query (the 404 page), and the pure URL helpers keep the menu's
 * query values, count pages from 0 and link only pages that exist.
 */
import { getOperationAST } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsInfoHref, newsQueryState, newsTabHref, pageFromUrl } from '../../web/src/pages/content/news/newsUrls.js';
import { type BuiltMatchPage, loadMatchPage } from './helpers/build.js';

let matchPage: BuiltMatchPage;

beforeAll(async () => {
  matchPage = await loadMatchPage();
});

async function plan(url: string) {
  const u = new URL(url, 'http://localhost');
  const match = matchPage(u.pathname);
  const mod = await match.handle!.page!.load();
  const p = mod.loader!({ params: match.params, search: u.searchParams, pathname: u.pathname, lang: 'en' });
  return p ? { operation: getOperationAST(p.query)?.name?.value, variables: p.variables } : null;
}

describe('news route loaders (one query, one render)', () => {
  it('/news runs NewsTabsPage with the tab, page and column of its query; cached as a page', async () => {
    expect(matchPage('/news').handle?.cache).toBe('page');
    expect(await plan('/news?type=announcement&page=2&columnId=12&index=3')).toEqual({
      operation: 'NewsTabsPage',
      variables: { type: 'announcement', page: 2, columnId: 12, withColumn: true },
    });
    expect((await plan('/news'))?.variables).toEqual({ type: 'news', page: 0, columnId: 0, withColumn: false });
  });

  it('/newsInfo runs NewsInfoPage for the column, its page and its active child (0 = the column)', async () => {
    expect(await plan('/newsInfo/4/12/channel/1/0/en')).toEqual({
      operation: 'NewsInfoPage',
      variables: { sld: null, siteId: 4, id: 12, activeId: 12, page: 1 },
    });
    expect((await plan('/newsInfo/4/12/channel/0/15/zh'))?.variables).toMatchObject({ id: 12, activeId: 15, page: 0 });
    expect((await plan('/newsInfo/4/12/en'))?.variables).toMatchObject({ id: 12, activeId: 12, page: 0 });
  });

  it('needs no query for malformed values (the page answers 404)', async () => {
    for (const url of [
      '/news?type=a%20b',
      '/news?page=-1',
      '/news?columnId=abc',
      '/newsInfo/4/abc/channel/0/0/en',
      '/newsInfo/4/0/channel/0/0/en',
      '/newsInfo/4/12/channel/x/0/en',
      '/newsInfo/4/12/channel/0/y/en',
    ])
      expect(await plan(url), url).toBeNull();
  });
});

describe('news URL helpers', () => {
  it('reads pages from 0 and refuses malformed or huge ones', () => {
    expect(pageFromUrl(undefined)).toBe(0);
    expect(pageFromUrl('3')).toBe(3);
    expect(pageFromUrl('3.5')).toBeNull();
    expect(pageFromUrl('1000001')).toBeNull();
  });

  it('keeps the menu query values in tab and page links and leaves page 0 out', () => {
    const search = new URLSearchParams('columnId=12&columnName=新闻&index=3&type=news&page=1&lang=en');
    expect(newsTabHref(search, 'statement', 0)).toBe(
      '/news?columnId=12&columnName=%E6%96%B0%E9%97%BB&index=3&type=statement&lang=en',
    );
    expect(newsTabHref(search, 'news', 2)).toContain('&page=2');
    expect(newsQueryState(search)).toEqual({ type: 'news', page: 1, columnId: 12 });
    expect(newsInfoHref(4, 12, 1, 0, 'zh')).toBe('/newsInfo/4/12/channel/1/0/zh');
  });
});
