/**
 * Sitemaps and robots.txt on every site's host (docs/product/citation-and-harvest.md#sitemaps; sitemaps protocol 0.9,
 * https://www.sitemaps.org/protocol.html): the Host picks the site, and its journals' articles are listed in both
 * interface languages (`/article/id/{siteId}/{thesisId}/{lang}`).
 * - `/sitemap.txt`: the site's home and every article URL, one per line (the protocol's text form);
 * - `/sitemap.xml`: a sitemap index naming one sitemap per journal;
 * - `/sitemaps/journal-{publicationId}.xml`: that journal's articles, each URL with its other-language alternate
 *   (xhtml:link hreflang) and lastmod (publication date); 404 for a journal the site does not show;
 * - `/robots.txt`: allows crawling and names `/sitemap.xml`.
 * Absolute URLs come from the request's protocol and Host (req.protocol follows X-Forwarded-Proto only under
 * TRUST_PROXY). Articles are read through rc-pub's article list in pages of 100. Answers are cached for an hour.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ArticleSummaryWire } from 'rc-pub/contract';
import { create } from 'xmlbuilder2';
import { buildContext, type GatewayContext } from '../graphql/context.js';

/** The sitemaps protocol's limit of URLs per file; a larger journal would need numbered files (none here comes near). */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE = 100;
const CACHE = 'public, max-age=3600';
const LANGS = ['zh', 'en'] as const;

/** The site of the request's Host and its journals' ids, or null when the Host names no usable site. */
async function siteOf(ctx: GatewayContext): Promise<{ id: number; publicationIds: number[] } | null> {
  try {
    const site = await ctx.loaders.site.siteBySld(ctx.sld);
    const pubs = await ctx.rcPub.publications({ siteId: site.id });
    return { id: site.id, publicationIds: pubs.map((p) => p.id) };
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

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const articleUrl = (base: string, siteId: number, id: number, lang: string) =>
  `${base}/article/id/${siteId}/${id}/${lang}`;

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
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin(req)}/sitemap.xml\n`),
  );

  app.get('/sitemap.txt', async (req, reply) => {
    const ctx = context(req);
    const site = await siteOf(ctx);
    if (!site) return notFound(reply);
    const base = origin(req);
    const lines = [`${base}/`];
    for (const pub of site.publicationIds) {
      for (const a of await journalArticles(ctx, pub))
        for (const l of LANGS) lines.push(articleUrl(base, site.id, a.id, l));
      if (lines.length >= SITEMAP_MAX_URLS) break;
    }
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(`${lines.slice(0, SITEMAP_MAX_URLS).join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const site = await siteOf(context(req));
    if (!site) return notFound(reply);
    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
      'sitemapindex',
    );
    for (const id of site.publicationIds)
      doc
        .ele('sitemap')
        .ele('loc')
        .txt(`${origin(req)}/sitemaps/journal-${id}.xml`);
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(doc.end());
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const m = /^journal-(\d{1,9})\.xml$/.exec(req.params.file);
    if (!m) return notFound(reply);
    const ctx = context(req);
    const site = await siteOf(ctx);
    const publicationId = Number(m[1]);
    if (!site?.publicationIds.includes(publicationId)) return notFound(reply);
    const base = origin(req);
    const urlset = create({ version: '1.0', encoding: 'UTF-8' })
      .ele('http://www.sitemaps.org/schemas/sitemap/0.9', 'urlset')
      .att('http://www.w3.org/2000/xmlns/', 'xmlns:xhtml', 'http://www.w3.org/1999/xhtml');
    for (const a of await journalArticles(ctx, publicationId)) {
      for (const l of LANGS) {
        const url = urlset.ele('url');
        url.ele('loc').txt(articleUrl(base, site.id, a.id, l));
        if (a.publishedDate) url.ele('lastmod').txt(a.publishedDate.slice(0, 10));
        for (const alt of LANGS)
          url
            .ele('http://www.w3.org/1999/xhtml', 'xhtml:link')
            .att('rel', 'alternate')
            .att('hreflang', alt)
            .att('href', articleUrl(base, site.id, a.id, alt));
      }
    }
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(urlset.end());
  });
}

/** Registers robots.txt and the sitemaps. */
export const sitemapRoutes = fp(sitemaps, { name: 'sitemaps', fastify: '5.x', dependencies: ['gateway'] });
