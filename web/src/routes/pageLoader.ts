/**
 * The route loader contract: a page module's `loader` names the route's one query and its variables for a URL. The
 * server runs it before rendering (entry-server.tsx); the browser runs it again from the render context to read the
 * query before hydrating (app/warmPageQuery.ts). Types only, so modules outside the Vite build (the tests) can name
 * them; routes/lazy.tsx re-exports them.
 */
import type { DocumentNode } from 'graphql';
import type { Params } from 'react-router';
import type { Lang } from '../app/lang.js';

/** What a route's query is: the typed document and its variables (exactly those the page's useQuery passes). */
export interface PageQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/** The inputs of a page loader: the matched route params, the query string and the page language. */
export interface LoaderArgs {
  params: Params;
  search: URLSearchParams;
  pathname: string;
  lang: Lang;
}

/** A page's query for a URL, or null when the page needs no query for it (404 body, redirect, no keyword). */
export type PageLoader = (args: LoaderArgs) => PageQuery | null;
