/**
 * The text of the Chakra global stylesheet (see ./chakraGlobalCss.ts, which loads this module through Vite's
 * `runnerImport` only when the stylesheet is asked for, so that Vite's config does not import Chakra).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Global } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import { langFontsCss } from '../src/app/fonts.js';
import { createFullSystem } from '../src/app/system.js';
import { BODY_CLASS, bodyStyles } from '../src/components/content/bodyStyles.js';
import { printStyles } from '../src/components/content/printStyles.js';
import { PHONE_GUTTER_CSS } from '../src/components/frame/toolbar/phoneGutter.js';
import { controlStyles } from '../src/components/form/controls.js';

/** CSS text of emotion styles (objects or strings), serialized by the same emotion `Global` Chakra uses. */
function emotionCssText(styles: unknown[]): string {
  const html = renderToStaticMarkup(createElement(Global, { styles: styles as never }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

/**
 * Chakra's `@layer` order statement and global styles for `system` (default: the app's system), then the Chinese
 * pages' font stacks (unlayered: src/app/fonts.ts), then `.{BODY_CLASS}` with the body styles resolved through the
 * system (tokens become Chakra CSS variables), then the print stylesheet (src/components/content/printStyles.ts,
 * plain CSS), the phones' free strip for the Tools button (unlayered, so it wins over Chakra's layered padding
 * utilities) and the styled select and radio classes (src/components/form/controls.ts).
 */
export function globalCssText(system: SystemContext = createFullSystem()): string {
  const chakra = emotionCssText([system.layers.atRule, ...system._global]);
  const body = emotionCssText([{ [`.${BODY_CLASS}`]: system.css(bodyStyles) }]);
  const print = emotionCssText([printStyles]);
  const controls = emotionCssText([controlStyles((style) => system.css(style))]);
  return `${chakra}\n${langFontsCss()}\n${body}\n${print}\n${PHONE_GUTTER_CSS}\n${controls}`;
}
