/**
 * Vite build of the web app (`pnpm --filter web build` = `vite build --app`):
 * - client: web/index.html → web/dist/client (hashed assets, route chunks from lazy imports),
 * - ssr: web/src/entry-server.tsx → web/dist/server/entry-server.js (the gateway imports `render`).
 * `root` is set explicitly (STACK-NOTES: builds started from the workspace root must still resolve web/).
 * Build plugins (web/build/): `gqlDocuments` keeps the generated document map out of the bundles,
 * `chakraGlobalCss` turns Chakra's global/reset/token CSS into the entry stylesheet, `precompress` writes `.br`/`.gz`
 * siblings of every client asset, `precompileMessages` ships ICU message ASTs without the ICU parser, `headOrder`
 * puts the stylesheets first and hands the scripts to the starter (src/start.ts), which asks for them after the
 * first paint.
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
  // No modulepreload polyfill (initial JS <= 200 KB): the browsers the portal supports read
  // <link rel="modulepreload"> themselves except Safari < 17, which still loads every chunk, only without the early fetch.
  build: {
    emptyOutDir: true,
    modulePreload: {
      polyfill: false,
      // Dynamic imports carry no preload list (budget, 's 200 KB): each route's list of chunk files
      // sat in the entry (`__vite__mapDeps`, about 1 KB gzip for 44 files) and grew with every page. A client-side
      // navigation now fetches a page chunk's own imports when it has parsed it (the vendor chunks, the runtime and the
      // frame are loaded already); the first render of every page still gets its modulepreload links from the server,
      // which knows the manifest (entry-server). index.html (hostType html) keeps its modulepreload links.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
  },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        manifest: true,
        // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers' caches. Only the
        // modules every page loads (`$initial`: statically imported from the entry) go into them; vendor code that
        // only some routes use (Chakra's Input/Field for search, Grid for content pages) stays with those routes'
        // chunks, so the home and article pages do not download it.
        rolldownOptions: {
          // index.html, and the starter that asks for its scripts after the first paint (build/headOrder.ts)
          input: { index: 'index.html', start: 'src/start.ts' },
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
                  name: 'reading',
                  test: /[\\/]web[\\/]src[\\/](components[\\/]content[\\/]|components[\\/]member[\\/](slots|ListSlots)|app[\\/]HeadTags)|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](flex|grid|simple-grid)[\\/]|rc-pub[\\/]src[\\/]contract/,
                  priority: 5,
                },
                // The frame every page renders and the small modules only it and the pages share (top news, the frame's
                // messages, the site and query-error helpers, Chakra's Stack): one chunk instead of seven files of a few
                // hundred bytes, each with its own imports and gzip overhead (about 1 KB gzip less before hydrating).
                {
                  name: 'frame',
                  test: /[\\/]web[\\/]src[\\/](components[\\/]frame[\\/](Frame|TopNews(Slide|Banner)|messages)\.|app[\\/](site|queryErrors|QueryError)\.)|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]stack[\\/]/,
                  priority: 6,
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
