/**
 * Demo site albums (docs/product/content.md#albums): on every live site that shows journals, albums built from
 * the REAL articles, journals and media already imported: 'most recent articles' (with the site's journals) and, where
 * the journals have them, 'articles with video or audio'. Names and descriptions are visibly demo ([演示] / [Demo]); the
 * cover is a figure image of the album's articles (or, for 'most recent', of the site's journals) when one is
 * stored. Idempotent: the site's demo albums are replaced, other albums are kept.
 */
import { ALBUM_TAB_TYPES } from '../contract/albums.js';
import type { Db } from '../db/client.js';
import {
  type DemoAlbumDraft,
  figureFileOf,
  liveSites,
  mediaOf,
  newestArticleIds,
  replaceDemoAlbums,
} from '../repositories/album-seed.js';
import { listSitePublicationIds } from '../repositories/sites.js';

/** The marker every demo album name starts with (zh; the English name starts with {@link DEMO_EN}). */
export const DEMO_ZH = '[演示]';
/** The English demo marker. */
export const DEMO_EN = '[Demo]';

/** Articles of a 'most recent' album; media of a 'with media' album, at most MEDIA_PER_ARTICLE of one article. */
const NEWEST = 10;
const MEDIA = 12;
const MEDIA_PER_ARTICLE = 2;

const type = ALBUM_TAB_TYPES;

/** The drafts of one site with journals `pubs` (site names for the album names). */
async function draftsOf(db: Db, site: { nameZh: string; nameEn: string }, pubs: number[]): Promise<DemoAlbumDraft[]> {
  const [newest, videos, audios, cover] = await Promise.all([
    newestArticleIds(db, pubs, NEWEST),
    mediaOf(db, pubs, 'video', MEDIA, MEDIA_PER_ARTICLE),
    mediaOf(db, pubs, 'audio', MEDIA, MEDIA_PER_ARTICLE),
    figureFileOf(db, { publicationIds: pubs }),
  ]);
  const drafts: DemoAlbumDraft[] = [];
  if (newest.length)
    drafts.push({
      nameZh: `${DEMO_ZH} 最新文章 · ${site.nameZh}`,
      nameEn: `${DEMO_EN} Most recent articles · ${site.nameEn}`,
      descriptionZh: '演示专辑：由本站期刊最新发表的文章自动生成，并列出本站的期刊。',
      descriptionEn:
        "Demo album: made automatically from the newest articles of this site's journals, with its journals.",
      coverFileId: cover,
      items: [
        ...newest.map((id) => ({ resourceType: type.article, resourceId: id })),
        ...pubs.map((id) => ({ resourceType: type.journal, resourceId: id })),
      ],
    });
  const media = [...videos, ...audios];
  const mediaArticles = [...new Set(media.map((m) => m.articleId))];
  if (media.length)
    drafts.push({
      nameZh: `${DEMO_ZH} 含视频与音频的文章`,
      nameEn: `${DEMO_EN} Articles with video and audio`,
      descriptionZh: '演示专辑：本站期刊中附有视频或音频的文章，以及这些视频和音频。',
      descriptionEn: "Demo album: the articles of this site's journals that come with video or audio, and those media.",
      coverFileId: await figureFileOf(db, { articleIds: mediaArticles }),
      items: [
        ...mediaArticles.map((id) => ({ resourceType: type.article, resourceId: id })),
        ...videos.map((m) => ({ resourceType: type.video, resourceId: m.id })),
        ...audios.map((m) => ({ resourceType: type.audio, resourceId: m.id })),
      ],
    });
  return drafts;
}

/**
 * Writes the demo albums of every live site (lookup status 0) that shows journals.
 * @returns the number of demo albums written
 */
export async function seedAlbums(db: Db, log?: (line: string) => void): Promise<number> {
  const rows = await liveSites(db);
  let written = 0;
  for (const site of rows) {
    const pubs = await listSitePublicationIds(db, site.id);
    const drafts = pubs.length ? await draftsOf(db, site, pubs) : [];
    await replaceDemoAlbums(db, site.id, DEMO_ZH, drafts);
    written += drafts.length;
  }
  log?.(`seed: ${written} demo albums on ${rows.length} live sites`);
  return written;
}
