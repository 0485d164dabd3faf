/**
 * The browser reads the page's own query from the restored cache before hydrating (web/src/app/warmPageQuery.ts), from
 * the route params the server wrote into the render context: the page's first `useQuery` then gets that read from
 * Apollo's result cache instead of reading the whole page again during hydration; that read is itself cut into parts
 * read in tasks of their own (web/src/app/queryParts.ts). Pages rendered by the built server
 * entry with the in-process mock execute (helpers/mock-execute.ts).
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import type { DocumentNode, FieldNode, OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../web/src/app/apolloCache.js';
import { queryParts } from '../../web/src/app/queryParts.js';
import { warmPageQuery } from '../../web/src/app/warmPageQuery.js';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { type BuiltMatchPage, loadBuiltEntry, loadMatchPage } from './helpers/build.js';
import { mockExecute } from './helpers/mock-execute.js';

let render: SsrRender;
let template: string;
let matchPage: BuiltMatchPage;

beforeAll(async () => {
  ({ render, template } = await loadBuiltEntry());
  matchPage = await loadMatchPage();
});

function block(html: string, id: string): Record<string, unknown> {
  const m = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  expect(m, id).not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

/** The HTML of `url` rendered by the built server entry, every call of the gateway answered by the mock. */
async function renderPage(url: string): Promise<string> {
  const result = await render({
    url,
    host: 'localhost:3000',
    cookies: {},
    template,
    execute: mockExecute('ok', 'GROUP').execute,
  });
  return result.html ?? '';
}

/** A browser client over the page's serialized cache; any request it would send fails the test. */
function restoredClient(html: string): ApolloClient {
  const cache = createCache();
  cache.restore(block(html, '__APOLLO_STATE__') as Parameters<typeof cache.restore>[0]);
  const link = new ApolloLink(() => {
    throw new Error('the warm-up must not send a request');
  });
  return new ApolloClient({ cache, link });
}

/** The response keys of a part's root field and of the one field it reads under it. */
function partPath(part: DocumentNode): [string, string] {
  const operation = part.definitions[0] as OperationDefinitionNode;
  const root = operation.selectionSet.selections[0] as FieldNode;
  const child = root.selectionSet!.selections[0] as FieldNode;
  return [(root.alias ?? root.name).value, (child.alias ?? child.name).value];
}

describe('the page query read before hydrating', () => {
  it.each([
    ['/article/id/4/77/en', 'en'],
    ['/thesis/4/77/zh', 'zh'],
    ['/article?searchText=graphene&lang=en', 'en'],
    ['/homeNav/demo/en', 'en'],
    ['/newAcademic/4/12/directory/0/0/en', 'en'],
  ] as const)('%s: the page reads the same result the warm-up read, from the render context', async (url, lang) => {
    const html = await renderPage(url);
    const context = block(html, '__RENDER_CONTEXT__') as {
      params: Record<string, string>;
      cookieLang: 'zh' | 'en';
    };
    const u = new URL(url, 'http://localhost');
    const match = matchPage(u.pathname);
    const page = match.handle?.page;
    expect(page).toBeDefined();
    const loader = (await page!.load()).loader!;
    const client = restoredClient(html);
    let tasks = 0;
    let now = 0;
    // a clock on which every read outlasts the budget: each part of the query is read in a task of its own
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    const warmed = await warmPageQuery(
      client,
      page,
      { params: context.params, cookieLang: context.cookieLang, pathname: u.pathname, search: u.search },
      async () => {
        tasks += 1;
      },
    ).finally(() => clock.mockRestore());
    expect(warmed, 'the page data read from the restored cache').toBeTruthy();
    const plan = loader({ params: match.params, search: u.searchParams, pathname: u.pathname, lang });
    const parts = queryParts(client.watchQuery({ query: plan!.query, variables: plan!.variables }).query);
    expect(parts.length, 'the parts of the page query').toBeGreaterThan(1);
    // the transforms, each part, the whole read
    expect(tasks).toBe(parts.length + 2);
    // the page's own first read: the query and variables its loader gave the server (route-loaders.test.ts: the
    // component's own), answered with the very object the warm-up read
    expect(client.watchQuery({ query: plan!.query, variables: plan!.variables }).getCurrentResult().data).toBe(warmed);
  });

  it.each([
    ['/article/id/4/77/en', 'en'],
    ['/article?searchText=graphene&lang=en', 'en'],
    ['/homeNav/demo/en', 'en'],
  ] as const)('%s: the whole read takes the parts from the cache instead of reading them again', async (url, lang) => {
    const html = await renderPage(url);
    const u = new URL(url, 'http://localhost');
    const match = matchPage(u.pathname);
    const loader = (await match.handle!.page!.load()).loader!;
    const plan = loader({ params: match.params, search: u.searchParams, pathname: u.pathname, lang })!;
    const client = restoredClient(html);
    const observable = client.watchQuery({ query: plan.query, variables: plan.variables });
    const read = queryParts(observable.query).map((part) => {
      const diff = client.cache.diff<Record<string, Record<string, unknown>>>({
        query: part,
        variables: observable.variables,
        returnPartialData: true,
        optimistic: true,
      });
      const [root, child] = partPath(part);
      return { root, child, value: diff.result?.[root]?.[child] };
    });
    const whole = observable.getCurrentResult().data as Record<string, Record<string, unknown>>;
    // a field selected twice under one root (by two fragments) is merged into a new object by the whole read
    const once = read.filter((r) => read.filter((o) => o.root === r.root && o.child === r.child).length === 1);
    const objects = once.filter((r) => r.value !== null && typeof r.value === 'object');
    expect(objects.length, 'object-valued parts read').toBeGreaterThan(1);
    for (const { root, child, value } of objects) expect(whole[root]?.[child], `${root}.${child}`).toBe(value);
  });

  it('reads nothing for a page without a query of its own (the 404 page) or not loaded', async () => {
    const html = await renderPage('/no/such/page');
    expect(block(html, '__RENDER_CONTEXT__').page).toBeNull();
    const place = { params: {}, cookieLang: 'zh' as const, pathname: '/no/such/page', search: '' };
    expect(await warmPageQuery(restoredClient(html), undefined, place, async () => undefined)).toBeUndefined();
  });
});
