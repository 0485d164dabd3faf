/**
 * The usage beacons: POST /usage on the page's own origin (server/src/routes/usage-beacon.ts) with
 * `{"articleId","metric"}` (an article view) or `{"siteId","search"}` (a search results page), by `navigator.sendBeacon` (queued by the browser, survives leaving the page), else a
 * keepalive fetch. Fire and forget: a lost beacon loses one count, never the page.
 */

/** What the reader did: opened the article page, or read its full text. */
export type BeaconMetric = 'abstract' | 'fulltext';

/** Sends one usage event of `articleId`. */
export function sendUsageBeacon(articleId: number, metric: BeaconMetric): void {
  send(JSON.stringify({ articleId, metric }));
}

/**
 * Reports a search the reader ran on site `siteId`: the search input its results page asked for (terms, filters,
 * `page` from 0). Counted as COUNTER Searches_Platform (docs/product/usage.md#counter-metrics), its first page only.
 */
export function sendSearchBeacon(siteId: number, search: object): void {
  send(JSON.stringify({ siteId, search }));
}

function send(body: string): void {
  try {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.('/usage', body)) return;
    void fetch('/usage', { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // not the reader's concern
  }
}
