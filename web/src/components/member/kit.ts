/**
 * The member widgets as one lazily loaded chunk (loaded through kitChunk.ts): the favourite and
 * add-to-album buttons with the add-to-album dialog, the 'alert me' buttons, and the article page's widgets (its buttons, those of its figures
 * and tables placed into the body, the record of the visit). One chunk: the parts are wanted together on the pages that show any of them.
 */
export { AlertButtons } from './AlertButtons.js';
export { ArticleMember } from './ArticleMember.js';
export { MemberButtons } from './MemberButtons.js';
