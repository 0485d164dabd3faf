/**
 * Vite plugin: smaller vendor code in the client build, with the same behaviour. The SSR build is left
 * alone (Node resolves these packages itself). Each rewrite fails the build when the package's layout changed and the
 * rewrite no longer applies, so an upgrade cannot silently bring the weight back.
 * - `react-router`: its package exports only `dist/development` (dev warnings on); `dist/production` is the same API
 *   with `ENABLE_DEV_WARNINGS = false`, so the minifier drops the warnings and the developer error screens.
 * - `rxjs` (used by Apollo Client 4): its `default` export is the ES5 build (`dist/esm5`, classes as functions with
 *   tslib helpers); the `es2015` condition's `dist/esm` is the same code as modern classes, smaller.
 * - `@chakra-ui/react/theme`: its modules build every token set, recipe and style at module level with Chakra's
 *   `define*` helpers (`defineRecipe`, `defineTokens.colors`, `defineKeyframes`, ... in styled-system/config.js, all
 *   identity functions). The bundler cannot see that across modules, so each call stayed as a possible side effect:
 *   the index's `defaultThemeConfig = defineConfig({... recipes, slotRecipes ...})` kept the recipes of Chakra's ~90
 *   components alive (the app's system, web/src/app/system.ts, takes four), and keyframes and global styles stayed
 *   although the browser's system does not use them. The calls are marked pure, so unused ones drop out.
 * - `@chakra-ui/react`'s `createSystem` builds `_global` (the reset, global and token-variable CSS objects: a third of
 *   its ~100 ms on a desktop core, four times that on a phone) at once, in the long task that evaluates the page's
 *   modules. The browser's system never reads it: `getAppSystem()` replaces it with `[]` (web/src/app/system.ts) because that
 *   CSS ships as the build stylesheet. The client build creates it empty; `getTokenCss()` and its siblings stay.
 * - `hoist-non-react-statics` and its `react-is` (CommonJS, no `sideEffects` field; @emotion/react imports them for
 *   `withTheme`, which the app does not use): declared free of side effects, so the unused `require` drops out.
 */
import type { Plugin } from 'vite';

/** Bare specifier → rewrite of the path Vite resolves it to (applied to the resolved id). */
const REWRITES: Record<string, (id: string) => string> = {
  'react-router': (id) => id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2'),
  rxjs: (id) => id.replace(/([\\/]dist[\\/])esm5([\\/])/, '$1esm$2'),
};

/** CommonJS packages whose modules only define exports (kept when something uses them). */
const SIDE_EFFECT_FREE = new Set(['hoist-non-react-statics', 'react-is']);

const CHAKRA_THEME = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].+\.js$/;
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** createSystem's eager global CSS (see the module docs). */
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/** A module-level `= defineX(` or `= defineTokens.colors(` call of Chakra's theme modules. */
const DEFINE_CALL = /= (define[A-Z][A-Za-z]*(?:\.[A-Za-z]+)?\()/g;

/**
 * The plugin (client build only: in development (`pnpm dev`), Vite serves pre-bundled dependencies from
 * node_modules/.vite/deps, where these rewrites have nothing to act on and weight does not matter).
 */
export function leanVendors(): Plugin {
  return {
    name: 'rc-lean-vendors',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const rewrite = REWRITES[source];
      if (!rewrite && !SIDE_EFFECT_FREE.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      if (!rewrite) return { ...resolved, moduleSideEffects: false };
      const id = rewrite(resolved.id);
      if (id === resolved.id) this.error(`leanVendors: ${source} resolved to ${resolved.id}, no build to swap`);
      return { ...resolved, id };
    },
    transform(code, id) {
      if (CHAKRA_SYSTEM.test(id)) {
        if (!code.includes(EAGER_GLOBAL)) this.error(`leanVendors: ${id} no longer builds _global as expected`);
        return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
      }
      if (!CHAKRA_THEME.test(id)) return null;
      const pure = code.replace(DEFINE_CALL, '= /* @__PURE__ */ $1');
      if (
        /[\\/]theme[\\/]index\.js$/.test(id) &&
        !pure.includes('defaultThemeConfig = /* @__PURE__ */ defineConfig(')
      ) {
        this.error(`leanVendors: ${id} no longer builds defaultThemeConfig with defineConfig`);
      }
      return pure === code ? null : { code: pure, map: null };
    },
  };
}
