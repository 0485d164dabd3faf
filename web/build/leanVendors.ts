/**
 * Vite plugin (issue 7): smaller vendor code in the client build, with the same behaviour. The SSR build is left
 * alone (Node resolves these packages itself). Each rewrite fails the build when the package's layout changed and the
 * rewrite no longer applies, so an upgrade cannot silently bring the weight back.
 * - `react-router`: its package exports only `dist/development` (dev warnings on); `dist/production` is the same API
 *   with `ENABLE_DEV_WARNINGS = false`, so the minifier drops the warnings and the developer error screens.
 * - `rxjs` (used by Apollo Client 4): its `default` export is the ES5 build (`dist/esm5`, classes as functions with
 *   tslib helpers); the `es2015` condition's `dist/esm` is the same code as modern classes, smaller.
 * - `@chakra-ui/react/theme`: its index builds `defaultThemeConfig = defineConfig({... recipes, slotRecipes ...})`
 *   at module level; `defineConfig` returns its argument, but the bundler cannot see that across modules, so the
 *   call kept every recipe module of Chakra's ~90 components alive (the app's system, web/src/app/system.ts, takes
 *   four). The call is marked pure; unused, it and the recipes it references drop out.
 */
import type { Plugin } from 'vite';

/** Bare specifier → rewrite of the path Vite resolves it to (applied to the resolved id). */
const REWRITES: Record<string, (id: string) => string> = {
  'react-router': (id) => id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2'),
  rxjs: (id) => id.replace(/([\\/]dist[\\/])esm5([\\/])/, '$1esm$2'),
};

const CHAKRA_THEME_INDEX = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;
const THEME_CONFIG_CALL = 'const defaultThemeConfig = defineConfig(';
const PURE_THEME_CONFIG_CALL = 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(';

/** The plugin (client environment only). */
export function leanVendors(): Plugin {
  return {
    name: 'rc-lean-vendors',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const rewrite = REWRITES[source];
      if (!rewrite) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = rewrite(resolved.id);
      if (id === resolved.id) this.error(`leanVendors: ${source} resolved to ${resolved.id}, no build to swap`);
      return { ...resolved, id };
    },
    transform(code, id) {
      if (!CHAKRA_THEME_INDEX.test(id)) return null;
      if (!code.includes(THEME_CONFIG_CALL)) this.error(`leanVendors: ${id} no longer has "${THEME_CONFIG_CALL}"`);
      return { code: code.replace(THEME_CONFIG_CALL, PURE_THEME_CONFIG_CALL), map: null };
    },
  };
}
