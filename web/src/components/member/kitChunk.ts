/**
 * The member widgets' chunk (kit.ts): loaded in the browser after hydration by the slots of slots.tsx, as
 * the citation tools are (components/basket/kitChunk.ts), so visitors' initial JS carries only the slots.
 */
import { moduleRef } from '../../app/moduleRef.js';

/** kit.ts as a split module. */
export const memberKit = moduleRef(() => import('./kit.js'));
