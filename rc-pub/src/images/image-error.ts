/**
 * The error of a stored image (or PDF figure) that cannot be made into web renditions (images/renditions.ts,
 * images/pdf-raster.ts; docs/product/content.md#figure-images). The import keeps the file for download and reports
 * the message.
 */

/** An image that cannot be made into renditions: unreadable, damaged, too large, locked. The message says which. */
export class ImageError extends Error {
  override name = 'ImageError';
  constructor(
    readonly fileId: number,
    readonly mime: string,
    message: string,
  ) {
    super(`image file ${fileId} (${mime}) ${message}`);
  }
}
