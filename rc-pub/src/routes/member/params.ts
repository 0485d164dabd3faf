/**
 * TypeBox building blocks of the member routes: resource types (docs/product/content.md#resource-types) in JSON bodies and query strings,
 * album fields with their length limits.
 */
import { Type } from '@fastify/type-provider-typebox';
import {
  ALBUM_DESCRIPTION_MAX,
  ALBUM_NAME_MAX,
  ALBUM_RESOURCE_TYPES,
  type AlbumResourceType,
  MEMBER_RESOURCE_TYPES,
  type MemberResourceType,
} from '../../contract/member.js';
import { Id } from '../params.js';

/** A resource type in a JSON body: one of the numbers, or the string 'table'. */
export const ResourceTypeBody = Type.Unsafe<MemberResourceType>({
  type: ['integer', 'string'],
  enum: [...MEMBER_RESOURCE_TYPES],
  description: "resource type id: 428 article, 25 figure, 'table', 29 video, 28 audio, -2 news, -3 journal",
});

/** A resource type an album holds, in a JSON body. */
export const AlbumResourceTypeBody = Type.Unsafe<AlbumResourceType>({
  type: ['integer', 'string'],
  enum: [...ALBUM_RESOURCE_TYPES],
  description: "resource type id: 428 article, 25 figure, 'table', 29 video, 28 audio",
});

/** A resource type in a query string ('428', 'table', '-2', …). */
export const ResourceTypeQuery = (description: string) =>
  Type.Unsafe<string>({ type: 'string', enum: MEMBER_RESOURCE_TYPES.map(String), description });

/** The resource type of a query-string value (validated by {@link ResourceTypeQuery}). */
export function parseResourceType(value: string): MemberResourceType {
  return value === 'table' ? 'table' : (Number(value) as MemberResourceType);
}

/** The fields of saveAlbum and editAlbum (name, English name, cover: docs/product/members.md#personal-albums). */
export const AlbumBodyFields = {
  name: Type.String({
    minLength: 1,
    maxLength: ALBUM_NAME_MAX,
    description: `album name, 1..${ALBUM_NAME_MAX} characters`,
  }),
  enName: Type.Optional(
    Type.Union([Type.String({ maxLength: ALBUM_NAME_MAX }), Type.Null()], {
      description: `English name, at most ${ALBUM_NAME_MAX} characters; null or absent: none`,
    }),
  ),
  description: Type.Optional(
    Type.Union([Type.String({ maxLength: ALBUM_DESCRIPTION_MAX }), Type.Null()], {
      description: `description, at most ${ALBUM_DESCRIPTION_MAX} characters; null or absent: none`,
    }),
  ),
  coverId: Type.Optional(
    Type.Union([Id('cover'), Type.Null()], {
      description: 'id of an album cover uploaded by this member (fileUpload purpose=albumCover); null: none',
    }),
  ),
};
