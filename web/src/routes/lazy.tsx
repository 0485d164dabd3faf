/**
 * Route-level code splitting and route metadata. The app renders routes with `useRoutes` (declarative), so a split
 * page is a route `element` plus a `handle` ({@link RouteHandle}) that the server entry reads after `matchRoutes`:
 *   - `pageRoute('home/HomePage.tsx')`: a page file under web/src/pages named `*Page.tsx`, split into its own chunk;
 *     the server learns which chunk it rendered and names it in the page's modules block (app/preload.ts), with
 *     stylesheet links for its CSS;
 *   - the page module may export a `loader` ({@link PageLoader}): the route's one query and its variables, which the
 *     server runs before rendering so the page renders once over a filled cache (entry-server.tsx).
 * The page chunk is loaded before the render (server) or before hydration (client), so no Suspense discovery pass is
 * needed; when it is not loaded yet the element suspends with React's `use`.
 */
import { use, useContext, type ComponentType, type ReactElement } from 'react';
import { moduleRef } from '../app/moduleRef.js';
import { RenderOutcomeContext } from '../app/ssrStatus.js';
import type { SsrCacheClass } from '../ssr-contract.js';
import type { PageLoader } from './pageLoader.js';

export type { LoaderArgs, PageLoader, PageQuery } from './pageLoader.js';

/** A lazily loaded page module: its default export is the page component; `loader` is the route's query. */
export type PageModule = { default: ComponentType; loader?: PageLoader };

/** A split page: loads its module once and remembers it (so a render after `load()` does not suspend). */
export interface PageRef {
  /** Loads the module (cached; a failed load may be retried). */
  load(): Promise<PageModule>;
  /** The module when loaded, else undefined. */
  loaded(): PageModule | undefined;
  /** Vite manifest key (`src/pages/...`) for preload links. */
  manifestKey: string;
}

/** Route metadata read by the server entry: the split page and the route's cache class (SsrResponse.cache). */
export interface RouteHandle {
  page?: PageRef;
  /** `page` for content pages, `search` for search result pages, `none` for error pages. */
  cache: SsrCacheClass;
}

const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');

/** The split pages of the route table by manifest key. */
const pagesByKey = new Map<string, PageRef>();

/**
 * The split page with manifest key `key` (`src/pages/...`, as the server names the page it rendered in the render
 * context, app/renderContext.ts), or undefined when no route has it: the browser entry loads it before hydrating
 * without matching the URL against the route table again.
 */
export function pageByKey(key: string): PageRef | undefined {
  return pagesByKey.get(key);
}

function createPageRef(loader: () => Promise<PageModule>, manifestKey: string): PageRef {
  return { manifestKey, ...moduleRef(loader) };
}

function LazyPage({ page }: { page: PageRef }) {
  const outcome = useContext(RenderOutcomeContext);
  if (outcome.chunks && !outcome.chunks.includes(page.manifestKey)) outcome.chunks.push(page.manifestKey);
  const Page = (page.loaded() ?? use(page.load())).default;
  return <Page />;
}

/** A route's `element` and `handle` for a split page. */
export interface PageRouteParts {
  element: ReactElement;
  handle: RouteHandle;
}

/**
 * Route parts for `web/src/pages/{path}` (a `*Page.tsx` file with a default export), split into its own chunk.
 * Throws at startup when the file does not exist, so a typo cannot ship.
 */
export function pageRoute(path: string, cache: SsrCacheClass = 'page'): PageRouteParts {
  const loader = pageModules[`../pages/${path}`];
  if (!loader) throw new Error(`pageRoute: no page module web/src/pages/${path}`);
  const key = `src/pages/${path}`;
  const page = pagesByKey.get(key) ?? createPageRef(loader, key);
  pagesByKey.set(key, page);
  return { element: <LazyPage page={page} />, handle: { page, cache } };
}
