/**
 * The HTTP layer towards rc-pub (docs/product/calls-and-errors.md#request-conventions): one undici Pool per process, the request conventions (timestamps, language,
 * token and x-request-id headers), envelope unwrapping and error mapping. {@link RcPubClient} in client.ts has one
 * method per contract path on top of it.
 */
import { Pool, type Dispatcher } from 'undici';
import { ErrorCode, codeForStatus, type Envelope, type Lang } from 'rc-pub/contract';
import { GatewayError } from '../domain/errors.js';

/** Query values; undefined/null entries are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** Who is asking: the interface language and the member token (docs/product/calls-and-errors.md#headers). */
export interface RcPubCaller {
  lang: Lang;
  token?: string | undefined;
  /**
   * Deadline of each call in ms (server rendering: RENDER_TIMEOUT_MS; GraphQL over HTTP and the file proxy:
   * GRAPHQL_UPSTREAM_TIMEOUT_MS); default: the pool's RC_PUB_TIMEOUT_MS. For {@link RcPubHttp.stream} it bounds the
   * wait for the answer's headers only: the body then streams for as long as it keeps arriving.
   */
  timeoutMs?: number | undefined;
  /**
   * The code of a call that passed its deadline: UPSTREAM_TIMEOUT for API answers (GraphQL over HTTP, the file
   * proxy; docs/product/calls-and-errors.md#statuses-and-error-codes); UPSTREAM_UNAVAILABLE (the default) for pages
   * and the other routes, which show it as 'Data acquisition failed'.
   */
  timeoutCode?: typeof ErrorCode.UPSTREAM_TIMEOUT | typeof ErrorCode.UPSTREAM_UNAVAILABLE | undefined;
  /** The gateway request id, sent as `x-request-id`. */
  requestId?: string | undefined;
  /**
   * Origin of the page the request serves (https://host[:port]), sent as `x-portal-origin`: rc-pub writes article
   * page URLs into citations with it; absent, citations carry no URL.
   */
  portalOrigin?: string | undefined;
  /**
   * The browser's address as the gateway sees it (TRUST_PROXY rules), sent as `x-client-ip`: rc-pub's per-IP limits
   * on SMS codes count it, since every call reaches rc-pub from the gateway's own address.
   */
  clientIp?: string | undefined;
}

/** Headers of one call besides the caller's, e.g. `captcha` (a solved challenge when one is needed, docs/product/members.md#captcha). */
export type CallHeaders = Record<string, string>;

/** What `data` of a status-0 envelope must be: a JSON object, an array, or anything (unchecked). */
export type DataKind = 'object' | 'array' | 'any';

function hasKind(data: unknown, kind: DataKind): boolean {
  if (kind === 'array') return Array.isArray(data);
  if (kind === 'object') return typeof data === 'object' && data !== null && !Array.isArray(data);
  return true;
}

/** Options of {@link RcPubHttp}. */
export interface RcPubHttpOptions {
  /** e.g. http://127.0.0.1:3001 */
  origin: string;
  /** Prefix before every rc-pub path ('' normally). */
  basePath: string;
  /** Whole-request timeout in ms (headers and body). */
  timeoutMs: number;
  /** Replaces the undici Pool (tests: a MockAgent). */
  dispatcher?: Dispatcher;
}

/** Builds `path?query` with the undefined entries dropped. */
export function buildPath(path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** The GatewayError of a call that failed before an answer: timed out (the caller's code) or no connection. */
function unavailable(err: unknown, timeoutMs: number, caller: RcPubCaller): GatewayError {
  const e = err as { code?: string; name?: string; message?: string };
  const timedOut = e?.name === 'TimeoutError' || e?.name === 'AbortError' || /TIMEOUT/.test(e?.code ?? '');
  return timedOut
    ? new GatewayError(
        caller.timeoutCode ?? ErrorCode.UPSTREAM_UNAVAILABLE,
        `rc-pub did not answer within ${timeoutMs} ms`,
      )
    : new GatewayError(
        ErrorCode.UPSTREAM_UNAVAILABLE,
        `rc-pub is unreachable (${e?.code ?? e?.message ?? 'connection failed'})`,
      );
}

/** An abort signal that fires after `ms` unless {@link HeadersDeadline.clear} is called first (headers arrived). */
interface HeadersDeadline {
  signal: AbortSignal;
  clear(): void;
}

function headersDeadline(ms: number): HeadersDeadline {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  timer.unref();
  return { signal: ctl.signal, clear: () => clearTimeout(timer) };
}

/**
 * Resolves once the rc-pub requests started so far (this turn's code, microtasks and next ticks, e.g. DataLoader
 * dispatches) have been written to their connections. undici 7 writes a request on a reused keep-alive connection
 * only in the event loop's check phase (a setImmediate: it first reads anything the idle socket received,
 * GHSA-35p6-xmwp-9g52), so a resolver that starts calls and then lets the rest of the GraphQL tree run keeps them
 * off the wire for all of that synchronous work. Awaiting this first lets rc-pub work while the tree resolves.
 * Costs two event-loop turns (no timer). Why: the home page's data phase must stay within 1.25x its slowest call.
 */
export function requestsWritten(): Promise<void> {
  // undici queues its writes behind the first immediate (which only queues the second): the second runs after them.
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

/** The HTTP layer shared by all requests of the process: one undici Pool towards rc-pub. */
export class RcPubHttp {
  readonly dispatcher: Dispatcher;
  readonly timeoutMs: number;
  private readonly origin: string;
  private readonly basePath: string;
  private readonly ownsDispatcher: boolean;

  constructor(opts: RcPubHttpOptions) {
    this.origin = opts.origin;
    this.basePath = opts.basePath;
    this.timeoutMs = opts.timeoutMs;
    this.ownsDispatcher = !opts.dispatcher;
    this.dispatcher =
      opts.dispatcher ??
      new Pool(opts.origin, {
        connections: 64,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
        connectTimeout: Math.min(opts.timeoutMs, 10_000),
        keepAliveTimeout: 10_000,
      });
  }

  /** Full path on the rc-pub origin (base path + contract path + query). */
  fullPath(path: string, query?: Query): string {
    return buildPath(this.basePath + path, query);
  }

  /** The request headers of docs/product/calls-and-errors.md#headers, for a caller. */
  headers(caller: RcPubCaller): Record<string, string> {
    const h: Record<string, string> = { language: caller.lang, accept: 'application/json' };
    if (caller.token) h.token = caller.token;
    if (caller.requestId) h['x-request-id'] = caller.requestId;
    if (caller.portalOrigin) h['x-portal-origin'] = caller.portalOrigin;
    if (caller.clientIp) h['x-client-ip'] = caller.clientIp;
    return h;
  }

  /**
   * GET an enveloped JSON resource and unwrap it (every GET carries `timestamps`, docs/product/calls-and-errors.md#request-conventions).
   * @param expect the kind `data` must have on status 0 (else UPSTREAM).
   * @param extra headers of this call only, e.g. `captcha`.
   * @throws GatewayError (envelope status mapping, UPSTREAM for a body that is no envelope or lacks `data`,
   *   UPSTREAM_UNAVAILABLE).
   */
  getData<T>(
    caller: RcPubCaller,
    path: string,
    query: Query = {},
    expect: DataKind = 'any',
    extra: CallHeaders = {},
  ): Promise<T> {
    const full = this.fullPath(path, { ...query, timestamps: Date.now() });
    return this.send<T>(caller, 'GET', path, full, expect, undefined, extra);
  }

  /**
   * POST a JSON body to an enveloped resource and unwrap the answer (e.g. /front/advSearch).
   * @throws GatewayError as {@link getData}.
   */
  postData<T>(
    caller: RcPubCaller,
    path: string,
    body: unknown,
    expect: DataKind = 'any',
    extra: CallHeaders = {},
  ): Promise<T> {
    return this.send<T>(caller, 'POST', path, this.fullPath(path), expect, JSON.stringify(body), extra);
  }

  /**
   * DELETE an enveloped resource (e.g. logout) and unwrap the answer.
   * @throws GatewayError as {@link getData}.
   */
  deleteData<T>(caller: RcPubCaller, path: string, expect: DataKind = 'any', body?: unknown): Promise<T> {
    const json = body === undefined ? undefined : JSON.stringify(body);
    return this.send<T>(caller, 'DELETE', path, this.fullPath(path), expect, json);
  }

  private async send<T>(
    caller: RcPubCaller,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    fullPath: string,
    expect: DataKind,
    body?: string,
    extra: CallHeaders = {},
  ): Promise<T> {
    const timeoutMs = caller.timeoutMs ?? this.timeoutMs;
    let res: Dispatcher.ResponseData;
    let text: string;
    try {
      res = await this.dispatcher.request({
        origin: this.origin,
        path: fullPath,
        method,
        headers:
          body === undefined
            ? { ...this.headers(caller), ...extra }
            : { ...this.headers(caller), ...extra, 'content-type': 'application/json; charset=utf-8' },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.body.text();
    } catch (err) {
      throw unavailable(err, timeoutMs, caller);
    }
    let env: Envelope<T>;
    try {
      env = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new GatewayError(
        ErrorCode.UPSTREAM,
        `rc-pub answered HTTP ${res.statusCode} without an envelope for ${path}`,
      );
    }
    if (!env || typeof env !== 'object' || typeof env.status !== 'number') {
      throw new GatewayError(
        ErrorCode.UPSTREAM,
        `rc-pub answered HTTP ${res.statusCode} without an envelope for ${path}`,
      );
    }
    if (env.status === 0) {
      if (hasKind(env.data, expect)) return env.data;
      throw new GatewayError(
        ErrorCode.UPSTREAM,
        `rc-pub answered status 0 for ${path} without ${expect === 'array' ? 'a list' : 'an object'} in data`,
      );
    }
    const message = typeof env.message === 'string' && env.message ? env.message : `rc-pub status ${env.status}`;
    throw new GatewayError(codeForStatus(env.status), message, env.status, env.data ?? null);
  }

  /**
   * Streams a raw (non-enveloped) GET, e.g. a file; the caller consumes or destroys the body. The caller's deadline
   * bounds the wait for the status and headers only: a large file then streams for as long as its bytes keep coming
   * (the pool's idle bodyTimeout, RC_PUB_TIMEOUT_MS, still ends a body that stops).
   * @param extraHeaders e.g. conditional request headers (If-None-Match) passed on from the browser.
   * @throws GatewayError the caller's timeout code when no headers came in time, UPSTREAM_UNAVAILABLE without a connection.
   */
  async stream(
    caller: RcPubCaller,
    pathAndQuery: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Dispatcher.ResponseData> {
    const timeoutMs = caller.timeoutMs ?? this.timeoutMs;
    const deadline = headersDeadline(timeoutMs);
    try {
      return await this.dispatcher.request({
        origin: this.origin,
        path: this.basePath + pathAndQuery,
        method: 'GET',
        headers: { ...this.headers(caller), ...extraHeaders },
        signal: deadline.signal,
      });
    } catch (err) {
      throw unavailable(err, timeoutMs, caller);
    } finally {
      deadline.clear();
    }
  }

  /** Closes the pool (when this instance created it). */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }
}
