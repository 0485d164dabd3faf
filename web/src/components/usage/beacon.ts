/**
 * The view beacon: POST /usage on the page's own origin (server/src/routes/usage-beacon.ts) with
 * `{"articleId","metric"}`, by `navigator.sendBeacon` (queued by the browser, survives leaving the page), else a
 * keepalive fetch. Fire and forget: a lost beacon loses one count, never the page.
 */

/** What the reader did: opened the article page, or read its full text. */
export type BeaconMetric = 'abstract' | 'fulltext';

/** Sends one usage event of `articleId`. */
export function sendUsageBeacon(articleId: number, metric: BeaconMetric): void {
  const body = JSON.stringify({ articleId, metric });
  try {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.('/usage', body)) return;
    void fetch('/usage', { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // not the reader's concern
  }
}
