/**
 * The home channel's modules in their order (docs/product/sites-and-frame.md#home-page), each under its title from the data:
 * latestIssue (LatestIssue), onlineFirst and mostRead (ArticleListModule), news (NewsList), journals (JournalGrid),
 * banner (the site banners, components/banner), html (HtmlModule) and rank (RankModule). A module without content
 * renders nothing, so no empty title is left.
 *
 * Layout: wide modules (latestIssue, journals, banner, html) take the full width; consecutive list modules (onlineFirst,
 * mostRead, news, rank) share a responsive grid, one column on phones, two from `md`. Grid tracks are
 * `minmax(0, 1fr)` and children `minW="0"`, so a long title truncates instead of widening the page (no sideways
 * scrolling at 390 px).
 */
import type { ReactNode } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { SiteBanners } from '../../components/banner/SiteBanners.js';
import type { HomePageQuery } from '../../gql/graphql.js';
import { ArticleListModule } from './ArticleListModule.js';
import { HtmlModule } from './HtmlModule.js';
import { JournalGrid } from '../../components/journal/JournalGrid.js';
import { LatestIssue } from './LatestIssue.js';
import { NewsList } from './NewsList.js';
import { RankModule } from './RankModule.js';

type HomeSite = HomePageQuery['site'];
type HomeModuleData = HomeSite['homeModules'][number];

/** Module types shown in the list grid; every other type is full width. */
const LIST_TYPES = new Set(['onlineFirst', 'mostRead', 'news', 'rank']);

/** One module's content (null for an unknown type). */
function ModuleBody({ m, site }: { m: HomeModuleData; site: HomeSite }): ReactNode {
  const headingId = `home-module-${m.id}`;
  switch (m.type) {
    case 'latestIssue':
      return <LatestIssue issue={m.issue ?? null} siteId={site.id} title={m.title} headingId={headingId} hideEmpty />;
    case 'onlineFirst':
    case 'mostRead':
      return <ArticleListModule id={headingId} title={m.title} articles={m.articles} siteId={site.id} />;
    case 'news':
      return <NewsList title={m.title} items={m.news} siteId={site.id} />;
    case 'journals':
      return (
        <JournalGrid publications={m.publications} siteId={site.id} title={m.title} headingId={headingId} hideEmpty />
      );
    case 'banner':
      return <SiteBanners banners={site.banners} groupType={site.groupType} title={m.title} />;
    case 'html':
      return <HtmlModule id={headingId} title={m.title} html={m.html ?? null} />;
    case 'rank':
      return <RankModule title={m.title} ranking={m.ranking ?? null} siteId={site.id} />;
    default:
      return null;
  }
}

/** True when a module has something to show (an empty one is left out, not shown as a bare title). */
export function hasContent(m: HomeModuleData, site: HomeSite): boolean {
  switch (m.type) {
    case 'latestIssue':
      return (m.issue?.articles.length ?? 0) > 0;
    case 'onlineFirst':
    case 'mostRead':
      return m.articles.length > 0;
    case 'news':
      return m.news.length > 0;
    case 'journals':
      return m.publications.length > 0;
    case 'banner':
      return site.banners.length > 0;
    case 'html':
      return Boolean(m.html?.trim());
    case 'rank':
      return (m.ranking?.entries.length ?? 0) > 0;
    default:
      return false;
  }
}

/** Runs of consecutive modules: each wide module alone, consecutive list modules together. */
function runs(modules: readonly HomeModuleData[]): { list: boolean; modules: HomeModuleData[] }[] {
  const out: { list: boolean; modules: HomeModuleData[] }[] = [];
  for (const m of modules) {
    const list = LIST_TYPES.has(m.type);
    const last = out.at(-1);
    if (list && last?.list) last.modules.push(m);
    else out.push({ list, modules: [m] });
  }
  return out;
}

/** The site's home modules in order (see the module comment). */
export function HomeModules({ site }: { site: HomeSite }) {
  return (
    <Stack gap="8" minW="0" data-testid="home-modules">
      {runs(site.homeModules.filter((m) => hasContent(m, site))).map((run) =>
        run.list ? (
          <Grid
            key={run.modules[0]!.id}
            templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
            gap="8"
            minW="0"
          >
            {run.modules.map((m) => (
              <ModuleBody key={m.id} m={m} site={site} />
            ))}
          </Grid>
        ) : (
          <ModuleBody key={run.modules[0]!.id} m={run.modules[0]!} site={site} />
        ),
      )}
    </Stack>
  );
}
