/**
 * Reads the page's own query from the restored Apollo cache before hydrating, so the page's first `useQuery` finds
 * its result already read. That first read was the largest piece of hydration's work on every page (about 100-150 ms
 * at Lighthouse's 4x CPU slowdown: the query's document transforms, then the cache read of the whole page); here it
 * runs in tasks of its own, and the main thread answers input in between.
 *
 * The query is the one the server ran (routes/lazy.tsx `PageLoader`), from the same inputs: the route params the server
 * wrote into the render context (app/renderContext.ts), the URL and the page language. The same document and
 * variables make the same cache keys, so the page's read is answered from Apollo's result cache (`resultCaching`,
 * per query, variables and root). Inputs that differ only make a read nobody uses: nothing is fetched or rendered here.
 * The whole page's read was itself one long task (60-140 ms at 4x on an article): its parts are read first, a few per
 * task, and the whole read then finds them in the cache's memory (app/queryParts.ts).
 */
import type { ApolloClient } from '@apollo/client';
import type { PageLoader } from '../routes/pageLoader.js';
import { type Lang, langFromUrl } from './lang.js';
import { queryParts } from './queryParts.js';

/**
 * How long one task reads parts of the query before yielding, in ms of the device's own clock: four times as long
 * (Lighthouse's phone against the desktop it runs on) is still under the 50 ms that make a task long.
 */
const PART_BUDGET_MS = 10;

/** The part of a split page (routes/lazy.tsx `PageRef`) read here: its module's loader, once loaded. */
export interface LoadedPage {
  loaded(): { loader?: PageLoader | undefined } | undefined;
}

/** Where the page is: the server's route params and cookie language (renderContext.ts) and the browser's URL. */
export interface PagePlace {
  params: Readonly<Record<string, string | undefined>>;
  cookieLang: Lang;
  pathname: string;
  /** The query string, `?` included or empty. */
  search: string;
}

/**
 * Reads `page`'s query into `client`'s result cache in tasks of their own (`nextTask` resolves in a new one): the
 * ObservableQuery (its document transforms); the query's parts (app/queryParts.ts), as many in one task as fit in
 * {@link PART_BUDGET_MS} (`performance.now()`); then its current result, which takes the parts from the cache's
 * memory. Resolves to the data read (undefined for a page not loaded, without a query, or whose data the cache lacks).
 */
export async function warmPageQuery(
  client: ApolloClient,
  page: LoadedPage | undefined,
  place: PagePlace,
  nextTask: () => Promise<void>,
): Promise<unknown> {
  const loader = page?.loaded()?.loader;
  if (!loader) return undefined;
  const { params, cookieLang, pathname, search } = place;
  const plan = loader({
    params,
    search: new URLSearchParams(search),
    pathname,
    lang: langFromUrl(pathname, search) ?? cookieLang,
  });
  if (!plan) return undefined;
  // never subscribed: it neither fetches nor watches the cache, and is garbage once read
  const observable = client.watchQuery({ query: plan.query, variables: plan.variables });
  await nextTask();
  let started = performance.now();
  for (const part of queryParts(observable.query)) {
    if (performance.now() - started >= PART_BUDGET_MS) {
      await nextTask();
      started = performance.now();
    }
    // the options of the ObservableQuery's own read (same variables, so the same cache keys)
    client.cache.diff({ query: part, variables: observable.variables, returnPartialData: true, optimistic: true });
  }
  await nextTask();
  return observable.getCurrentResult().data;
}
