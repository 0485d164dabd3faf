/**
 * ArticlePdf: an article's PDF (parent: the rc-pub ArticlePdfWire with its article's id, mappers.ts ArticlePdfParent;
 * docs/product/content.md#article-pdf). `origin` is the wire value, which the PdfOrigin enum map names.
 */
import { articlePdfUrl } from 'rc-pub/contract';
import type { ArticlePdfResolvers } from '../../__generated__/resolvers.js';

export const ArticlePdf: ArticlePdfResolvers = {
  url: (p) => articlePdfUrl(p.articleId),
  size: (p) => p.size ?? null,
};
