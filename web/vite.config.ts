/**
 * Vite build of the web app (`pnpm --filter web build` = `vite build --app`):
 * - client: web/index.html → web/dist/client (hashed assets, route chunks from lazy imports),
 * - ssr: web/src/entry-server.tsx → web/dist/server/entry-server.js (the gateway imports `render`).
 * `root` is set explicitly (STACK-NOTES: builds started from the workspace root must still resolve web/).
 * Build plugins (web/build/, issue 7): `gqlDocuments` keeps the generated document map out of the bundles,
 * `chakraGlobalCss` turns Chakra's global/reset/token CSS into the entry stylesheet, `precompress` writes `.br`/`.gz`
 * siblings of every client asset, `precompileMessages` ships ICU message ASTs without the ICU parser, `headOrder`
 * puts the stylesheets ahead of the (low-priority) scripts in the head.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraGlobalCss } from './build/chakraGlobalCss.js';
import { gqlDocuments } from './build/gqlDocuments.js';
import { precompileMessages } from './build/precompileMessages.js';
import { precompress } from './build/precompress.js';
import { leanVendors } from './build/leanVendors.js';
import { headOrder } from './build/headOrder.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Chunks the entry imports statically (vendor groups below, rolldown's runtime, app/lang.ts): loaded before any page. */
const ALWAYS_LOADED = /(^|\/)(vendor-(react|chakra|data)|rolldown-runtime|lang)-[\w-]+\.js$/;

export default defineConfig({
  root,
  appType: 'custom',
  plugins: [
    gqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    chakraGlobalCss(),
    precompileMessages(),
    leanVendors(),
    headOrder(),
    precompress(),
  ],
  builder: {},
  // No modulepreload polyfill (issue 7, initial JS <= 200 KB): the browsers the portal supports read
  // <link rel="modulepreload"> themselves except Safari < 17, which still loads every chunk, only without the early fetch.
  build: {
    emptyOutDir: true,
    modulePreload: {
      polyfill: false,
      // A lazily loaded page need not preload the vendor chunks and the runtime: the entry imports them before any
      // page loads. Dropping them from every route's preload list keeps the route table in the entry small, so a new
      // route costs the initial JS only its own entry (issue 7 budget; issue 10 added two routes).
      // Only for dynamic imports (hostType js): index.html keeps its modulepreload links to them.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((d) => !ALWAYS_LOADED.test(d)) : deps,
    },
  },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        manifest: true,
        rollupOptions: { input: 'index.html' },
        // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers' caches. Only the
        // modules every page loads (`$initial`: statically imported from the entry) go into them; vendor code that
        // only some routes use (Chakra's Input/Field for search, Grid for content pages) stays with those routes'
        // chunks, so the home and article pages do not download it (issue 7).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor-react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 30,
                  tags: ['$initial'],
                },
                {
                  name: 'vendor-chakra',
                  test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui)[\\/]/,
                  priority: 20,
                  tags: ['$initial'],
                },
                {
                  name: 'vendor-data',
                  test: /node_modules[\\/](@apollo|graphql|rxjs|react-intl|@formatjs|intl-messageformat)[\\/]/,
                  priority: 10,
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: 'dist/server',
        ssr: true,
        rollupOptions: {
          input: { 'entry-server': 'src/entry-server.tsx' },
          output: { entryFileNames: '[name].js' },
        },
      },
    },
  },
  ssr: {
    // CSS-only deep imports and packages with CSS must be processed by Vite, not required at runtime.
    noExternal: ['swiper'],
  },
});
