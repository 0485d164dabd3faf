/**
 * An in-process `execute` (web/src/ssr-contract.ts) over the real GraphQL SDL (schema/*.graphql) with fixture
 * resolvers, for testing the server entry without rc-pub. Content is visibly demo ("[Demo]"/"[演示]").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, graphql, GraphQLError } from 'graphql';
import type { SsrExecutionResult, SsrRequest } from '../../../web/src/ssr-contract.js';

const schemaDir = join(import.meta.dirname, '../../../schema');
const sdl = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(join(schemaDir, f), 'utf8'))
  .join('\n');
const schema = buildSchema(sdl);

/** Builds a fixture site; `lang` picks the name and menu labels. */
export function fixtureSite(lang: 'zh' | 'en', type: 'SINGLE' | 'GROUP' = 'GROUP') {
  const zh = lang === 'zh';
  const nav = (id: number, code: string, nameZh: string, nameEn: string, href: string, external = false) => ({
    id,
    code,
    name: zh ? nameZh : nameEn,
    target: { href, external },
    children: [] as unknown[],
  });
  const article = {
    id: 17,
    doi: '10.0000/demo.17',
    title: zh ? '[演示] 文章' : '[Demo] Article',
    titleLanguage: zh ? 'zh' : 'en',
    pages: '1-9',
    column: null,
    authorNames: ['[Demo] A. Author'],
    demo: true,
  };
  const issue = {
    id: 5,
    year: 2024,
    volume: '1',
    number: '2',
    pubDate: '2024-02-01',
    title: null,
    articles: [article],
  };
  const publication = {
    id: 9,
    title: zh ? '[演示] 期刊' : '[Demo] Journal',
    titleZh: '[演示] 期刊',
    titleEn: '[Demo] Journal',
    abbrev: null,
    issn: '0000-0000',
    eissn: null,
    cn: null,
    publisher: null,
    sponsor: null,
    description: null,
    coverUrl: null,
    indexed: [],
    articleCount: 1,
    issueCount: 1,
    demo: true,
    siteSld: 'demo1',
    latestIssue: issue,
    homeFacts: { authority: null, editorInChief: null, frequency: null, entries: [] },
  };
  return {
    id: 3,
    sld: 'demo',
    type,
    name: zh ? '[演示] 期刊集群' : '[Demo] Journal Group',
    grayType: 0,
    logoUrl: null,
    demo: true,
    theme: {
      colourId: 1,
      primary: '#1e6bb8',
      hover: '#155a9c',
      other: '#3b7dd8',
      background: 'rgba(30,107,184,0.1)',
      bottomLine: '#1e6bb8',
    },
    header: {
      navStyle: 1,
      showLogin: true,
      showGroupEntrance: false,
      searchBox: true,
      advSearch: false,
      resourceSearch: true,
      resourceTypes: [428, -3, 25, 29, 28, -2, 0],
      switchLanguage: true,
      greeting: zh ? '欢迎' : 'Welcome',
      logoUrl: null,
      customButtons: [],
      // site-specific header fields
      ceiling: false,
      navDistribution: false,
      headerHeight: null,
      widthBase: null,
      languageMenu: false,
      compactLogoUrl: null,
      backgroundUrl: null,
    },
    nav: [
      nav(1, 'index', '首页', 'Home', `/homeNav/demo/${lang}`),
      nav(2, 'news', '新闻动态', 'News', `/news?code=news`),
      nav(3, 'jump', '外部链接', 'External link', 'https://example.org/', true),
    ],
    groupEntrance: [],
    footer: {
      showLogo: false,
      logoUrl: null,
      logoName: null,
      backgroundColor: '#ebebeb',
      light: true,
      paintBackground: '#ebebeb',
      address: '[Demo]',
      postcode: null,
      phone: null,
      fax: null,
      email: null,
      copyright: '© [Demo]',
      icp: null,
      picp: null,
      picpLink: null,
      qrUrl: null,
      qrMessage: null,
      showVisits: false,
      sumVisits: 0,
      todayVisits: 0,
    },
    tools: [],
    topNews: [],
    publication: type === 'SINGLE' ? publication : null,
    publications: [publication],
    groupType: 0,
    banners: [],
    homeModules: [],
  };
}

/** Behaviour of the mock `site` field. */
export type SiteMode = 'ok' | 'FORBIDDEN_SITE' | 'SITE_EXPIRED' | 'NOT_FOUND' | 'UPSTREAM_UNAVAILABLE';

/** Counts operations and returns an `execute` for SsrRequest; `patch` overrides fields of the fixture site. */
export function mockExecute(
  mode: SiteMode = 'ok',
  type: 'SINGLE' | 'GROUP' = 'GROUP',
  patch: Record<string, unknown> = {},
) {
  const calls: string[] = [];
  const execute: SsrRequest['execute'] = async (document, variables, operationName, { lang }) => {
    calls.push(operationName ?? '');
    const rootValue = {
      language: lang === 'zh' ? 'ZH' : 'EN',
      site: () => {
        if (mode !== 'ok') throw new GraphQLError('site unavailable', { extensions: { code: mode } });
        return { ...fixtureSite(lang, type), ...patch };
      },
    };
    const result = await graphql({ schema, source: document, rootValue, variableValues: variables, operationName });
    return JSON.parse(JSON.stringify(result)) as SsrExecutionResult;
  };
  return { execute, calls };
}
