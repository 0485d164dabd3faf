/** Row → wire mapping of experts and books (docs/product/content.md). */
import type { BookWire, ExpertWire } from '../../contract/editorial.js';
import { fileUrl } from '../../lib/ids.js';
import type { BookRow } from '../../repositories/books.js';
import type { ExpertRow } from '../../repositories/experts.js';

/** An expert row as its wire shape; the photo becomes a file URL. */
export function toExpertWire(e: ExpertRow): ExpertWire {
  return {
    id: e.id,
    siteId: e.siteId,
    topicId: e.topicId,
    nameZh: e.nameZh,
    nameEn: e.nameEn,
    titleZh: e.titleZh,
    titleEn: e.titleEn,
    affiliationZh: e.affiliationZh,
    affiliationEn: e.affiliationEn,
    bioZh: e.bioZh,
    bioEn: e.bioEn,
    photoUrl: fileUrl(e.photoFileId),
    sort: e.sort,
  };
}

/** A book row as its wire shape; the cover becomes a file URL. */
export function toBookWire(b: BookRow): BookWire {
  return {
    id: b.id,
    siteId: b.siteId,
    isbn: b.isbn,
    titleZh: b.titleZh,
    titleEn: b.titleEn,
    authors: b.authors,
    edition: b.edition,
    publisher: b.publisher,
    year: b.year,
    catalogue: b.catalogue,
    coverUrl: fileUrl(b.coverFileId),
  };
}
