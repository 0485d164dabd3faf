/** Banner image order (docs/product/sites-and-frame.md#top-news-banner) and rc-pub file URLs. */
import { RcPubPaths } from 'rc-pub/contract';

/** The gateway-relative URL of a stored rc-pub file (GET /front/files/get?id=, docs/product/calls-and-errors.md#files). */
export function fileUrl(id: number | string): string {
  return `${RcPubPaths.file}?id=${encodeURIComponent(String(id))}`;
}

function present(v: string | number | null | undefined): v is string | number {
  if (v === null || v === undefined) return false;
  const s = String(v).trim();
  return s !== '' && s !== '0';
}

/** Image fields of a news item (docs/product/content.md#news). */
export interface NewsImageFields {
  topPictureUrl?: string | null;
  topPictureId?: number | string | null;
  pictureUrl?: string | null;
  coverId?: number | string | null;
}

/**
 * The banner image of a news item (docs/product/sites-and-frame.md#top-news-banner), in the order topPictureUrl, topPictureId, pictureUrl, coverId; empty
 * values and '0' are skipped; file ids become /rc-pub/front/files/get?id=N. null = use the default banner.
 */
export function newsImageUrl(n: NewsImageFields): string | null {
  if (present(n.topPictureUrl)) return String(n.topPictureUrl).trim();
  if (present(n.topPictureId)) return fileUrl(String(n.topPictureId).trim());
  if (present(n.pictureUrl)) return String(n.pictureUrl).trim();
  if (present(n.coverId)) return fileUrl(String(n.coverId).trim());
  return null;
}

/** A ready URL, else a file id turned into a file URL, else null ('' and '0' count as absent). */
export function urlOrFile(url: string | null | undefined, id: number | string | null | undefined): string | null {
  if (present(url)) return String(url).trim();
  if (present(id)) return fileUrl(String(id).trim());
  return null;
}
