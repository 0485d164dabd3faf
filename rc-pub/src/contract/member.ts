/**
 * Wire shapes of what members keep (/front/frontMembers/ collect, collects, isCollect,
 * unCollectByIdAndType, downloads, historys; /front/personalAlbum/; uploads; docs/product/calls-and-errors.md#member-records): favourites, download and browsing
 * history, personal albums and their items, member uploads. Shared by rc-pub's member routes and the gateway's client.
 */
import { RcPubPaths } from './paths.js';
import { SEARCH_TYPE_IDS } from './search.js';

/**
 * What a member can keep, by resource-type id (docs/product/content.md#resource-types): 428 article, 25 figure, 'table'
 * (tables have a label, no number: the same value as search's SEARCH_TYPE_IDS.table), 29 video, 28 audio, -2 news, -3 journal.
 */
export type MemberResourceType = 428 | 25 | 'table' | 29 | 28 | -2 | -3;

/** Every {@link MemberResourceType}: what `collect` accepts (docs/product/members.md#favourites). */
export const MEMBER_RESOURCE_TYPES = [
  SEARCH_TYPE_IDS.article,
  SEARCH_TYPE_IDS.figure,
  SEARCH_TYPE_IDS.table,
  SEARCH_TYPE_IDS.video,
  SEARCH_TYPE_IDS.audio,
  SEARCH_TYPE_IDS.news,
  SEARCH_TYPE_IDS.publication,
] as readonly MemberResourceType[];

/** What a personal album holds: articles, figures, tables, video and audio. */
export const ALBUM_RESOURCE_TYPES = [428, 25, 'table', 29, 28] as const satisfies readonly MemberResourceType[];
/** One of {@link ALBUM_RESOURCE_TYPES}. */
export type AlbumResourceType = (typeof ALBUM_RESOURCE_TYPES)[number];

/** At most this many albums are chosen in one res/addList ('At most 5 selections', docs/product/members.md#personal-albums). */
export const ALBUM_MAX_SELECTIONS = 5;
/** At most this many resources are added in one res/addList. */
export const ALBUM_MAX_ITEMS_PER_ADD = 100;
/** Longest album name and English name, in characters. */
export const ALBUM_NAME_MAX = 50;
/** Longest album description, in characters. */
export const ALBUM_DESCRIPTION_MAX = 500;

/** What an upload is for (docs/product/members.md#upload-rules): a profile image or an album cover. */
export type UploadPurpose = 'avatar' | 'albumCover';

/**
 * Upload rules per purpose (docs/product/members.md#upload-rules: profile image JPG, PNG or BMP under 5M; album cover JPG or PNG up to 3M). Sizes
 * are bytes of the upload as sent; `maxSide` is the longest side in pixels after re-encoding (larger images shrink).
 */
export const UPLOAD_RULES: Record<UploadPurpose, { maxBytes: number; mimes: readonly string[]; maxSide: number }> = {
  // "under 5M": 5 MiB itself is refused
  avatar: { maxBytes: 5 * 1024 * 1024 - 1, mimes: ['image/jpeg', 'image/png', 'image/bmp'], maxSide: 512 },
  // "up to 3M": 3 MiB is accepted
  albumCover: { maxBytes: 3 * 1024 * 1024, mimes: ['image/jpeg', 'image/png'], maxSide: 1600 },
};

/**
 * What a favourite, download, history entry or album item points at, resolved when listed so the personal centre
 * needs no other call. When the target was deleted, `exists` is false and the texts are null ('The paper no longer
 * exists, shall we delete this record?', docs/product/calls-and-errors.md#member-records-and-uploads).
 */
export interface MemberTargetWire {
  resourceType: MemberResourceType;
  resourceId: number;
  /** False when the article, resource, journal or news item no longer exists. */
  exists: boolean;
  /** In the request's language, else the other; '' when unknown. Figures: label and caption. */
  title: string;
  titleZh: string | null;
  titleEn: string | null;
  /** The journal (PublicationWire id) and its title in the request's language, else the other. */
  publicationId: number | null;
  publicationTitle: string | null;
  /** The article itself, or the article a figure, table or media item belongs to; else null. */
  articleId: number | null;
  articleTitle: string | null;
  doi: string | null;
  /** Figure or table label (e.g. 'Fig 2'); else null. */
  label: string | null;
  /** Stored file of a figure or media item (thumbnail: GET /rc-pub/front/files/get?id=); else null. */
  fileId: number | null;
  /** Id of the page to open: the article (for articles and their resources), the journal or the news item. */
  linkId: number;
}

/** A favourite (collect, collects; docs/product/members.md#favourites). */
export interface FavouriteWire {
  id: number;
  siteId: number | null;
  /** ISO timestamp of the favourite. */
  createdAt: string;
  target: MemberTargetWire;
}

/** What a download was: a stored file, an article's JATS XML, or a citation export. */
export type DownloadKind = 'file' | 'xml' | 'citation';

/** A download the member made (docs/product/members.md#downloads-and-history). */
export interface DownloadWire {
  id: number;
  kind: DownloadKind;
  /** File name the member received. */
  name: string;
  /** The stored file (kind file); else null. */
  fileId: number | null;
  createdAt: string;
  /** The article or resource downloaded from; null for a citation export of several articles. */
  target: MemberTargetWire | null;
}

/** An article page the member opened (historys, docs/product/members.md#downloads-and-history), one entry per article per UTC day. */
export interface HistoryWire {
  id: number;
  siteId: number | null;
  /** UTC day of the visit, YYYY-MM-DD. */
  viewedOn: string;
  /** ISO timestamp of the latest visit that day. */
  viewedAt: string;
  target: MemberTargetWire;
}

/** A personal album (/front/personalAlbum/; name, English name, cover: docs/product/members.md#personal-albums). */
export interface PersonalAlbumWire {
  id: number;
  name: string;
  enName: string | null;
  description: string | null;
  /** member file id of the cover; null when none. */
  coverId: number | null;
  /** URL of the cover (GET /rc-pub/front/files/member?id=, the owner's token); null when none. */
  coverUrl: string | null;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A resource in a personal album (res/search). */
export interface AlbumItemWire {
  id: number;
  albumId: number;
  createdAt: string;
  target: MemberTargetWire;
}

/** An uploaded image, re-encoded (fileUpload, docs/product/members.md#upload-rules). */
export interface MemberFileWire {
  id: number;
  purpose: UploadPurpose;
  /** GET /rc-pub/front/files/member?id= (the owner's token). */
  url: string;
  /** image/png or image/jpeg: what was stored after re-encoding. */
  mime: string;
  /** Bytes stored. */
  size: number;
}

/** URL of a member's uploaded file (served to its owner only). */
export function memberFileUrl(id: number): string {
  return `${RcPubPaths.memberFile}?id=${id}`;
}
