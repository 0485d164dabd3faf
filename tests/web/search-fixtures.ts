/**
 * Fixture GraphQL for the search SSR tests (tests/web/search*.test.ts): the real SDL (schema/*.graphql) with the
 * fixture site of helpers/mock-execute.ts plus `site.search`, `site.advancedSearch` and `analyzeSearch` resolvers
 * that record their inputs. All content is visibly demo ("[Demo]"/"[演示]"); DOIs use the 10.0000 demo prefix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLError, graphql } from 'graphql';
import type { SsrExecutionResult, SsrRequest } from '../../web/src/ssr-contract.js';
import { fixtureSite } from './helpers/mock-execute.js';

const schemaDir = join(import.meta.dirname, '../../schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(join(schemaDir, f), 'utf8'))
    .join('\n'),
);

/** One fixture hit; `over` replaces fields. */
export function hit(id: number, type: string, over: Record<string, unknown> = {}) {
  return {
    id,
    type,
    title: `[Demo] Result ${id}`,
    highlightTitle: null,
    snippet: null,
    doi: null,
    doiUrl: null,
    authors: [],
    publication: null,
    article: null,
    articleTitle: null,
    year: null,
    publishedDate: null,
    column: null,
    label: null,
    fileUrl: null,
    publicationType: 0,
    openAccess: false,
    ...over,
  };
}

/** A search result; `hits`, `total` and `clusters` as given. */
export function result(
  hits: unknown[],
  total = hits.length,
  clusters: unknown[] = [],
  page = 0,
  alternatives: unknown[] = [],
) {
  return { total, page, size: 20, terms: [], hits, clusters, alternatives };
}

/** What the fixture `search`/`advancedSearch` answer: a result, or a GraphQL error with a code. */
export type SearchAnswer = ReturnType<typeof result> | { error: string; code: string };

/** An `execute` whose searches answer `answer`; `calls` records operation names and search inputs. */
export function searchExecute(answer: SearchAnswer) {
  const calls: { operation: string; input?: Record<string, unknown>; field?: string }[] = [];
  const respond = (field: string) => (args: { input: Record<string, unknown> }) => {
    calls.push({ operation: 'field', field, input: args.input });
    if ('error' in answer) throw new GraphQLError(answer.error, { extensions: { code: answer.code } });
    return answer;
  };
  const execute: SsrRequest['execute'] = async (document, variables, operationName, { lang }) => {
    calls.push({ operation: operationName ?? '' });
    const base = fixtureSite(lang, 'GROUP');
    const site = {
      ...base,
      header: { ...base.header, advSearch: true, resourceSearch: true, resourceTypes: [428, -3, 25, 29, 28, -2, 0] },
      search: respond('search'),
      advancedSearch: respond('advancedSearch'),
    };
    const rootValue = {
      language: lang === 'zh' ? 'ZH' : 'EN',
      site: () => site,
      analyzeSearch: ({ q }: { q: string }) => ({ q, terms: [q] }),
    };
    const out = await graphql({ schema, source: document, rootValue, variableValues: variables, operationName });
    return JSON.parse(JSON.stringify(out)) as SsrExecutionResult;
  };
  return { execute, calls };
}

/** Operation names of the recorded calls. */
export function operations(calls: ReturnType<typeof searchExecute>['calls']): string[] {
  return calls.filter((c) => c.operation !== 'field').map((c) => c.operation);
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed. */
export function mainText(html: string): string {
  return html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}
