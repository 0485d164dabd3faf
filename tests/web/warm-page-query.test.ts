/**
 * The browser reads the page's own query from the restored cache before hydrating (web/src/app/warmPageQuery.ts), from
 * the route params the server wrote into the render context: the page's first `useQuery` then gets that read from
 * Apollo's result cache instead of reading the whole page again during hydration. Pages rendered by the built server
 * entry with the in-process mock execute (helpers/mock-execute.ts).
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../../web/src/app/apolloCache.js';
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

/** A browser client over the page's serialized cache; any request it would send fails the test. */
function restoredClient(html: string): ApolloClient {
  const cache = createCache();
  cache.restore(block(html, '__APOLLO_STATE__') as Parameters<typeof cache.restore>[0]);
  const link = new ApolloLink(() => {
    throw new Error('the warm-up must not send a request');
  });
  return new ApolloClient({ cache, link });
}

describe('the page query read before hydrating', () => {
  it.each([
    ['/article/id/4/77/en', 'en'],
    ['/thesis/4/77/zh', 'zh'],
    ['/article?searchText=graphene&lang=en', 'en'],
    ['/homeNav/demo/en', 'en'],
    ['/newAcademic/4/12/directory/0/0/en', 'en'],
  ] as const)('%s: the page reads the same result the warm-up read, from the render context', async (url, lang) => {
    const html =
      (
        await render({
          url,
          host: 'localhost:3000',
          cookies: {},
          template,
          execute: mockExecute('ok', 'GROUP').execute,
        })
      ).html ?? '';
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
    const tasks: string[] = [];
    const warmed = await warmPageQuery(
      client,
      page,
      { params: context.params, cookieLang: context.cookieLang, pathname: u.pathname, search: u.search },
      async () => {
        tasks.push('yield');
      },
    );
    expect(warmed, 'the page data read from the restored cache').toBeTruthy();
    expect(tasks).toEqual(['yield']);
    // the page's own first read: the query and variables its loader gave the server (route-loaders.test.ts: the
    // component's own), answered with the very object the warm-up read
    const plan = loader({ params: match.params, search: u.searchParams, pathname: u.pathname, lang });
    expect(client.watchQuery({ query: plan!.query, variables: plan!.variables }).getCurrentResult().data).toBe(warmed);
  });

  it('reads nothing for a page without a query of its own (the 404 page) or not loaded', async () => {
    const html =
      (
        await render({
          url: '/no/such/page',
          host: 'localhost:3000',
          cookies: {},
          template,
          execute: mockExecute('ok', 'GROUP').execute,
        })
      ).html ?? '';
    expect(block(html, '__RENDER_CONTEXT__').page).toBeNull();
    const place = { params: {}, cookieLang: 'zh' as const, pathname: '/no/such/page', search: '' };
    expect(await warmPageQuery(restoredClient(html), undefined, place, async () => undefined)).toBeUndefined();
  });
});
