/**
 * Every site's icon ("each site has a favicon from its logo"): `GET /favicon.ico` on every host, for the
 * Host's site, and `GET /favicon.ico?site={sld}` for a named site (the frame links that one on every page, so a page
 * of one site shown under another host keeps its icon; web/src/components/frame/Frame.tsx). The icon is
 *   - the site's logo when it is a raster image (the site record's logo1, else pictureUrl, else the header's mobile
 *     and PC logos): a stored rc-pub file is served as it is (PNG, JPEG, GIF, WebP, ICO, BMP only, at most
 *     {@link MAX_ICON_BYTES}); an absolute https logo URL ending in a raster extension is a 302 to it;
 *   - otherwise a generated SVG: the site's initial letters in white on its theme's primary colour (docs/product/sites-and-frame.md#favicon).
 * A site that cannot be shown (unknown, forbidden, expired) still gets an icon made from its short name on the
 * default colour: no host answers 404 for /favicon.ico. Sent with `Cache-Control: public, max-age=3600`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RcPubPaths, type HeaderConfigWire, type SiteWire } from 'rc-pub/contract';
import { buildContext, type GatewayServices } from '../graphql/context.js';
import { siteTheme } from '../domain/theme.js';
import { asImageUrl } from '../graphql/resolvers/util.js';

/** Largest stored logo served as the icon (bigger ones get the generated icon). */
export const MAX_ICON_BYTES = 512 * 1024;
const CACHE = 'public, max-age=3600';
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon', 'image/bmp']);
const RASTER_URL = /^https:\/\/[^\s"'<>]+\.(png|jpe?g|gif|webp|ico|bmp)(\?[^\s"'<>]*)?$/i;
const SLD = /^[a-z0-9-]{1,63}$/i;
const STOP_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'for', 'in', 'on', 'de', 'da', 'do', 'la', 'le', 'des']);

/**
 * Up to two initial letters of a site name (generated icon): the first letters of its first two words that
 * are not small words ('of', 'the', 'de', ...), upper-cased; a name without Latin letters gives its first character
 * (a Chinese name: its first character); '' for an empty name.
 */
export function siteInitials(name: string): string {
  const words = (name.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  const latin = words.filter((w) => /^[\p{Script=Latin}\p{N}]/u.test(w));
  if (latin.length > 0)
    return latin
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join('');
  const first = words[0];
  return first ? [...first][0]! : '';
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The generated icon: `text` (1-2 letters) in white, centred on a rounded square of `colour` (#rrggbb). */
export function initialsSvg(text: string, colour: string): string {
  const safeColour = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#1e5aa8';
  const letters = text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c) || '•';
  const size = [...text].length > 1 ? 28 : 38;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64" rx="12" fill="${safeColour}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="${size}" font-weight="700" ` +
    `font-family="Arial, Helvetica, 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif">${letters}</text></svg>`
  );
}

/** The logo references of a site, most suitable first (the site record's, then the header config's logos). */
export function logoCandidates(site: SiteWire, header: HeaderConfigWire | null): string[] {
  const refs = [
    asImageUrl(site.logo1),
    asImageUrl(site.pictureUrl),
    header ? (asImageUrl(header.mobileLogoUrl) ?? asImageUrl(header.mobileLogo)) : null,
    header ? (asImageUrl(header.pcLogoUrl) ?? asImageUrl(header.pcLogo)) : null,
  ];
  return refs.filter((r): r is string => r !== null);
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(svg);
}

/** A stored rc-pub file's bytes and type when it is a raster image within the size limit, else null. */
async function storedRaster(
  services: GatewayServices,
  req: FastifyRequest,
  url: string,
): Promise<{ type: string; body: Buffer } | null> {
  try {
    const res = await services.http.stream({ lang: 'zh', requestId: req.id }, url);
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const length = Number(res.headers['content-length'] ?? 0);
    if (res.statusCode !== 200 || !RASTER_TYPES.has(type) || length > MAX_ICON_BYTES) {
      res.body.destroy();
      return null;
    }
    const body = Buffer.from(await res.body.arrayBuffer());
    return body.length > 0 && body.length <= MAX_ICON_BYTES ? { type, body } : null;
  } catch {
    return null;
  }
}

async function favicon(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  app.get<{ Querystring: { site?: string } }>('/favicon.ico', async (req, reply) => {
    const ctx = buildContext(services, { host: req.headers.host, cookies: {}, lang: 'en', requestId: req.id });
    const named = typeof req.query.site === 'string' && SLD.test(req.query.site) ? req.query.site.toLowerCase() : null;
    const sld = named ?? ctx.sld;
    let site: SiteWire;
    try {
      site = await ctx.loaders.site.siteBySld(sld);
    } catch {
      return sendSvg(reply, initialsSvg(siteInitials(sld), siteTheme(null).primary));
    }
    const header = await ctx.loaders.site.header(site.id).catch(() => null);
    for (const logo of logoCandidates(site, header)) {
      if (logo.startsWith(`${RcPubPaths.file}?`)) {
        const raster = await storedRaster(services, req, logo);
        if (raster) return reply.header('content-type', raster.type).header('cache-control', CACHE).send(raster.body);
      } else if (RASTER_URL.test(logo)) {
        return reply.header('cache-control', CACHE).redirect(logo, 302);
      }
    }
    const name = site.enName?.trim() || site.name?.trim() || site.sld;
    const theme = siteTheme(site.colour, site.colour1, site.colour2, site.colour3);
    return sendSvg(reply, initialsSvg(siteInitials(name), theme.primary));
  });
}

/** Registers GET /favicon.ico (module docs). */
export const faviconRoutes = fp(favicon, { name: 'favicon', fastify: '5.x', dependencies: ['gateway'] });
