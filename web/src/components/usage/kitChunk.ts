/**
 * The usage panel's chunk (kit.ts): loaded in the browser after hydration by slot.tsx, as the member widgets
 * are (components/member/kitChunk.ts), so the article page's initial JS carries only the slot.
 */
import { moduleRef } from '../../app/moduleRef.js';

/** kit.ts as a split module. */
export const usageKit = moduleRef(() => import('./kit.js'));
