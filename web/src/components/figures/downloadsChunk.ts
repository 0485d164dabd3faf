/**
 * The downloads list's chunk (./DownloadList.tsx with ./fileFormat.ts and its messages): loaded after hydration by
 * pages/content/article/ArticleDownloads.tsx, as the usage line is (components/usage/slot.tsx), so the article page's
 * initial JS carries only the slot.
 */
import { moduleRef } from '../../app/moduleRef.js';

/** DownloadList.tsx as a split module. */
export const downloadsChunk = moduleRef(() => import('./DownloadList.js'));
