/** The usage panel as one lazily loaded chunk (loaded through kitChunk.ts by slot.tsx). */
export { ArticleUsage } from './ArticleUsage.js';
