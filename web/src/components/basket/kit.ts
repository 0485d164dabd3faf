/**
 * The citation tools as one lazily loaded chunk: the toolbar's basket button with the dialog and the toast
 * region, the list checkboxes and bar, the article page's tools and 'How to cite' box. One chunk rather than one per
 * part: every page shows the basket button, so the parts are wanted together, and each split would add a dependency
 * list to the code that loads them before hydration (budget). Loaded through kitChunk.ts.
 */
export { ArticleCiteTools, HowToCite } from './ArticleCite.js';
export { BasketDock } from './BasketDock.js';
export { ListBar, PickBox } from './ListSelect.js';
