/**
 * Search fields (the field dropdown, docs/product/search.md#fields) per resource type, and the prefixes the query language accepts for them
 * (`title:`, `keyword:` …, case-insensitive, plus the Chinese labels of the dropdown such as 题名: and 作者:).
 */
import type { SearchField, SearchType } from '../../contract/search.js';

/** Fields each resource type can be searched by (docs/product/search.md#fields; figure, table and media share caption/label/articleTitle). */
export const FIELDS_BY_TYPE: Record<SearchType, readonly SearchField[]> = {
  article: ['all', 'title', 'keyword', 'author', 'institution', 'abstract', 'doi'],
  publication: ['all', 'title', 'sponsor', 'cn', 'issn'],
  figure: ['all', 'caption', 'label', 'articleTitle', 'doi'],
  table: ['all', 'caption', 'label', 'articleTitle', 'doi'],
  video: ['all', 'caption', 'label', 'articleTitle', 'doi'],
  audio: ['all', 'caption', 'label', 'articleTitle', 'doi'],
  other: ['all', 'caption', 'label', 'articleTitle', 'doi'],
  news: ['all', 'title', 'abstract'],
};

/** Prefix (lower-cased, without the colon) → field. */
const PREFIXES: Record<string, SearchField> = {
  all: 'all',
  title: 'title',
  keyword: 'keyword',
  keywords: 'keyword',
  author: 'author',
  institution: 'institution',
  abstract: 'abstract',
  doi: 'doi',
  sponsor: 'sponsor',
  cn: 'cn',
  issn: 'issn',
  caption: 'caption',
  label: 'label',
  articletitle: 'articleTitle',
  // Chinese labels of the dropdown
  全部: 'all',
  题名: 'title',
  标题: 'title',
  篇名: 'title',
  刊名: 'title',
  关键词: 'keyword',
  关键字: 'keyword',
  作者: 'author',
  机构: 'institution',
  单位: 'institution',
  摘要: 'abstract',
  主办单位: 'sponsor',
  主办: 'sponsor',
  图题: 'caption',
  题注: 'caption',
  标签: 'label',
  文章题名: 'articleTitle',
};

/** The field a prefix names (case-insensitive), or undefined when it is not a field prefix. */
export function fieldOfPrefix(prefix: string): SearchField | undefined {
  const f = PREFIXES[prefix.toLowerCase()];
  return f;
}

/** True when `field` can be searched for resources of `type`. */
export function fieldAllowed(type: SearchType, field: SearchField): boolean {
  return FIELDS_BY_TYPE[type].includes(field);
}
