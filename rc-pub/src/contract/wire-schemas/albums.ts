/**
 * TypeBox schemas of the site albums (rc-pub/src/contract/albums.ts; /front/album; albums and
 * their tabs in docs/product/content.md#albums). The wire types are their static types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { ALBUM_TABS } from '../enums.js';
import { NullableInteger, NullableString, StringEnum, pageProperties } from './common.js';
import { MemberTargetSchema } from './member.js';

/** AlbumTab: an album tab (docs/product/content.md#albums). */
export const AlbumTabSchema = StringEnum(
  ALBUM_TABS,
  'album tab (docs/product/content.md#albums): article, journal, audio or video',
);

/** AlbumTabCountWire. */
export const AlbumTabCountSchema = Type.Object(
  { tab: AlbumTabSchema, count: Type.Integer({ minimum: 1, description: 'items of this tab' }) },
  { title: 'AlbumTabCountWire', description: 'How many items one tab of an album holds' },
);

/** How many items one tab of an album holds. */
export type AlbumTabCountWire = Static<typeof AlbumTabCountSchema>;

/** SiteAlbumWire (docs/product/content.md#albums). */
export const SiteAlbumSchema = Type.Object(
  {
    id: Type.Integer({ description: 'album id (the virtualId of /newAlbumDetail)' }),
    siteId: Type.Integer({ description: 'the site the album belongs to' }),
    name: Type.String({ description: "name in the request's language, else the other ('' when none)" }),
    nameZh: NullableString('Chinese name; null when none'),
    nameEn: NullableString('English name; null when none'),
    description: NullableString("description in the request's language, else the other; null when none"),
    coverFileId: NullableInteger('cover: stored file id (GET /rc-pub/front/files/get?id=); null when none'),
    itemCount: Type.Integer({ minimum: 0, description: 'items in all tabs' }),
    tabs: Type.Array(AlbumTabCountSchema, { description: 'tabs holding items, in tab order' }),
  },
  { title: 'SiteAlbumWire', description: 'An album of a site: a curated list of articles, journals and media' },
);

/** A site album (docs/product/content.md#albums). Texts: '' stored values are null. */
export type SiteAlbumWire = Static<typeof SiteAlbumSchema>;

/** Page<SiteAlbumWire>: album list. */
export const SiteAlbumPageSchema = Type.Object(pageProperties(SiteAlbumSchema), { title: 'Page<SiteAlbumWire>' });

/** SiteAlbumItemWire. */
export const SiteAlbumItemSchema = Type.Object(
  {
    albumId: Type.Integer({ description: 'the album' }),
    tab: AlbumTabSchema,
    /** Title, journal, article and file of the item; `exists` false when the record is gone. */
    target: MemberTargetSchema,
  },
  { title: 'SiteAlbumItemWire', description: 'An item of a site album with what it points at' },
);

/** An item of a site album, resolved to what it points at (article, journal, audio or video of the portal). */
export type SiteAlbumItemWire = Static<typeof SiteAlbumItemSchema>;

/** Page<SiteAlbumItemWire>: one tab of an album. */
export const SiteAlbumItemPageSchema = Type.Object(pageProperties(SiteAlbumItemSchema), {
  title: 'Page<SiteAlbumItemWire>',
});
