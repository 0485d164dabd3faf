/**
 * POST /usage `{"articleId":N,"metric":"abstract"|"fulltext"}`: the article page's view beacon, and
 * `{"siteId":N,"search":{…}}`: the search results page's (COUNTER Searches_Platform, docs/product/usage.md#counter-metrics)
 * (`navigator.sendBeacon`, a text/plain body), counted by rc-pub's COUNTER R5 rules with the reader's session, address
 * and user agent. A beacon, not a GraphQL call: it is fire-and-forget, survives the page being left, and keeps the
 * page's GraphQL traffic to its one server-run query (tests/browser/hydration.test.ts). Only same-origin requests
 * count (Sec-Fetch-Site, else Origin against Host), so another site cannot inflate counts through its visitors'
 * browsers. Answers 204 (counted or not), 400 for a bad body or a site rc-pub does not know, 403 cross-site, 502 when
 * rc-pub is down.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, PAGE_USAGE_METRICS, type PageUsageMetric, RECORD_SEARCH_LIMITS } from 'rc-pub/contract';
import { isGatewayError } from '../domain/errors.js';
import { resolveLanguage } from '../domain/request.js';
import { RcPubClient } from '../rc-pub/client.js';

/** The beacon's path on every host. */
export const USAGE_BEACON_PATH = '/usage';

/** Largest body accepted (bytes): a reported search with its site id and braces. */
const BODY_LIMIT = RECORD_SEARCH_LIMITS.bytes + 64;

/** An event a beacon reports: an article view, or a search run on a site. */
export type UsageBeaconEvent =
  | { articleId: number; metric: PageUsageMetric }
  | { siteId: number; search: Record<string, unknown> };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 2_147_483_647;

/** The event of a beacon body, or null when it is not one. */
export function parseUsageBeacon(body: unknown): UsageBeaconEvent | null {
  if (typeof body !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    return null;
  }
  const o = v as { articleId?: unknown; metric?: unknown; siteId?: unknown; search?: unknown };
  if (typeof o !== 'object' || o === null) return null;
  if ('search' in o) {
    const { siteId, search } = o;
    if (!isId(siteId) || typeof search !== 'object' || search === null || Array.isArray(search)) return null;
    if (Object.keys(search).length > RECORD_SEARCH_LIMITS.properties) return null;
    return { siteId, search: search as Record<string, unknown> };
  }
  const { articleId, metric } = o;
  if (!isId(articleId)) return null;
  if (!(PAGE_USAGE_METRICS as readonly unknown[]).includes(metric)) return null;
  return { articleId, metric: metric as PageUsageMetric };
}

/** True when the request comes from a page of the same origin. */
export function isSameOrigin(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

async function usageBeacon(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(USAGE_BEACON_PATH, { bodyLimit: BODY_LIMIT }, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (!isSameOrigin(req)) return reply.code(403).send();
      const event = parseUsageBeacon(req.body);
      if (!event) return reply.code(400).send();
      const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
      const rcPub = new RcPubClient(services.http, {
        lang: resolveLanguage(undefined, cookies.language),
        token: cookies.commonToken || undefined,
        requestId: req.id,
        clientIp: req.ip,
      });
      try {
        const usage = rcPub.usage(req.headers['user-agent']?.slice(0, 512));
        if ('search' in event) await usage.recordSearch(event.siteId, event.search);
        else await usage.record(event.articleId, event.metric);
        return reply.code(204).send();
      } catch (e) {
        // a site or search rc-pub does not take is the sender's fault, not an outage
        if (isGatewayError(e, ErrorCode.NOT_FOUND) || isGatewayError(e, ErrorCode.BAD_REQUEST))
          return reply.code(400).send();
        req.log.warn({ err: e }, 'usage beacon not recorded');
        return reply.code(502).send();
      }
    });
  });
}

/** Registers POST /usage on every host. */
export const usageBeaconRoutes = fp(usageBeacon, {
  name: 'usage-beacon',
  fastify: '5.x',
  dependencies: ['gateway', 'cookie'],
});
