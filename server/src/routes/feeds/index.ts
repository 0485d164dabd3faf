/**
 * RSS 2.0 and Atom 1.0 feeds on every site's host (docs/product/citation-and-harvest.md#rss-and-atom-feeds; /rssList
 * lists them), written by write.ts (xmlbuilder2: every value escaped; authors as each format wants them). The Host
 * picks the site (as for the sitemaps, routes/sitemaps.ts); the URL scheme is web/src/feed-urls.ts:
 *   /feeds/{zh|en}/journal-{publicationId}-current.{rss|atom}       the journal's current issue (newest regular issue,
 *                                                                   rc-pub firstTwo), in table-of-contents order
 *   /feeds/{zh|en}/journal-{publicationId}-online-first.{rss|atom}  its online-first articles (publication type 1),
 *                                                                   newest first
 *   /feeds/{zh|en}/latest.{rss|atom}                                the newest articles of all the site's journals
 *   /feeds/{zh|en}/news.{rss|atom}                                  the site's news, newest first
 * At most {@link FEED_MAX_ITEMS} items each. Texts are in the URL's language with a fallback to the other one
 * (items.ts); item links are absolute URLs of the portal's own pages on the request's origin (req.protocol, which
 * follows X-Forwarded-Proto only under TRUST_PROXY, and the Host). Errors: 404 plain text for a malformed name or
 * language, a journal the Host's site does not show, or a Host that names no usable site; rc-pub failures go to the
 * gateway's error handler (5xx without detail). Built feeds are kept {@link FEED_CACHE_MS} in this process and sent
 * with `Cache-Control: public, max-age=600`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { IssueWire, PublicationWire, SiteWire } from 'rc-pub/contract';
import { FEED_CONTENT_TYPES, type FeedKind, type FeedLang, feedPath, parseFeedFile } from 'web/src/feed-urls.js';
import { buildContext, type GatewayContext } from '../../graphql/context.js';
import { pickLang } from '../../domain/request.js';
import { articleItems, dateOf, type LinkBase, newsItem } from './items.js';
import { type FeedItem, type FeedPerson, writeFeed } from './write.js';

/** Items per feed (newest or table-of-contents order; a larger issue is cut here). */
export const FEED_MAX_ITEMS = 50;
/** How long a built feed is reused by this process, in ms (each build reads up to 50 article details). */
export const FEED_CACHE_MS = 5 * 60_000;
const CACHE = 'public, max-age=600';

const LABELS = {
  zh: { current: '当期目录', onlineFirst: '优先出版', latest: '最新文章', news: '新闻', vol: '第{v}卷', no: '第{n}期' },
  en: {
    current: 'Current issue',
    onlineFirst: 'Online first',
    latest: 'Latest articles',
    news: 'News',
    vol: 'Vol. {v}',
    no: 'No. {n}',
  },
} as const;

/** What a feed shows before it is written: its header, its own author (the journal or the site) and its items. */
interface FeedContent {
  title: string;
  description: string;
  /** Absolute URL of the portal page the feed stands for. */
  link: string;
  author: FeedPerson;
  items: FeedItem[];
}

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const siteName = (s: SiteWire, lang: FeedLang) => pickLang(lang, s.name, s.enName) ?? s.sld;
const journalName = (p: PublicationWire, lang: FeedLang) => pickLang(lang, p.titleZh, p.titleEn) ?? p.code;
/** The issue page (/newAcademic/{siteId}/{menuId}/{type}/{issueId}/{page}/{lang}), absolute. */
const issueUrl = (b: LinkBase, issueId: number, lang: FeedLang) =>
  `${b.origin}/newAcademic/${b.siteId}/0/directory/${issueId}/0/${lang}`;
const homeUrl = (b: LinkBase, sld: string, lang: FeedLang) => `${b.origin}/homeNav/${sld}/${lang}`;

/** "Vol. 48, No. 2" / "第48卷第2期" from the parts the issue has; empty when it has neither. */
function issueLabel(i: IssueWire, lang: FeedLang): string {
  const l = LABELS[lang];
  const parts = [
    i.volume.trim() ? l.vol.replace('{v}', i.volume.trim()) : '',
    i.number.trim() ? l.no.replace('{n}', i.number.trim()) : '',
  ].filter(Boolean);
  return parts.join(lang === 'zh' ? '' : ', ') || (pickLang(lang, i.titleZh, i.titleEn) ?? '');
}

/** The content of a journal feed, or null when the site does not show the journal. */
async function journalFeed(
  ctx: GatewayContext,
  feed: Extract<FeedKind, { publicationId: number }>,
  pubs: PublicationWire[],
  base: LinkBase,
  lang: FeedLang,
): Promise<FeedContent | null> {
  const pub = pubs.find((p) => p.id === feed.publicationId);
  if (!pub) return null;
  const name = journalName(pub, lang);
  const issue = (await ctx.rcPub.firstTwoPeriods(pub.id))[0];
  const journalLink = issue ? issueUrl(base, issue.id, lang) : homeUrl(base, ctx.sld, lang);
  const author = { name };
  if (feed.kind === 'journal-online-first') {
    const page = await ctx.rcPub.articleList({
      publicationId: pub.id,
      publicationType: 1,
      page: 0,
      size: FEED_MAX_ITEMS,
      sort: 'date',
    });
    const title = `${name} - ${LABELS[lang].onlineFirst}`;
    const items = await articleItems(ctx, page.content, base, lang);
    return { title, description: title, link: journalLink, author, items };
  }
  if (!issue) {
    return { title: `${name} - ${LABELS[lang].current}`, description: name, link: journalLink, author, items: [] };
  }
  // rc-pub lists an issue in table-of-contents order by default
  const page = await ctx.rcPub.articleList({ issueId: issue.id, page: 0, size: FEED_MAX_ITEMS });
  const label = issueLabel(issue, lang);
  return {
    title: `${name} - ${LABELS[lang].current}`,
    description: [name, label].filter(Boolean).join(lang === 'zh' ? ' ' : ', '),
    link: journalLink,
    author,
    items: await articleItems(ctx, page.content, base, lang, dateOf(issue.pubDate)),
  };
}

/** The content of a site-wide feed (latest articles of its journals, or its news). */
async function siteFeed(
  ctx: GatewayContext,
  kind: 'latest' | 'news',
  site: SiteWire,
  base: LinkBase,
  lang: FeedLang,
): Promise<FeedContent> {
  const title = `${siteName(site, lang)} - ${LABELS[lang][kind]}`;
  const link = homeUrl(base, site.sld, lang);
  const author = { name: siteName(site, lang), uri: link };
  if (kind === 'news') {
    const page = await ctx.rcPub.newsList({ siteId: site.id, page: 0, size: FEED_MAX_ITEMS });
    const items = page.content.map((n) => newsItem(n, base, lang)).filter((x): x is FeedItem => x !== null);
    return { title, description: title, link, author, items };
  }
  const page = await ctx.rcPub.articleList({ siteId: site.id, page: 0, size: FEED_MAX_ITEMS, sort: 'date' });
  return { title, description: title, link, author, items: await articleItems(ctx, page.content, base, lang) };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
}

async function feeds(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  const built = new LRUCache<string, string>({ max: 500, ttl: FEED_CACHE_MS });

  app.get<{ Params: { lang: string; file: string } }>('/feeds/:lang/:file', async (req, reply) => {
    const lang = req.params.lang;
    const parsed = parseFeedFile(req.params.file);
    if ((lang !== 'zh' && lang !== 'en') || !parsed) return notFound(reply);
    const base = origin(req);
    const key = `${base}${feedPath(parsed.feed, lang, parsed.format)}`; // the query string does not count
    const hit = built.get(key);
    const send = (body: string) =>
      reply.header('cache-control', CACHE).header('content-type', FEED_CONTENT_TYPES[parsed.format]).send(body);
    if (hit) return send(hit);

    const ctx = buildContext(services, { host: req.headers.host, cookies: {}, lang, requestId: req.id });
    let site: SiteWire;
    let pubs: PublicationWire[];
    try {
      site = await ctx.loaders.site.siteBySld(ctx.sld);
      pubs = await ctx.rcPub.publications({ siteId: site.id });
    } catch {
      return notFound(reply); // unknown, forbidden, expired or closed site: as routes/sitemaps.ts
    }
    const links: LinkBase = { origin: base, siteId: site.id };
    const { feed, format } = parsed;
    const content =
      feed.kind === 'latest' || feed.kind === 'news'
        ? await siteFeed(ctx, feed.kind, site, links, lang)
        : await journalFeed(ctx, feed, pubs, links, lang);
    if (!content) return notFound(reply);
    const self = { rss: `${base}${feedPath(feed, lang, 'rss')}`, atom: `${base}${feedPath(feed, lang, 'atom')}` };
    const body = writeFeed({ ...content, lang, self }, format);
    built.set(key, body);
    return send(body);
  });
}

/** Registers `GET /feeds/:lang/:file` (see the module doc). */
export const feedRoutes = fp(feeds, { name: 'feeds', fastify: '5.x', dependencies: ['gateway'] });
