/**
 * A code-split module that can be loaded ahead of a render: `load()` imports it once (a failed load may be retried),
 * `loaded()` answers it synchronously afterwards. Pages (routes/lazy.tsx) and split frame parts (the top-news
 * carousel) use it so the server renders them in one pass: a module that suspends during React's `prerender` leaves
 * a fallback plus inline reveal scripts, which the page's policy (script-src 'self') blocks.
 */
import { use, useContext } from 'react';
import { RenderOutcomeContext } from './ssrStatus.js';

/** A split module: see the module comment. */
export interface ModuleRef<M> {
  /** Loads the module (cached; a failed load may be retried). */
  load(): Promise<M>;
  /** The module when loaded, else undefined. */
  loaded(): M | undefined;
  /**
   * The name of a split part the server renders (`header`): the page names the parts it rendered (useSplitModule)
   * and the browser loads them before hydrating (entry-client.tsx), so hydration runs once over the whole page.
   */
  part?: string;
}

/** Wraps a dynamic `import()` as a {@link ModuleRef}; `part` names a split part the server renders. */
export function moduleRef<M>(loader: () => Promise<M>, part?: string): ModuleRef<M> {
  let promise: Promise<M> | undefined;
  let mod: M | undefined;
  return {
    ...(part ? { part } : {}),
    loaded: () => mod,
    load() {
      promise ??= loader().then(
        (m) => {
          mod = m;
          return m;
        },
        (error: unknown) => {
          promise = undefined; // a failed chunk load may be retried (RouteErrorBoundary reloads once)
          throw error;
        },
      );
      return promise;
    },
  };
}

/**
 * The module of a split part, from inside its Suspense boundary: on the server (where entry-server loaded it before
 * the render) it also names the part in the render outcome, which the page's render context hands to the browser
 * (renderContext.ts `parts`); in the browser it suspends until the module has arrived.
 */
export function useSplitModule<M>(ref: ModuleRef<M>): M {
  const outcome = useContext(RenderOutcomeContext);
  if (ref.part && outcome.parts && !outcome.parts.includes(ref.part)) outcome.parts.push(ref.part);
  return ref.loaded() ?? use(ref.load());
}
