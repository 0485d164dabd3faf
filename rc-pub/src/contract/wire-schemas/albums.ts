/**
 * TypeBox schemas of the site albums (rc-pub/src/contract/albums.ts; /front/album; albums and
 * their tabs in docs/product/content.md#albums). Each is proved against its interface with {@link wire}.
 */
import { Type } from 'typebox';
import { ALBUM_TABS, type AlbumTabCountWire, type SiteAlbumItemWire, type SiteAlbumWire } from '../albums.js';
import type { Page } from '../wire.js';
import { NullableInteger, NullableString, StringEnum, pageProperties, wire } from './common.js';
import { MemberTargetSchema } from './member.js';

/** AlbumTab: an album tab (docs/product/content.md#albums). */
export const AlbumTabSchema = StringEnum(
  ALBUM_TABS,
  'album tab (docs/product/content.md#albums): article, journal, audio or video',
);

/** AlbumTabCountWire. */
export const AlbumTabCountSchema = wire<AlbumTabCountWire>()(
  Type.Object(
    { tab: AlbumTabSchema, count: Type.Integer({ minimum: 1, description: 'items of this tab' }) },
    { title: 'AlbumTabCountWire', description: 'How many items one tab of an album holds' },
  ),
);

/** SiteAlbumWire (docs/product/content.md#albums). */
export const SiteAlbumSchema = wire<SiteAlbumWire>()(
  Type.Object(
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
  ),
);

/** Page<SiteAlbumWire>: album list. */
export const SiteAlbumPageSchema = wire<Page<SiteAlbumWire>>()(
  Type.Object(pageProperties(SiteAlbumSchema), { title: 'Page<SiteAlbumWire>' }),
);

/** SiteAlbumItemWire. */
export const SiteAlbumItemSchema = wire<SiteAlbumItemWire>()(
  Type.Object(
    { albumId: Type.Integer({ description: 'the album' }), tab: AlbumTabSchema, target: MemberTargetSchema },
    { title: 'SiteAlbumItemWire', description: 'An item of a site album with what it points at' },
  ),
);

/** Page<SiteAlbumItemWire>: one tab of an album. */
export const SiteAlbumItemPageSchema = wire<Page<SiteAlbumItemWire>>()(
  Type.Object(pageProperties(SiteAlbumItemSchema), { title: 'Page<SiteAlbumItemWire>' }),
);
