/**
 * What a content page shows instead of its record when the record is not there:
 * - the 404 body inside a page's frame, for a content record that does not exist (unknown article, issue, news item
 *   or channel; 'This page could not be found'), with HTTP status 404;
 * - the 301 to the site that holds it: content belongs to the sites that hold it, an article or issue to its
 *   journal's sites (`Publication.siteIds`, the journal's own single site first), a news item to its own site
 *   (`News.siteId`). Asked on another site, the page answers 301 to the same page on the first holding site: the
 *   route's `{siteId}` segment (docs/product/content.md#content-that-lives-on-another-site) is replaced, the rest of the path, the query and the language
 *   stay. The one place that decides it, used by the article, news and issue pages; a URL without a site id segment
 *   (site from the Host) is left as it is. Kept in this module, which those pages load anyway, so that it adds no
 *   chunk to the entry's route preload table (budget).
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useRenderOutcome, useStatus } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import { NotFoundContent } from '../../app/NotFoundContent.js';

/** 404 content and title; render it inside `<Frame>` when the site itself is fine (`site` = the site name). */
export function ContentNotFound({ site }: { site?: string }) {
  useStatus(404);
  const intl = useIntl();
  return (
    <>
      <Title
        page={intl.formatMessage({ id: 'app.notFound.title', defaultMessage: 'This page could not be found' })}
        site={site}
      />
      <NotFoundContent />
    </>
  );
}

/**
 * The site a page should move to: null when `currentSiteId` holds the content (or nothing is known about its
 * holders), else the first of `holders` (ordered preferred first by rc-pub).
 */
export function redirectSiteId(currentSiteId: number, holders: readonly number[]): number | null {
  if (holders.length === 0 || holders.includes(currentSiteId)) return null;
  return holders[0] ?? null;
}

/**
 * `pathname` with its site id segment (the first segment equal to `fromSiteId`; the content routes put `{siteId}`
 * before every other id) replaced by `toSiteId`; null when the path has no such segment.
 */
export function pathOnSite(pathname: string, fromSiteId: number, toSiteId: number): string | null {
  const segments = pathname.split('/');
  const at = segments.indexOf(String(fromSiteId));
  if (at < 1) return null;
  segments[at] = String(toSiteId);
  return segments.join('/');
}

/** Sends the reader on: 301 from the server render, a replacing navigation in the browser. */
function MovedPermanently({ to }: { to: string }) {
  const outcome = useRenderOutcome();
  outcome.redirect = to;
  outcome.redirectStatus = 301;
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * The redirect element when the page's site (`currentSiteId`) does not hold the content (see the module doc), else
 * null: the page renders it instead of its content.
 */
export function useHoldingSiteRedirect(currentSiteId: number, holders: readonly number[] | null | undefined) {
  const location = useLocation();
  const target = holders ? redirectSiteId(currentSiteId, holders) : null;
  const path = target === null ? null : pathOnSite(location.pathname, currentSiteId, target);
  return path === null ? null : <MovedPermanently to={`${path}${location.search}`} />;
}

/** {@link useHoldingSiteRedirect} as an element, for pages that place it beside their content (news, issues). */
export function HoldingSiteRedirect({
  siteId,
  holders,
}: {
  siteId: number;
  holders: readonly number[] | null | undefined;
}) {
  return useHoldingSiteRedirect(siteId, holders);
}
