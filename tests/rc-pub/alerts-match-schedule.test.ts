/**
 * Due times of matched alerts (immediately, daily digest, weekly digest;
 * rc-pub/src/alerts/schedule.ts): the next RC_PUB_DIGEST_HOUR in RC_PUB_DIGEST_TZ strictly after now, Mondays for
 * weekly digests, in a zone without daylight-saving time (Asia/Shanghai, UTC+8) and one with it (Europe/Berlin).
 */
import { describe, expect, it } from 'vitest';
import { dueAt, nextDigestTime } from '../../rc-pub/src/alerts/schedule.js';

const at = (iso: string) => new Date(iso);
const shanghai = { digestHour: 8, timeZone: 'Asia/Shanghai' };
const berlin = { digestHour: 8, timeZone: 'Europe/Berlin' };

describe('immediate', () => {
  it('is due at once', () => {
    const now = at('2026-11-26T10:07:41.123Z');
    expect(dueAt('immediate', now, shanghai).toISOString()).toBe('2026-11-26T10:07:41.123Z');
  });
});

describe('daily digest in Asia/Shanghai (UTC+8, no DST)', () => {
  it('after 08:00 local: tomorrow 08:00 (00:00 UTC)', () => {
    // Thursday 26 Nov 2026, 18:07 in Shanghai
    expect(dueAt('daily', at('2026-11-26T10:07:00Z'), shanghai).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
  it('before 08:00 local: today 08:00', () => {
    // 07:59 in Shanghai on 27 Nov = 23:59 UTC on 26 Nov
    expect(dueAt('daily', at('2026-11-26T23:59:00Z'), shanghai).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
  it('exactly at 08:00 local: strictly after, so tomorrow', () => {
    expect(dueAt('daily', at('2026-11-27T00:00:00Z'), shanghai).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });
  it('the local date, not the UTC date, decides the day (late evening UTC is the next morning in Shanghai)', () => {
    // 22:00 UTC on 31 Dec = 06:00 on 1 Jan in Shanghai: the digest is 08:00 on 1 Jan
    expect(dueAt('daily', at('2026-12-31T22:00:00Z'), shanghai).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
  it('honours another hour', () => {
    expect(nextDigestTime(at('2026-11-26T10:07:00Z'), 0, 'Asia/Shanghai', false).toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
  });
});

describe('weekly digest (Mondays)', () => {
  it('from a Thursday: the next Monday 08:00 in Shanghai', () => {
    // 30 Nov 2026 is a Monday
    expect(dueAt('weekly', at('2026-11-26T10:07:00Z'), shanghai).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('on a Monday before 08:00: the same day; after it: a week later', () => {
    expect(dueAt('weekly', at('2026-11-29T23:00:00Z'), shanghai).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(dueAt('weekly', at('2026-11-30T00:00:00Z'), shanghai).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });
  it('Monday in the zone, not in UTC: Sunday 20:00 UTC is already Monday 04:00 in Shanghai', () => {
    expect(dueAt('weekly', at('2026-11-29T20:00:00Z'), shanghai).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('across the end of DST in Berlin: Monday 26 Oct 2026 08:00 CET is 07:00 UTC', () => {
    // Thursday 22 Oct 2026, CEST (UTC+2); clocks go back on Sunday 25 Oct
    expect(dueAt('weekly', at('2026-10-22T12:00:00Z'), berlin).toISOString()).toBe('2026-10-26T07:00:00.000Z');
  });
});

describe('daily digest in Europe/Berlin (DST)', () => {
  it('winter (CET, UTC+1): 08:00 is 07:00 UTC', () => {
    expect(dueAt('daily', at('2026-01-15T12:00:00Z'), berlin).toISOString()).toBe('2026-01-16T07:00:00.000Z');
  });
  it('summer (CEST, UTC+2): 08:00 is 06:00 UTC', () => {
    expect(dueAt('daily', at('2026-07-15T12:00:00Z'), berlin).toISOString()).toBe('2026-07-16T06:00:00.000Z');
  });
  it('over the spring-forward night (29 Mar 2026): the day before in CET, the day of in CEST', () => {
    expect(dueAt('daily', at('2026-03-28T06:30:00Z'), berlin).toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(dueAt('daily', at('2026-03-28T12:00:00Z'), berlin).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });
  it('a digest hour inside the spring-forward gap is the instant the clock jumps to (03:00 CEST)', () => {
    expect(nextDigestTime(at('2026-03-28T12:00:00Z'), 2, 'Europe/Berlin', false).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });
  it('a digest hour that happens twice on the fall-back night is its first occurrence (02:00 CEST)', () => {
    expect(nextDigestTime(at('2026-10-24T12:00:00Z'), 2, 'Europe/Berlin', false).toISOString()).toBe(
      '2026-10-25T00:00:00.000Z',
    );
    // and after that first one, the next is the following night, not the repeated hour
    expect(nextDigestTime(at('2026-10-25T00:00:00Z'), 2, 'Europe/Berlin', false).toISOString()).toBe(
      '2026-10-26T01:00:00.000Z',
    );
  });
});
