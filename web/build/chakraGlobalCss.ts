/**
 * Vite plugin: Chakra UI's layer order, reset (preflight), global and token CSS as one build stylesheet,
 * followed by the article/news HTML body styles (web/src/components/content/bodyStyles.ts) under their class, so a
 * long article's HTML carries no inline CSS block for them.
 * `import 'virtual:chakra-global.css'` (web/src/entry-client.tsx) resolves to the CSS that ChakraProvider would
 * otherwise inject inline into every page (about 48 KB): it is rendered here once, at build time, with the same
 * @emotion/react `Global` Chakra uses (so the text is exactly Chakra's), and Vite emits it into the hashed entry
 * stylesheet in web/dist/client/assets that index.html links (long-cached). The app's system has `_global` emptied
 * (web/src/app/system.ts) so the render stops injecting it.
 */
import { fileURLToPath } from 'node:url';
import type { SystemContext } from '@chakra-ui/react';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = '/__chakra-global.css';

/**
 * The stylesheet text (./globalCssText.ts), for `system` (default: the app's system). That module is run by Vite's
 * module runner (`runnerImport`), never imported here: Vite bundles its config into one file with every static import
 * of the files it reaches hoisted, and loading Chakra for the config took about 4 s of each `pnpm dev` gateway start.
 */
export async function chakraGlobalCssText(system?: SystemContext): Promise<string> {
  const { runnerImport } = await import('vite');
  const file = fileURLToPath(new URL('./globalCssText.ts', import.meta.url));
  const { module } = await runnerImport<typeof import('./globalCssText.js')>(file);
  return module.globalCssText(system);
}

/** The plugin serving {@link VIRTUAL_ID}. */
export function chakraGlobalCss(): Plugin {
  return {
    name: 'rc-chakra-global-css',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? chakraGlobalCssText() : null;
    },
  };
}
