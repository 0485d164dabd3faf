/**
 * Sitemaps and robots.txt on every site's host (docs/product/citation-and-harvest.md#sitemaps; sitemaps protocol 0.9,
 * https://www.sitemaps.org/protocol.html): the Host picks the site, which lists the articles whose canonical address
 * is on it (its journals whose preferred site it is, docs/product/citation-and-harvest.md#one-address-per-article),
 * each once per interface language (`/article/id/{siteId}/{thesisId}/{lang}`).
 * - `/sitemap.txt`: the site's home and every such article URL, one per line (the protocol's text form);
 * - `/sitemap.xml`: a sitemap index naming one sitemap per such journal;
 * - `/sitemaps/journal-{publicationId}.xml`: that journal's articles, each URL with its other-language alternate
 *   (xhtml:link hreflang) and lastmod (publication date); 404 for a journal whose preferred site is another;
 * - `/robots.txt`: allows crawling and names the site's `/sitemap.xml`.
 * Absolute URLs are on the site's own origin (rc-pub/contract siteOrigin: PUBLIC_SITE_ORIGIN, else the request's
 * protocol and Host, which follow X-Forwarded-Proto/-Host only under TRUST_PROXY), as the article pages' canonical
 * links. Articles are read through rc-pub's article list in pages of 100. Answers are cached for an hour.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ArticleSummaryWire, siteOrigin } from 'rc-pub/contract';
import { create } from 'xmlbuilder2';
import { articlePageUrl, canonicalSiteId } from '../domain/canonical.js';
import { requestOrigin } from '../domain/citation.js';
import { buildContext, type GatewayContext } from '../graphql/context.js';

/** The sitemaps protocol's limit of URLs per file; a larger journal would need numbered files (none here comes near). */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE = 100;
const CACHE = 'public, max-age=3600';
const LANGS = ['zh', 'en'] as const;

/**
 * The site of the request's Host and the ids of the journals whose preferred site it is (their articles' canonical
 * addresses are on it), or null when the Host names no usable site.
 */
async function siteOf(ctx: GatewayContext): Promise<{ id: number; publicationIds: number[] } | null> {
  try {
    const site = await ctx.loaders.site.siteBySld(ctx.sld);
    const pubs = await ctx.rcPub.publications({ siteId: site.id });
    return { id: site.id, publicationIds: pubs.filter((p) => canonicalSiteId(p) === site.id).map((p) => p.id) };
  } catch {
    return null;
  }
}

/** Every article of a journal (pages of 100, newest first), at most SITEMAP_MAX_URLS / 2 (two languages each). */
async function journalArticles(ctx: GatewayContext, publicationId: number): Promise<ArticleSummaryWire[]> {
  const out: ArticleSummaryWire[] = [];
  for (let page = 0; out.length < SITEMAP_MAX_URLS / 2; page++) {
    const res = await ctx.rcPub.articleList({ publicationId, page, size: PAGE, sort: 'date' });
    out.push(...res.content);
    if (res.content.length < PAGE || out.length >= res.total) break;
  }
  return out;
}

/** The origin of the request's site: its canonical origin, else the request's own. */
function origin(req: FastifyRequest, ctx: GatewayContext): string {
  const asked = requestOrigin(req.protocol, req.host) ?? `${req.protocol}://localhost`;
  return siteOrigin(ctx.sld, { origin: asked, template: ctx.config.publicSiteOrigin }) ?? asked;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
}

async function sitemaps(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  const context = (req: FastifyRequest) =>
    buildContext(services, { host: req.headers.host, cookies: {}, lang: 'zh', requestId: req.id });

  app.get('/robots.txt', async (req, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin(req, context(req))}/sitemap.xml\n`),
  );

  app.get('/sitemap.txt', async (req, reply) => {
    const ctx = context(req);
    const site = await siteOf(ctx);
    if (!site) return notFound(reply);
    const base = origin(req, ctx);
    const lines = [`${base}/`];
    for (const pub of site.publicationIds) {
      for (const a of await journalArticles(ctx, pub))
        for (const l of LANGS) lines.push(articlePageUrl(base, site.id, a.id, l));
      if (lines.length >= SITEMAP_MAX_URLS) break;
    }
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(`${lines.slice(0, SITEMAP_MAX_URLS).join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const ctx = context(req);
    const site = await siteOf(ctx);
    if (!site) return notFound(reply);
    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
      'sitemapindex',
    );
    for (const id of site.publicationIds)
      doc
        .ele('sitemap')
        .ele('loc')
        .txt(`${origin(req, ctx)}/sitemaps/journal-${id}.xml`);
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(doc.end());
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const m = /^journal-(\d{1,9})\.xml$/.exec(req.params.file);
    if (!m) return notFound(reply);
    const ctx = context(req);
    const site = await siteOf(ctx);
    const publicationId = Number(m[1]);
    if (!site?.publicationIds.includes(publicationId)) return notFound(reply);
    const base = origin(req, ctx);
    const urlset = create({ version: '1.0', encoding: 'UTF-8' })
      .ele('http://www.sitemaps.org/schemas/sitemap/0.9', 'urlset')
      .att('http://www.w3.org/2000/xmlns/', 'xmlns:xhtml', 'http://www.w3.org/1999/xhtml');
    for (const a of await journalArticles(ctx, publicationId)) {
      for (const l of LANGS) {
        const url = urlset.ele('url');
        url.ele('loc').txt(articlePageUrl(base, site.id, a.id, l));
        if (a.publishedDate) url.ele('lastmod').txt(a.publishedDate.slice(0, 10));
        for (const alt of LANGS)
          url
            .ele('http://www.w3.org/1999/xhtml', 'xhtml:link')
            .att('rel', 'alternate')
            .att('hreflang', alt)
            .att('href', articlePageUrl(base, site.id, a.id, alt));
      }
    }
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(urlset.end());
  });
}

/** Registers robots.txt and the sitemaps. */
export const sitemapRoutes = fp(sitemaps, { name: 'sitemaps', fastify: '5.x', dependencies: ['gateway'] });
