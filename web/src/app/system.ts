/**
 * The Chakra UI system of the app (issue 7): Chakra's default theme tokens, semantic tokens, text/layer styles and
 * global CSS, but only the recipes of the components the portal uses (heading, container, input, tag), so the
 * browser bundle does not carry the recipes of Chakra's ~90 other components. `appSystem` has `_global` (reset,
 * global and token CSS, about 48 KB) emptied: that CSS ships once as a long-cached stylesheet built from
 * `fullSystem` by web/build/chakraGlobalCss.ts, so ChakraProvider no longer injects it inline into every page.
 * A component added later whose recipe is missing here renders unstyled: add its recipe below.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
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

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: { heading: headingRecipe, container: containerRecipe, input: inputRecipe },
    slotRecipes: { tag: tagSlotRecipe },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The whole system, global CSS included (the build stylesheet is made from it). */
export const fullSystem: SystemContext = createSystem(defaultBaseConfig, config);

/** The system passed to ChakraProvider on the server and in the browser (no inline global CSS). */
export const appSystem: SystemContext = { ...fullSystem, _global: [] };
