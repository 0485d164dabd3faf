/**
 * Route-level code splitting. The app renders routes with `useRoutes` (declarative), so a split page is a route
 * `element`, not RouteObject's `lazy` field:
 *   - `pageRoute('home/HomePage.tsx')`: a page file under web/src/pages named `*Page.tsx`; the server learns which
 *     chunk it rendered and adds `<link rel="modulepreload">`/stylesheet links for it (faster hydration, no flash);
 *   - `lazyPage(() => import('../pages/x/Page.js'), 'src/pages/x/Page.tsx')`: any module; the second argument (its
 *     Vite manifest key) is optional and enables the same preload.
 * The server prerenders until every lazy page has loaded; the client hydrates once the chunk has arrived.
 */
import { lazy, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { RenderOutcomeContext } from '../app/ssrStatus.js';

/** A lazily loaded page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/errors/NotFoundPage.tsx']);

function ChunkMarker({ id, children }: { id: string | undefined; children: ReactNode }) {
  const outcome = useContext(RenderOutcomeContext);
  if (id && outcome.chunks && !outcome.chunks.includes(id)) outcome.chunks.push(id);
  return children;
}

/** Returns a route element that loads the page component from its own chunk (see module doc). */
export function lazyPage(loader: () => Promise<PageModule>, manifestKey?: string): ReactElement {
  const Page = lazy(loader);
  return (
    <ChunkMarker id={manifestKey}>
      <Page />
    </ChunkMarker>
  );
}

/**
 * A route element for `web/src/pages/{path}` (a `*Page.tsx` file with a default export), split into its own chunk.
 * Throws at startup when the file does not exist, so a typo cannot ship.
 */
export function pageRoute(path: string): ReactElement {
  const loader = pageModules[`../pages/${path}`];
  if (!loader) throw new Error(`pageRoute: no page module web/src/pages/${path}`);
  return lazyPage(loader, `src/pages/${path}`);
}
