/**
 * Feed autodiscovery ("every page links its site's feeds"): pages name their feeds in the render outcome and
 * entry-server writes them as `<link rel="alternate" type="application/rss+xml">` head tags in the page language
 * (app/feedHeadTags.ts) — the site's latest articles on every page (the frame renders {@link SiteFeedLinks}), a
 * journal's current issue on its pages ({@link JournalFeedLink}). Server render only, like the other head tags: render
 * them as `{import.meta.env.SSR && <SiteFeedLinks … />}`, so the client build drops them with this module (the frame is
 * in every page's initial JS); they render nothing, so hydration sees the same DOM.
 */
import { useRenderOutcome } from '../../app/ssrStatus.js';
import type { FeedKind } from '../../feed-urls.js';
import { graphql } from '../../gql/index.js';
import type { JournalFeedLink_PublicationFragment } from '../../gql/graphql.js';

/** Records the feed of `slot` for this render (a render that runs twice replaces it). */
function useFeedLink(slot: string, feed: FeedKind, source: string): void {
  const outcome = useRenderOutcome();
  outcome.feeds = { ...outcome.feeds, [slot]: { feed, source } };
}

/** The site's latest-articles feed (every page; `site` is the site's name in the page language). */
export function SiteFeedLinks({ site }: { site: string }) {
  useFeedLink('site', { kind: 'latest' }, site);
  return null;
}

export const JournalFeedLink_publication = graphql(`
  fragment JournalFeedLink_publication on Publication {
    id
    title
  }
`);

/** A journal's current-issue feed (on the journal's pages; its title in the page language). */
export function JournalFeedLink({ publication: p }: { publication: JournalFeedLink_PublicationFragment }) {
  useFeedLink('journal', { kind: 'journal-current', publicationId: p.id }, p.title);
  return null;
}
