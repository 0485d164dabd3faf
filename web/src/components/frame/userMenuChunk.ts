/**
 * The signed-in member's menu (UserMenu.tsx) as a split chunk: visitors' pages never load it. Its own module, not in
 * frameChunks.ts: UserLinks.tsx sits in the header chunk that frameChunks.ts imports, so naming it there would make
 * the two modules import each other. frameChunks.ts still loads it before a server render.
 */
import { moduleRef } from '../../app/moduleRef.js';

/** The UserMenu module. */
export const userMenuChunk = moduleRef(() => import('./UserMenu.js'), 'userMenu');
