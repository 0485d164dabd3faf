/**
 * ArticleResource: a figure, table or media item of an article (parent: the rc-pub ResourceWire with its article's
 * DOI, mappers.ts ResourceParent). A resource whose file is here has its download and image; one whose file is not
 * links to it at the publisher (docs/product/content.md#figures-tables-and-media).
 */
import { fileDownloadUrl } from 'rc-pub/contract';
import type { ArticleResourceResolvers } from '../../__generated__/resolvers.js';
import { doiUrl } from '../../domain/doi.js';
import type { ResourceParent } from '../mappers.js';

/** True when the resource's file is stored here. */
function hasFile(r: ResourceParent): boolean {
  return Boolean(r.fileId ?? r.fileUrl);
}

export const ArticleResource: ArticleResourceResolvers = {
  image: (r) => r.image ?? null,
  /**
   * The resource's own DOI link, else its article's; null when the file is here, for a table shown as HTML (nothing
   * is missing) and when no DOI is known.
   */
  publisherUrl: (r) => {
    if (hasFile(r) || (r.kind === 'table' && r.tableHtml)) return null;
    return doiUrl(r.doi) ?? doiUrl(r.articleDoi);
  },
  downloadUrl: (r) => (r.fileId ? fileDownloadUrl(r.fileId) : null),
  fileSize: (r) => (r.fileId ? (r.fileSize ?? null) : null),
  fileName: (r) => (r.fileId ? (r.fileName ?? null) : null),
};
