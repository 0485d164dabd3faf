/**
 * TypeBox schemas of what members keep (rc-pub/src/contract/member.ts; /front/frontMembers/,
 * /front/personalAlbum/, uploads: docs/product/calls-and-errors.md#member-records). The wire types are their static types (`Static<typeof …Schema>`), exported beside them; timestamps are ISO 8601.
 */
import { type Static, Type } from 'typebox';
import type { MemberResourceType } from '../enums.js';
import { Nullable, NullableInteger, NullableString, StringEnum, pageProperties } from './common.js';

/**
 * A resource-type id or 'table' (docs/product/content.md#resource-types). A type list, not Type.Union (fast-json-stringify runs Ajv for every `anyOf`);
 * `pattern` only lets the string 'table' through, as SearchHitWire.typeId does.
 */
export const MemberResourceTypeSchema = Type.Unsafe<MemberResourceType>({
  type: ['integer', 'string'],
  pattern: '^table$',
  description:
    "resource-type id (docs/product/content.md#resource-types): 428 article, 25 figure, 'table', 29 video, 28 audio, -2 news, -3 journal",
});

/** MemberTargetWire: what a kept entry points at, resolved when listed. */
export const MemberTargetSchema = Type.Object(
  {
    resourceType: MemberResourceTypeSchema,
    resourceId: Type.Integer({ description: 'id of the article, resource (figure, table, media), journal or news' }),
    exists: Type.Boolean({ description: 'false when the target no longer exists (offer to delete the record)' }),
    title: Type.String({ description: "title in the request's language, else the other; '' when unknown" }),
    titleZh: NullableString('title in Chinese; null when none or deleted'),
    titleEn: NullableString('title in English; null when none or deleted'),
    publicationId: NullableInteger('the journal (PublicationWire id); null when none'),
    publicationTitle: NullableString("journal title in the request's language, else the other; null when none"),
    articleId: NullableInteger('the article itself or the article a resource belongs to; else null'),
    articleTitle: NullableString("that article's title in the request's language, else the other; else null"),
    doi: NullableString("the article's DOI (also for its resources); null when none"),
    label: NullableString("figure or table label (e.g. 'Fig 2'); null when none"),
    fileId: NullableInteger('stored file of a figure or media item (/rc-pub/front/files/get?id=); else null'),
    linkId: Type.Integer({
      description: 'id of the page to open: the article (also for its resources), journal or news',
    }),
  },
  { title: 'MemberTargetWire', description: 'What a favourite, download, history entry or album item points at' },
);

/**
 * What a favourite, download, history entry or album item points at, resolved when listed so the personal centre
 * needs no other call. When the target was deleted, `exists` is false and the texts are null ('The paper no longer
 * exists, shall we delete this record?', docs/product/calls-and-errors.md#member-records-and-uploads).
 */
export type MemberTargetWire = Static<typeof MemberTargetSchema>;

/** FavouriteWire (collect, collects; docs/product/members.md#favourites). */
export const FavouriteSchema = Type.Object(
  {
    id: Type.Integer({ description: 'favourite id' }),
    siteId: NullableInteger('site the favourite was made on; null when not given'),
    createdAt: Type.String({ description: 'ISO timestamp of the favourite' }),
    target: MemberTargetSchema,
  },
  { title: 'FavouriteWire', description: 'A favourite of the member' },
);

/** A favourite (collect, collects; docs/product/members.md#favourites). */
export type FavouriteWire = Static<typeof FavouriteSchema>;

/** Page<FavouriteWire>: collects, newest first. */
export const FavouritePageSchema = Type.Object(pageProperties(FavouriteSchema), { title: 'Page<FavouriteWire>' });

/** DownloadWire (docs/product/members.md#downloads-and-history). */
export const DownloadSchema = Type.Object(
  {
    id: Type.Integer({ description: 'download record id' }),
    kind: StringEnum(['file', 'xml', 'citation'], 'file: a stored file; xml: the JATS XML; citation: an export'),
    name: Type.String({ description: 'file name the member received' }),
    fileId: NullableInteger('the stored file (kind file); else null'),
    createdAt: Type.String({ description: 'ISO timestamp of the download' }),
    target: Nullable(MemberTargetSchema, 'the article or resource; null for a citation export of several articles'),
  },
  { title: 'DownloadWire', description: 'A download the member made' },
);

/** A download the member made (docs/product/members.md#downloads-and-history). */
export type DownloadWire = Static<typeof DownloadSchema>;

/** Page<DownloadWire>: downloads, newest first. */
export const DownloadPageSchema = Type.Object(pageProperties(DownloadSchema), { title: 'Page<DownloadWire>' });

/** HistoryWire (historys, docs/product/members.md#downloads-and-history). */
export const HistorySchema = Type.Object(
  {
    id: Type.Integer({ description: 'history entry id' }),
    siteId: NullableInteger('site the page was opened on; null when not given'),
    viewedOn: Type.String({ description: 'UTC day of the visit, YYYY-MM-DD' }),
    viewedAt: Type.String({ description: 'ISO timestamp of the latest visit that day' }),
    target: MemberTargetSchema,
  },
  { title: 'HistoryWire', description: 'An article page the member opened; one entry per article per UTC day' },
);

/** An article page the member opened (historys, docs/product/members.md#downloads-and-history), one entry per article per UTC day. */
export type HistoryWire = Static<typeof HistorySchema>;

/** Page<HistoryWire>: historys, newest first. */
export const HistoryPageSchema = Type.Object(pageProperties(HistorySchema), { title: 'Page<HistoryWire>' });

/** PersonalAlbumWire (/front/personalAlbum/, docs/product/members.md#personal-albums). */
export const PersonalAlbumSchema = Type.Object(
  {
    id: Type.Integer({ description: 'album id' }),
    name: Type.String({ description: 'album name' }),
    enName: NullableString('English name; null when none'),
    description: NullableString('description; null when none'),
    coverId: NullableInteger("cover: the member's uploaded file id; null when none"),
    coverUrl: NullableString('cover URL (/rc-pub/front/files/member?id=, with the token); null when none'),
    itemCount: Type.Integer({ minimum: 0, description: 'number of resources in the album' }),
    createdAt: Type.String({ description: 'ISO timestamp of creation' }),
    updatedAt: Type.String({ description: 'ISO timestamp of the last change (edit or items)' }),
  },
  { title: 'PersonalAlbumWire', description: "A member's personal album" },
);

/** A personal album (/front/personalAlbum/; name, English name, cover: docs/product/members.md#personal-albums). */
export type PersonalAlbumWire = Static<typeof PersonalAlbumSchema>;

/** Page<PersonalAlbumWire>: album search. */
export const PersonalAlbumPageSchema = Type.Object(pageProperties(PersonalAlbumSchema), {
  title: 'Page<PersonalAlbumWire>',
});

/** AlbumItemWire (res/search). */
export const AlbumItemSchema = Type.Object(
  {
    id: Type.Integer({ description: 'album item id (res/delete takes these)' }),
    albumId: Type.Integer({ description: 'the album' }),
    createdAt: Type.String({ description: 'ISO timestamp when it was added' }),
    target: MemberTargetSchema,
  },
  { title: 'AlbumItemWire', description: 'A resource in a personal album' },
);

/** A resource in a personal album (res/search). */
export type AlbumItemWire = Static<typeof AlbumItemSchema>;

/** Page<AlbumItemWire>: res/search, newest first. */
export const AlbumItemPageSchema = Type.Object(pageProperties(AlbumItemSchema), { title: 'Page<AlbumItemWire>' });

/** MemberFileWire (fileUpload, docs/product/members.md#upload-rules). */
export const MemberFileSchema = Type.Object(
  {
    id: Type.Integer({ description: 'member file id' }),
    purpose: StringEnum(['avatar', 'albumCover'], 'what the image is for (docs/product/members.md#upload-rules)'),
    url: Type.String({ description: 'GET /rc-pub/front/files/member?id= (the owner only, with the token)' }),
    mime: Type.String({ description: 'image/png or image/jpeg: the stored, re-encoded image' }),
    size: Type.Integer({ minimum: 0, description: 'bytes stored' }),
  },
  { title: 'MemberFileWire', description: 'An uploaded image, checked by its bytes and re-encoded' },
);

/** An uploaded image, re-encoded (fileUpload, docs/product/members.md#upload-rules). */
export type MemberFileWire = Static<typeof MemberFileSchema>;

/** data of calls that change rows: how many (uncollect, delete, res/addList, res/delete), or the id recorded. */
export const CountSchema = (description: string) => Type.Integer({ minimum: 0, description });

/** data of isCollect: ids of the resources asked about that the member has favourited. */
export const CollectedIdsSchema = Type.Array(Type.Integer({ description: 'resource id' }), {
  description: 'ids of the resources asked about that the member has favourited (visitors: none)',
});
