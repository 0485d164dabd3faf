/**
 * Keys and file names of recorded rc-pub fixtures (tests/fixtures/rc-pub/*.json), shared by
 * scripts/record-fixtures.ts (writes them) and the fake rc-pub (serves them). A key is METHOD + path + the query
 * sorted by name, without `timestamps` (SPEC §7 adds it to every GET).
 */
import { createHash } from 'node:crypto';

/** One recorded exchange. */
export interface Fixture {
  key: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Request language header when recorded. */
  language: string;
  /** HTTP status of rc-pub's answer. */
  httpStatus: number;
  /** The envelope rc-pub answered. */
  body: unknown;
}

/** `GET /rc-pub/front/site/findBySld?sld=www` style key of a request URL (path + query). */
export function fixtureKey(method: string, url: string): string {
  const u = new URL(url, 'http://fixture');
  const params = [...u.searchParams.entries()]
    .filter(([k]) => k !== 'timestamps')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const qs = new URLSearchParams(params).toString();
  return `${method.toUpperCase()} ${u.pathname}${qs ? `?${qs}` : ''}`;
}

/** A readable, unique file name for a key. */
export function fixtureFileName(key: string): string {
  const slug = key
    .replace(/^GET /, '')
    .replace(/^\/rc-pub\/front\//, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  const hash = createHash('sha1').update(key).digest('hex').slice(0, 8);
  return `${slug}.${hash}.json`;
}
