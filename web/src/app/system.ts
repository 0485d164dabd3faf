/**
 * The Chakra UI system of the app: Chakra's default theme tokens (with the portal's font stacks: ./fonts.ts), semantic
 * tokens, text/layer styles and global CSS, but only the recipes of the components the portal uses (heading,
 * container, input, tag), so the browser bundle does not carry the recipes of Chakra's ~90 other components. A component added later whose recipe
 * is missing here renders unstyled: add its recipe below.
 * Chakra's global CSS (reset, global styles, keyframes, token variables; about 48 KB) ships once as a long-cached
 * stylesheet built from `createFullSystem()` by web/build/chakraGlobalCss.ts, so ChakraProvider no longer injects it inline
 * into every page. `getAppSystem()`, the one the render uses, is built without the parts that only feed that CSS
 * (`globalCss`, `keyframes`: at runtime `keyframes` only names `animationName` values for Chakra's type generation)
 * and has `_global` emptied; the build alone calls `createFullSystem`, so the browser bundle drops it and Chakra's
 * global styles and keyframes with it.
 * `getAppSystem()` also leaves out the colour tokens the portal never names (the teal, cyan, purple and pink scales
 * and the per-palette semantic tokens other than gray's, which recipes use as the default `colorPalette`): `createSystem`
 * builds a token dictionary entry, CSS variable and palette condition for each, and did so in the page's first long
 * task (661 tokens, 188 of them these; building the system took about half as long without them). Their
 * variables stay in the stylesheet; a style naming one of them would render unresolved, so add it back here first.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  containerRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  tagSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { fontTokens } from './fonts.js';

/** The app's theme with the given tokens. */
const themeConfig = (theme: Pick<NonNullable<SystemConfig['theme']>, 'tokens' | 'semanticTokens'>) =>
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    theme: {
      breakpoints,
      ...theme,
      tokens: { ...theme.tokens, fonts: fontTokens(tokens.fonts) },
      recipes: { heading: headingRecipe, container: containerRecipe, input: inputRecipe },
      slotRecipes: { tag: tagSlotRecipe },
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

const { teal: _teal, cyan: _cyan, purple: _purple, pink: _pink, ...namedColors } = tokens.colors;
const { bg, fg, border, gray } = semanticTokens.colors;

/** The whole system, global CSS and keyframes included (the build stylesheet is made from it; not in the bundle). */
export const createFullSystem = (): SystemContext =>
  createSystem(defaultBaseConfig, themeConfig({ tokens, semanticTokens }), {
    globalCss: {
      ...globalCss,
      // WCAG 2.3.3: a reader who prefers reduced motion gets no CSS transition, animation or smooth scroll
      '*, *::before, *::after': {
        '@media (prefers-reduced-motion: reduce)': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
    theme: { keyframes },
  });

let built: SystemContext | undefined;

/**
 * The system passed to ChakraProvider on the server and in the browser (no inline global CSS), built on first use:
 * the browser builds it in a task of its own before hydrating (entry-client.tsx), not while its modules evaluate
 * (about 50 ms of a desktop core, four times that on a mid-range phone).
 */
export function getAppSystem(): SystemContext {
  built ??= {
    ...createSystem(
      defaultBaseConfig,
      themeConfig({
        tokens: { ...tokens, colors: namedColors },
        semanticTokens: { ...semanticTokens, colors: { bg, fg, border, gray } },
      }),
    ),
    _global: [],
  };
  return built;
}
