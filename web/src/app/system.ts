/**
 * The Chakra UI system of the app: Chakra's default system without its global CSS (`_global`: reset/preflight,
 * global and token CSS, about 48 KB). That CSS ships once as a long-cached stylesheet built by
 * web/build/chakraGlobalCss.ts (issue 7), so ChakraProvider no longer injects it inline into every page; the small
 * `@layer` order statement stays inline (and is also at the top of the stylesheet).
 */
import { defaultSystem, type SystemContext } from '@chakra-ui/react';

/** The system passed to ChakraProvider on the server and in the browser. */
export const appSystem: SystemContext = { ...defaultSystem, _global: [] };
