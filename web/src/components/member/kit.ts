/**
 * The member widgets (issue 11) as one lazily loaded chunk (loaded through kitChunk.ts): the favourite and
 * add-to-album buttons, the add-to-album dialog, the figure and table buttons placed into the article body, and the
 * article-view recorder. One chunk: the parts are wanted together on the pages that show any of them.
 */
export { ArticleViewRecorder } from './ArticleViewRecorder.js';
export { FigureTools } from './FigureTools.js';
export { MemberButtons } from './MemberButtons.js';
