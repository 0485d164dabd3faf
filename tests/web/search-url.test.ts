/**
 * The search URL boundary of the web app: result URLs keep the vocabulary readers and old links use
 * (docs/product/search.md#result-page-url: `type` = the resource-type id, `index` = the field, plus `sort` and `adv`, with fields
 * and sorts under their lowercase names), while the state and the GraphQL variables use the schema's SCREAMING_SNAKE
 * enum values.
 */
import { describe, expect, it } from 'vitest';
import { fieldFromParam, typeForRoute, typeFromParam, urlName } from '../../web/src/components/search/types.js';
import { parseSearchState, stateQuery, toAdvancedInput, toSearchInput } from '../../web/src/components/search/url.js';

describe('URL -> GraphQL names', () => {
  it('reads index, sort and adv rows under their URL names into enum values', () => {
    const adv = JSON.stringify([
      { op: 'AND', field: 'articleTitle', value: 'cell' },
      { op: 'NOT', field: 'caption', value: 'mouse', precision: 1 },
    ]);
    const search = new URLSearchParams({ type: '25', index: 'articleTitle', searchText: 'cell', sort: 'date' });
    const state = parseSearchState('FIGURE', search);
    expect(state).toMatchObject({ type: 'FIGURE', field: 'ARTICLE_TITLE', sort: 'DATE' });
    expect(toSearchInput(state)).toMatchObject({ type: 'FIGURE', field: 'ARTICLE_TITLE', sort: 'DATE', q: 'cell' });
    search.set('adv', adv);
    expect(toAdvancedInput(parseSearchState('FIGURE', search)).rows).toEqual([
      { op: 'AND', field: 'ARTICLE_TITLE', value: 'cell', precision: 0 },
      { op: 'NOT', field: 'CAPTION', value: 'mouse', precision: 1 },
    ]);
  });

  it('names each value in URLs by its former name (camelCase of the SCREAMING_SNAKE value)', () => {
    expect(urlName('ARTICLE_TITLE')).toBe('articleTitle');
    expect(urlName('PUBLICATION')).toBe('publication');
    expect(urlName('CITATIONS')).toBe('citations');
    expect(fieldFromParam('articleTitle')).toBe('ARTICLE_TITLE');
  });

  it('falls back to ALL and RELEVANCE for unknown names, including the GraphQL names themselves', () => {
    const state = parseSearchState('ARTICLE', new URLSearchParams({ index: 'TITLE', sort: 'DATE', searchText: 'x' }));
    expect(state).toMatchObject({ field: 'ALL', sort: 'RELEVANCE' });
    // A field the type does not offer is ALL as well (docs/product/search.md#fields).
    expect(parseSearchState('ARTICLE', new URLSearchParams({ index: 'caption' })).field).toBe('ALL');
    expect(fieldFromParam('articletitle')).toBeNull();
  });

  it('takes resource-type ids, the old type names and the labels thesis and picture as `type`', () => {
    expect(typeFromParam('428')).toBe('ARTICLE');
    expect(typeFromParam('-3')).toBe('PUBLICATION');
    expect(typeFromParam('table')).toBe('TABLE');
    expect(typeFromParam('article')).toBe('ARTICLE');
    expect(typeFromParam('news')).toBe('NEWS');
    expect(typeFromParam('thesis')).toBe('ARTICLE');
    expect(typeFromParam('picture')).toBe('FIGURE');
    expect(typeFromParam('ARTICLE')).toBeNull();
    expect(typeForRoute('/audioList', '28')).toBe('AUDIO');
    expect(typeForRoute('/audioList', null)).toBe('VIDEO');
  });
});

describe('GraphQL names -> URL', () => {
  it('writes fields, sorts and adv rows under their URL names, so links look as they always did', () => {
    const search = new URLSearchParams({ type: '25', index: 'articleTitle', searchText: 'cell', sort: 'citations' });
    const query = stateQuery(parseSearchState('FIGURE', search), 'en');
    expect(query).toBe('type=25&index=articleTitle&searchText=cell&sort=citations&lang=en');
    const adv = JSON.stringify([{ op: 'AND', field: 'title', value: 'graphene', precision: 1 }]);
    const advQuery = new URLSearchParams(
      stateQuery(parseSearchState('ARTICLE', new URLSearchParams({ type: '428', adv })), 'en'),
    );
    expect(JSON.parse(advQuery.get('adv') ?? '')).toEqual([
      { op: 'AND', field: 'title', value: 'graphene', precision: 1 },
    ]);
    expect(advQuery.get('index')).toBe('all');
  });
});
