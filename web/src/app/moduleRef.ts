/**
 * A code-split module that can be loaded ahead of a render: `load()` imports it once (a failed load may be retried),
 * `loaded()` answers it synchronously afterwards. Pages (routes/lazy.tsx) and split frame parts (the top-news
 * carousel) use it so the server renders them in one pass: a module that suspends during React's `prerender` leaves
 * a fallback plus inline reveal scripts, which the page's policy (script-src 'self') blocks.
 */
export interface ModuleRef<M> {
  /** Loads the module (cached; a failed load may be retried). */
  load(): Promise<M>;
  /** The module when loaded, else undefined. */
  loaded(): M | undefined;
}

/** Wraps a dynamic `import()` as a {@link ModuleRef}. */
export function moduleRef<M>(loader: () => Promise<M>): ModuleRef<M> {
  let promise: Promise<M> | undefined;
  let mod: M | undefined;
  return {
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
