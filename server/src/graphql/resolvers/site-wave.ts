/**
 * The site's prefetch: once Query.site knows the site, start in one wave every rc-pub call of the selected
 * subtree that needs only the site (header, publication config, menus, footer, tools, top news, banners, group,
 * journals, the site's journal and its newest issue), and start each later call the moment its input arrives (home
 * channel → its modules → their content; a journal's newest issue → its articles), instead of when the resolver
 * tree reaches it (e.g. a journal's newest issue needs its id, not its record).
 *
 * Nothing here fetches on its own: it calls the fetch functions the resolvers return (siteFetch, latestIssueOf,
 * issueArticles, module*), which go through the per-request loaders and the per-site cache, so each call still
 * happens once and the resolvers await the same promises. Only selected fields are started (a header-only query
 * starts the header), and failures are left to the resolvers that report them.
 */
import type { IssueWire, SiteWire } from 'rc-pub/contract';
import type { GatewayContext } from '../context.js';
import type { HomeModuleParent } from '../mappers.js';
import { moduleArticles, moduleIssue, moduleNews, modulePublications, moduleRanking } from './HomeModule.js';
import { issueArticles } from './Issue.js';
import { latestIssueOf } from './Publication.js';
import type { SelectionTree } from './selection.js';
import { siteFetch } from './Site.js';

/** The Site fields whose fetch needs only the site record and whose children fetch nothing more here. */
const SITE_ONLY = ['header', 'footer', 'tools', 'topNews', 'banners', 'groupEntrance'] as const;

const ignore = (): void => undefined;

/** Starts `p`; when it succeeds, hands its value to `next` (errors are the awaiting resolver's to report). */
function follow<T>(p: Promise<T>, next: (v: T) => void = ignore): void {
  p.then(next).catch(ignore);
}

/** Starts `p`; when it succeeds, hands each item of its list to `next`. */
function followEach<T>(p: Promise<readonly T[]>, next: (v: T) => void): void {
  follow(p, (items) => {
    for (const item of items) next(item);
  });
}

/** An issue's subtree: its table of contents and its journal record. */
function issueWave(issue: IssueWire | null, sel: SelectionTree, ctx: GatewayContext): void {
  if (!issue) return;
  if (sel.has('articles')) follow(issueArticles(issue.id, ctx));
  if (sel.has('publication')) follow(ctx.loaders.publication.load(issue.publicationId));
}

/** A journal's subtree by its id alone: its newest issue (then that issue's subtree) and its issues by year. */
function journalWave(publicationId: number, sel: SelectionTree, ctx: GatewayContext): void {
  const latest = sel.get('latestIssue');
  if (latest) follow(latestIssueOf(publicationId, ctx), (issue) => issueWave(issue, latest, ctx));
  if (sel.has('issuesByYear')) follow(ctx.loaders.issuesByYear.load(publicationId));
}

/** A home module's content, as its resolvers will ask for it. */
function moduleWave(m: HomeModuleParent, sel: SelectionTree, ctx: GatewayContext): void {
  const issue = sel.get('issue');
  if (issue) follow(moduleIssue(m, ctx), (i) => issueWave(i, issue, ctx));
  if (sel.has('articles')) follow(moduleArticles(m, ctx));
  if (sel.has('news')) follow(moduleNews(m, ctx));
  if (sel.has('ranking')) follow(moduleRanking(m, ctx));
  const journals = sel.get('publications');
  if (journals) followEach(modulePublications(m, ctx), (p) => journalWave(p.id, journals, ctx));
}

/**
 * Starts the rc-pub calls of the selected subtree of `site` (see the module comment). `sel` is the selection below
 * the `site` field. Returns at once; the resolvers then find their data loaded or in flight.
 *
 * Calls that head a chain go out first (menus → modules → their content; a journal's newest issue → its articles;
 * the site's journals → theirs), then the leaf calls (header, footer, tools, ...): the chains decide how long the
 * page takes, so they get the head of the burst.
 */
export function startSiteWave(site: SiteWire, sel: SelectionTree, ctx: GatewayContext): void {
  const modules = sel.get('homeModules');
  if (modules) followEach(siteFetch.homeModules(site, ctx), (m) => moduleWave(m, modules, ctx));

  const journal = sel.get('publication');
  if (journal && site.publicationId) journalWave(site.publicationId, journal, ctx);

  const journals = sel.get('publications');
  if (journals) followEach(siteFetch.publications(site, ctx), (p) => journalWave(p.id, journals, ctx));

  const nav = sel.get('nav');
  if (nav) {
    follow(siteFetch.nav(site, ctx));
    // the directory/backissue targets (docs/product/sites-and-frame.md#where-a-menu-item-leads) name the newest issues: fetched beside the menus, not after them.
    if (nav.hasDeep('target') && site.publicationId) follow(ctx.loaders.firstTwoIssues.load(site.publicationId));
  }

  for (const field of SITE_ONLY) if (sel.has(field)) follow<unknown>(siteFetch[field](site, ctx));
  if (journal) follow(siteFetch.publication(site, ctx));
}
