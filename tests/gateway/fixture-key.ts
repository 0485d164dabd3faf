/**
 * Keys and file names of recorded rc-pub fixtures (tests/fixtures/rc-pub/*.json), shared by
 * scripts/record-fixtures.ts (writes them), the fake rc-pub (serves them) and scripts/check-fixtures.ts (compares
 * them). A key is everything of a request that can change rc-pub's answer (docs/product/calls-and-errors.md#request-conventions):
 * - the method, the path and the query sorted by name, without `timestamps` (every GET carries it);
 * - the `language` header as rc-pub reads it (zh when absent or not English: rc-pub/src/lib/i18n.ts parseLang);
 * - the body, when the request has one (the POSTs of the advanced search), as canonical JSON: keys sorted at every
 *   depth, so two bodies that differ only in key order have one key.
 *
 * Example keys: `GET /rc-pub/front/site/findBySld?sld=www language=en`,
 * `POST /rc-pub/front/advSearch language=zh {"rows":[{"field":"all","value":"a"}],"siteId":1}`.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { Lang } from 'rc-pub/contract';
import { parseLang } from '../../rc-pub/src/lib/i18n.js';

/** One recorded exchange (the JSON of one fixture file). */
export interface Fixture {
  /** {@link fixtureKey} of the request; {@link loadFixtures} checks it against the fields below. */
  key: string;
  method: string;
  path: string;
  /** Query parameters without `timestamps`. */
  query: Record<string, string>;
  /** The request's language as rc-pub read it. */
  language: Lang;
  /** The request's JSON body (POSTs only). */
  requestBody?: unknown;
  /** HTTP status of rc-pub's answer. */
  httpStatus: number;
  /** The envelope rc-pub answered. */
  body: unknown;
}

/** What decides a fixture: one request to rc-pub as it went over the wire. */
export interface FixtureRequest {
  method: string;
  /** Path and query, e.g. `/rc-pub/front/site/findBySld?sld=www&timestamps=1700000000000`. */
  url: string;
  /** The `language` header as sent (absent: zh, as rc-pub). */
  language?: string | string[] | undefined;
  /** The request body: raw text off the wire (JSON or not), or a value to be sent as JSON; empty means none. */
  body?: unknown;
}

/** The `language` header as rc-pub reads it (docs/product/calls-and-errors.md#headers: zh by default). */
export function fixtureLanguage(header: string | string[] | undefined): Lang {
  return parseLang(header);
}

/**
 * The canonical form of a request body: JSON with sorted keys, or the raw text when it is not JSON; undefined when
 * there is no body (undefined, null or empty text).
 */
export function canonicalBody(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body !== 'string') return stringify(body);
  try {
    return stringify(JSON.parse(body) as unknown);
  } catch {
    return body;
  }
}

/** The query of a URL without `timestamps`, sorted by name. */
function sortedQuery(u: URL): [string, string][] {
  return [...u.searchParams.entries()]
    .filter(([k]) => k !== 'timestamps')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The key of a request: `METHOD /path?sorted-query language=xx[ canonical-body]` (see the module docblock). */
export function fixtureKey(req: FixtureRequest): string {
  const u = new URL(req.url, 'http://fixture');
  const qs = new URLSearchParams(sortedQuery(u)).toString();
  const body = canonicalBody(req.body);
  const lang = fixtureLanguage(req.language);
  return `${req.method.toUpperCase()} ${u.pathname}${qs ? `?${qs}` : ''} language=${lang}${body === undefined ? '' : ` ${body}`}`;
}

/** The key of a recorded fixture, computed again from its request fields (to catch a stale or hand-edited key). */
export function keyOfFixture(fx: Fixture): string {
  const qs = new URLSearchParams(Object.entries(fx.query)).toString();
  return fixtureKey({
    method: fx.method,
    url: `${fx.path}${qs ? `?${qs}` : ''}`,
    language: fx.language,
    body: fx.requestBody,
  });
}

/** The request fields of a fixture for a request (what the recorder stores beside the answer). */
export function fixtureRequestFields(req: FixtureRequest): Omit<Fixture, 'httpStatus' | 'body'> {
  const u = new URL(req.url, 'http://fixture');
  const text = canonicalBody(req.body);
  let requestBody: unknown;
  if (text !== undefined) {
    try {
      requestBody = JSON.parse(text) as unknown;
    } catch {
      requestBody = text;
    }
  }
  return {
    key: fixtureKey(req),
    method: req.method.toUpperCase(),
    path: u.pathname,
    query: Object.fromEntries(sortedQuery(u)),
    language: fixtureLanguage(req.language),
    ...(requestBody === undefined ? {} : { requestBody }),
  };
}

/**
 * A readable, unique file name for a fixture: the path under /rc-pub/front and the query as a slug (the method
 * first when it is not GET), the language, and 8 hex digits of the key's SHA-1 (which tells bodies apart), e.g.
 * `site_findBySld_sld_www.en.c8303cb1.json`, `POST_advSearch.zh.1a2b3c4d.json`.
 */
export function fixtureFileName(fx: Pick<Fixture, 'key' | 'method' | 'path' | 'query' | 'language'>): string {
  const qs = new URLSearchParams(Object.entries(fx.query)).toString();
  const slug = `${fx.method === 'GET' ? '' : `${fx.method} `}${fx.path.replace(/^\/rc-pub\/front\//, '')}?${qs}`
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  const hash = createHash('sha1').update(fx.key).digest('hex').slice(0, 8);
  return `${slug}.${fx.language}.${hash}.json`;
}
