/**
 * Links between content pages (docs/product/sites-and-frame.md#content-routes). Every href ends in the language
 * segment (lang is last), except the `/{lang}/article/...` forms which this module never produces.
 */
import type { Lang } from '../../app/lang.js';

/** Article page by id: `/article/id/{siteId}/{thesisId}/{lang}`. */
export function articleHref(siteId: number, articleId: number, lang: Lang): string {
  return `/article/id/${siteId}/${articleId}/${lang}`;
}

/**
 * The element id of an article's resource (figure, table, video, audio) on the article page: `resource-{resourceId}`
 * (rc-pub's resource id, which a figure/table/media search hit carries as its own id). The single definition of the
 * scheme: search hits link to it and the article page renders it (pages/content/article/resourceAnchors.ts and the
 * resource gallery). JATS ids are not used because they are optional and not on the search hit.
 */
export function resourceAnchorId(resourceId: number): string {
  return `resource-${resourceId}`;
}

/** A resource in its article page: `/article/id/{siteId}/{thesisId}/{lang}#resource-{resourceId}`. */
export function resourceHref(siteId: number, articleId: number, resourceId: number, lang: Lang): string {
  return `${articleHref(siteId, articleId, lang)}#${resourceAnchorId(resourceId)}`;
}

/** Issue page codes of `/newAcademic` (docs/product/content.md#journal-pages): the current issue's contents or back issues by year. */
export type AcademicType = 'directory' | 'backissue';

/**
 * Issue page: `/newAcademic/{siteId}/{menuId}/{type}/{issueId or 0}/{page}/{lang}` (0 = the newest issue).
 * `menuId` is the menu item the reader came from (0 when unknown).
 */
export function academicHref(siteId: number, menuId: number, type: AcademicType, issueId: number, lang: Lang): string {
  return `/newAcademic/${siteId}/${menuId}/${type}/${issueId}/0/${lang}`;
}

/** The home link of a site: `/homeNav/{sld}/{lang}` (the `index` code), valid on any Host. */
export function siteHomeHref(sld: string, lang: string): string {
  return `/homeNav/${sld}/${lang}`;
}

/** News detail: `/newsDetails/{siteId}/{id}/{lang}`. */
export function newsHref(siteId: number, newsId: number, lang: Lang): string {
  return `/newsDetails/${siteId}/${newsId}/${lang}`;
}

/** An ORCID iD as its https://orcid.org/ URL (accepts a bare iD or a full URL). */
export function orcidUrl(orcid: string): string {
  const id = orcid.trim().replace(/^https?:\/\/(www\.)?orcid\.org\//i, '');
  return `https://orcid.org/${id}`;
}

/**
 * The tabs of a journal's pages on a group or aggregate site, for journals without a single site of their own
 * (docs/product/content.md#group-journal-pages): its home (facts and current issue), the current issue's contents,
 * back issues by year, online first, the introduction and the editorial board.
 */
export type GroupJournalTab = 'home' | 'current' | 'issues' | 'online' | 'about' | 'board';

/** A journal's page on the group site `siteId`: `/journal/{siteId}/{publicationId}/{tab}/{lang}`. */
export function groupJournalHref(siteId: number, publicationId: number, tab: GroupJournalTab, lang: Lang): string {
  return `/journal/${siteId}/${publicationId}/${tab}/${lang}`;
}
