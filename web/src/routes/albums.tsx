/**
 * Album routes (docs/product/content.md#albums): /newAlbumList and /newItemPage (a menu item's albums, codes virtualAlbum, newAlbum,
 * newItem, item), /newAlbumDetail (one album, `?tab=&page=`) and /virtualProjectDetail (the album by query:
 * virtualId, index, type). All four are one page module (pages/albums/AlbumsPage.tsx), so one route-table entry.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';
import { optionalTail } from './optionalTail.js';

const albums = pageRoute('albums/AlbumsPage.tsx');

/**
 * The album route table (spread into routes/index.tsx before the 404 catch-all); `id` is the menu item of the lists and
 * the album (the route's virtualId) of /newAlbumDetail. Built from the names: the table is in the entry (budget).
 */
export const albumRoutes: RouteObject[] = [
  'newAlbumList',
  'newItemPage',
  'newAlbumDetail',
  'virtualProjectDetail',
].flatMap((name) => optionalTail(`/${name}/:siteId?/:id?/:lang?`, albums));
