/**
 * FigureImage: a resource's stored image in web sizes (parent: the rc-pub ResourceImageWire). Which rendition is the
 * default `src` and how the srcsets read is rc-pub/contract's figureImageUrls (docs/product/content.md#figure-images).
 */
import { figureImageUrls } from 'rc-pub/contract';
import type { FigureImageResolvers } from '../../__generated__/resolvers.js';

export const FigureImage: FigureImageResolvers = {
  src: (i) => figureImageUrls(i).src,
  srcset: (i) => figureImageUrls(i).srcset,
  webpSrcset: (i) => figureImageUrls(i).webpSrcset,
  thumbnailUrl: (i) => figureImageUrls(i).thumbnailUrl,
  originalUrl: (i) => figureImageUrls(i).originalUrl,
  originalMime: (i) => i.mime,
  originalSize: (i) => i.size,
};
