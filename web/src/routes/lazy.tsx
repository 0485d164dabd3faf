/**
 * Route-level code splitting. The app renders routes with `useRoutes` (declarative), so a route's page is split
 * with `lazyPage(() => import('../pages/x/Page.js'))` used as `element`; RouteObject's `lazy` field is NOT used.
 * The server prerenders until every lazy page has loaded; the client hydrates once the chunk has arrived.
 */
import { lazy, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

/** Returns a route element that loads the page component from its own chunk. */
export function lazyPage(loader: () => Promise<PageModule>): ReactElement {
  const Page = lazy(loader);
  return <Page />;
}
