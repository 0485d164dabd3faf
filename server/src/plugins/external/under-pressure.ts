/**
 * Load shedding with @fastify/under-pressure: while the event-loop delay, the V8 heap in use or
 * the resident set is over its threshold (SHED_* variables; 0 = that check off), requests are answered at once with
 * 503, Retry-After and code OVERLOADED (an HTML page for pages, GraphQL JSON for /graphql) instead of queueing
 * without bound. GET /healthz answers `{"status":"ok"}` for the load balancer, and 503 while shedding.
 * A member's page (a GET with the session cookie) is let through a busy event loop to the render line, which serves
 * members first and bounds their wait (ssr/render-gate.ts, docs/product/calls-and-errors.md#load-shedding); memory
 * over its threshold sheds every request.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from 'rc-pub/contract';
import type { GatewayPluginOptions } from '../app/gateway.js';
import { isGraphqlRequest, refusalPage, type Refusal } from '../../security/refusal.js';

/**
 * Whether a request goes on despite the event-loop delay being over its threshold: a member's page, i.e. a GET that
 * is not GraphQL, an /rc-pub path or the health check, sent with the `commonToken` session cookie.
 * @param type under-pressure's pressure type ('eventLoopDelay', 'heapUsedBytes', 'rssBytes', …).
 */
export function passesBusyLoop(type: string, req: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (type !== 'eventLoopDelay' || req.method !== 'GET') return false;
  if (req.url.startsWith('/graphql') || req.url.startsWith('/rc-pub/') || req.url.startsWith(HEALTH_PATH)) return false;
  return /(?:^|;\s*)commonToken=[^;\s]/.test(req.headers.cookie ?? '');
}

/** The load balancer's health path. */
export const HEALTH_PATH = '/healthz';

async function loadShedding(app: FastifyInstance, { config, overrides }: GatewayPluginOptions): Promise<void> {
  const { shed } = config;
  const refusal: Refusal = {
    status: 503,
    code: ErrorCode.OVERLOADED,
    message: 'The portal is busy; please try again in a few seconds.',
    messageZh: '系统繁忙，请稍后再试。',
    retryAfterS: shed.retryAfterS,
  };
  await app.register(underPressure, {
    maxEventLoopDelay: shed.maxEventLoopDelayMs,
    maxHeapUsedBytes: shed.maxHeapBytes,
    maxRssBytes: shed.maxRssBytes,
    retryAfter: shed.retryAfterS,
    sampleInterval: overrides.loadSampleIntervalMs ?? 1000,
    exposeStatusRoute: { url: HEALTH_PATH, routeOpts: { logLevel: 'warn' } },
    // under-pressure sends a non-promise return value as the body and ends the request there (its types say void).
    pressureHandler: ((
      req: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ): string | undefined => {
      if (passesBusyLoop(type, req)) return undefined; // under-pressure lets the request go on
      req.log.warn({ type, value, code: refusal.code }, 'shedding load');
      reply.code(503).header('retry-after', String(shed.retryAfterS)).header('cache-control', 'no-store');
      if (isGraphqlRequest(req)) {
        reply.type('application/json; charset=utf-8');
        return JSON.stringify({
          data: null,
          errors: [{ message: refusal.message, extensions: { code: refusal.code } }],
        });
      }
      if (req.url.startsWith(HEALTH_PATH) || req.url.startsWith('/rc-pub/')) {
        reply.type('application/json; charset=utf-8');
        return JSON.stringify({ status: 503, code: refusal.code, message: refusal.message, data: null });
      }
      reply.type('text/html; charset=utf-8');
      return refusalPage(refusal);
    }) as unknown as (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
  });
}

/** Registers load shedding and /healthz for every route of the app (register before the routes). */
export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding', fastify: '5.x' });
