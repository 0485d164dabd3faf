/**
 * Wire shapes of what members keep (/front/frontMembers/ collect, collects, isCollect,
 * unCollectByIdAndType, downloads, historys; /front/personalAlbum/; uploads; docs/product/calls-and-errors.md#member-records): favourites, download and browsing
 * history, personal albums and their items, member uploads. Shared by rc-pub's member routes and the gateway's client.
 */
import { RcPubPaths } from './paths.js';
import { SEARCH_TYPE_IDS } from './search.js';
import type {
  AlbumItemWire,
  DownloadWire,
  FavouriteWire,
  HistoryWire,
  MemberFileWire,
  MemberTargetWire,
  PersonalAlbumWire,
} from './wire-schemas/member.js';
import type { MemberResourceType } from './enums.js';
export type { MemberResourceType } from './enums.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type {
  AlbumItemWire,
  DownloadWire,
  FavouriteWire,
  HistoryWire,
  MemberFileWire,
  MemberTargetWire,
  PersonalAlbumWire,
};

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

/** What a download was: a stored file, an article's JATS XML, or a citation export. */
export type DownloadKind = 'file' | 'xml' | 'citation';

/** URL of a member's uploaded file (served to its owner only). */
export function memberFileUrl(id: number): string {
  return `${RcPubPaths.memberFile}?id=${id}`;
}
