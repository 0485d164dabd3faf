/**
 * The gateway's side of the footer visit counters (docs/product/usage.md#site-visit-counters: the
 * counters show only when enabled): which answered pages are reported (browsers' 200 HTML GETs, no crawlers, no prefetches)
 * and how they reach rc-pub (in batches, off the request path, kept when rc-pub fails).
 */
import { describe, expect, it } from 'vitest';
import type { SiteVisitBody } from 'rc-pub/contract';
import { isReaderView, MAX_BATCH, SiteVisitBeacon } from '../../server/src/plugins/app/site-visits.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('isReaderView', () => {
  it.each([
    [{ 'user-agent': CHROME }, true],
    [{ 'user-agent': CHROME, 'sec-fetch-dest': 'document' }, true],
    [{ 'user-agent': GOOGLEBOT }, false],
    [{ 'user-agent': 'curl/8.5.0' }, false],
    [{}, false],
    [{ 'user-agent': CHROME, 'sec-purpose': 'prefetch' }, false],
    [{ 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' }, false],
    [{ 'user-agent': CHROME, purpose: 'prefetch' }, false],
    [{ 'user-agent': CHROME, 'x-moz': 'prefetch' }, false],
    [{ 'user-agent': CHROME, 'x-purpose': 'preview' }, false],
  ])('%j → %s', (headers, reader) => {
    expect(isReaderView(headers)).toBe(reader);
  });
});

describe('SiteVisitBeacon', () => {
  const view = (over: Partial<{ host: string; status: number; method: string; ua: string }> = {}) => ({
    host: over.host ?? 'plosmed.localhost:3000',
    ip: '203.0.113.7',
    status: over.status ?? 200,
    method: over.method ?? 'GET',
    headers: { 'user-agent': over.ua ?? CHROME },
  });

  it('reports browsers’ 200 GET pages by site subdomain, in batches of at most MAX_BATCH, only when flushed', async () => {
    const sent: SiteVisitBody[][] = [];
    const beacon = new SiteVisitBeacon(async (b) => void sent.push(b), 'www');
    beacon.note(view());
    beacon.note(view({ host: 'localhost:3000' }));
    beacon.note(view({ status: 404 }));
    beacon.note(view({ status: 304 }));
    beacon.note(view({ method: 'HEAD' }));
    beacon.note(view({ ua: GOOGLEBOT }));
    expect(sent).toEqual([]); // nothing on the request path
    expect(beacon.waitingSize).toBe(2);
    for (let i = 0; i < MAX_BATCH; i++) beacon.note(view());
    await beacon.flush();
    expect(sent.map((b) => b.length)).toEqual([MAX_BATCH, 2]);
    expect(sent[0]![0]).toMatchObject({ sld: 'plosmed', clientIp: '203.0.113.7', userAgent: CHROME });
    expect(sent[0]![1]).toMatchObject({ sld: 'www' });
    expect(beacon.waitingSize).toBe(0);
  });

  it('keeps the views when rc-pub fails and sends them at the next flush', async () => {
    let fail = true;
    const sent: SiteVisitBody[][] = [];
    const beacon = new SiteVisitBeacon(async (b) => {
      if (fail) throw new Error('rc-pub down');
      sent.push(b);
    }, 'www');
    beacon.note(view());
    await beacon.flush();
    expect(beacon.waitingSize).toBe(1);
    fail = false;
    await beacon.close();
    expect(sent.flat()).toHaveLength(1);
  });
});
