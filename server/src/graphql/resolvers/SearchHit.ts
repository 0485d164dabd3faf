/**
 * SearchHit: one search result (contract SearchHitWire). Its journal and its article load through the request's
 * batched loaders, so a page of 20 hits costs one journal call and one article call (by ?ids=).
 */
import type { SearchHitResolvers } from '../../__generated__/resolvers.js';
import { doiUrl } from '../../domain/doi.js';
import { sanitizeHighlight } from '../../domain/highlight.js';
import type { ArticleParent } from '../mappers.js';
import { selectsOnly } from './selection.js';
import { asImageUrl } from './util.js';

export const SearchHit: SearchHitResolvers = {
  highlightTitle: (h) => sanitizeHighlight(h.highlightTitle),
  snippet: (h) => sanitizeHighlight(h.snippet),
  doiUrl: (h) => doiUrl(h.doi),
  authors: (h) => h.authors ?? [],
  keywords: (h) => h.keywords ?? [],
  publication: (h, _a, ctx) => (h.publicationId ? ctx.loaders.publication.load(h.publicationId) : null),
  /**
   * The article itself for an article hit; the article a figure, table or media item belongs to otherwise. When only
   * its `id` is asked (a link), the id from rc-pub's index answers without loading the article.
   */
  article: (h, _a, ctx, info) => {
    const id = h.type === 'article' ? h.id : h.articleId;
    if (!id) return null;
    if (selectsOnly(info, ['id'])) return { id } as ArticleParent; // only `id` is resolved from it
    return ctx.loaders.articleSummary.load(id);
  },
  fileUrl: (h) => asImageUrl(h.fileUrl),
  /** Open access 0, non open access 1 (docs/product/content.md#open-access). */
  openAccess: (h) => Number(h.openAccess) === 0,
  views: (h) => h.views ?? 0,
  downloads: (h) => h.downloads ?? 0,
  citations: (h) => h.citations ?? 0,
};
