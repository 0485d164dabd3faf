/**
 * The journal bar and breadcrumb of a journal's inner pages (docs/product/sites-and-frame.md#journal-bar): this shell
 * mounts the body (JournalNav.tsx `JournalTrailBody`), which is a split part like the header's (frame/frameChunks.ts):
 * the server renders it in the same pass and names it, and the browser loads it beside the page's initial JS before
 * hydrating, so the bar costs the article page's initial JS nothing.
 */
import { Suspense } from 'react';
import { moduleRef, useSplitModule } from '../../app/moduleRef.js';
import type { Frame_SiteFragment } from '../../gql/graphql.js';
import type { Crumb } from './Breadcrumb.js';
import type { TrailJournal } from './JournalNav.js';

/** The split part holding the journal bar and the breadcrumb. */
export const journalTrailChunk = moduleRef(() => import('./JournalNav.js'), 'journaltrail');

/** Props of {@link JournalTrail}: the page's site, the journal (null on a group site's own pages) and the crumbs after the site and journal. */
export interface JournalTrailProps {
  site: Frame_SiteFragment;
  journal?: TrailJournal | null | undefined;
  trail: readonly Crumb[];
}

function Body(props: JournalTrailProps) {
  const { JournalTrailBody } = useSplitModule(journalTrailChunk);
  return <JournalTrailBody {...props} />;
}

/** The journal bar and the breadcrumb of a journal's inner page. */
export function JournalTrail(props: JournalTrailProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
