/**
 * Vite plugin (issue 7): Chakra UI's layer order, reset (preflight), global and token CSS as one build stylesheet,
 * followed by the article/news HTML body styles (web/src/pages/content/article/bodyStyles.ts) under their class, so a
 * long article's HTML carries no inline CSS block for them.
 * `import 'virtual:chakra-global.css'` (web/src/entry-client.tsx) resolves to the CSS that ChakraProvider would
 * otherwise inject inline into every page (about 48 KB): it is rendered here once, at build time, with the same
 * @emotion/react `Global` Chakra uses (so the text is exactly Chakra's), and Vite emits it into the hashed entry
 * stylesheet in web/dist/client/assets that index.html links (long-cached). The app's system has `_global` emptied
 * (web/src/app/system.ts) so the render stops injecting it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Global } from '@emotion/react';
import type { Plugin } from 'vite';
import { fullSystem } from '../src/app/system.js';
import { BODY_CLASS, bodyStyles } from '../src/pages/content/article/bodyStyles.js';

const VIRTUAL_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = '/__chakra-global.css';

/** CSS text of emotion styles (objects or strings), serialized by the same emotion `Global` Chakra uses. */
function emotionCssText(styles: unknown[]): string {
  const html = renderToStaticMarkup(createElement(Global, { styles: styles as never }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

/**
 * The stylesheet text: Chakra's `@layer` order statement and global styles for `system` (default: the app's system),
 * then `.{BODY_CLASS}` with the body styles resolved through the system (tokens become Chakra CSS variables).
 */
export function chakraGlobalCssText(system = fullSystem): string {
  const chakra = emotionCssText([system.layers.atRule, ...system._global]);
  const body = emotionCssText([{ [`.${BODY_CLASS}`]: system.css(bodyStyles) }]);
  return `${chakra}\n${body}`;
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
