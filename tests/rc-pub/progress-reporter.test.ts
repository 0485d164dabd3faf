/**
 * The CLI's progress reporter ("Long commands show progress") on fake output streams: on a terminal
 * (isTTY true) a bar showing done/total, elapsed and estimated time and the current file, failures printed above
 * it; in CI or a pipe one plain line per event, written as the event arrives, with no ANSI codes or carriage returns.
 */
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressReporter, fitLeft } from '../../rc-pub/src/cli/progress-reporter.js';
import { formatSummary } from '../../rc-pub/src/cli/summary.js';
import type { ProgressEvent } from '../../rc-pub/src/lib/progress.js';

/** A writable that records what is written, posing as a terminal (or not). */
class FakeStream extends Writable {
  text = '';
  constructor(
    readonly isTTY: boolean,
    readonly columns = 120,
  ) {
    super();
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.text += String(chunk);
    done();
  }
}

/** Text as the terminal shows it after the escape codes that move the cursor and clear lines. */
const visible = (s: string): string => stripVTControlCharacters(s);

const EVENTS: ProgressEvent[] = [
  { done: 1, total: 3, current: '/data/jats/first-article.xml', outcome: 'imported', detail: 'doi 10.5555/a  id 1' },
  { done: 2, total: 3, current: '/data/jats/second-article.xml', outcome: 'failed', reason: 'not well-formed XML' },
  { done: 3, total: 3, current: '/data/notes.txt', outcome: 'skipped', reason: 'not a JATS file' },
];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('progress reporter on a terminal', () => {
  it('draws a bar with done/total, elapsed, ETA and the current file, failures above it', () => {
    const out = new FakeStream(true);
    const reporter = createProgressReporter({ stream: out, env: {}, label: (c) => c.replace('/data/', '') });
    expect(reporter.tty).toBe(true);

    reporter.onProgress(EVENTS[0]!);
    expect(visible(out.text)).toMatch(/1\/3 files \| 0:00 elapsed \| ETA -- \| jats\/first-article\.xml/);

    vi.advanceTimersByTime(2000);
    reporter.onProgress(EVENTS[1]!);
    const shown = visible(out.text);
    expect(shown).toMatch(/2\/3 files \| 0:02 elapsed \| ETA 0:0\d \| jats\/second-article\.xml/);
    expect(shown).toContain('FAIL  /data/jats/second-article.xml: not well-formed XML\n');
    expect(out.text).toContain('\u001b['); // the bar is redrawn in place

    reporter.onProgress(EVENTS[2]!);
    const tally = reporter.finish();
    expect(visible(out.text)).toMatch(/3\/3 files .*notes\.txt\n$/);
    expect(visible(out.text)).not.toContain('skip '); // skips are only listed in the summary
    expect(tally).toMatchObject({ done: 3, total: 3, counts: { imported: 1, failed: 1, skipped: 1, updated: 0 } });
  });

  it('cuts a long current path from the left so the bar fits the terminal width', () => {
    const out = new FakeStream(true, 90);
    const reporter = createProgressReporter({ stream: out, env: {} });
    reporter.onProgress({ ...EVENTS[0]!, current: `/very/${'deep/'.repeat(30)}期刊文章.xml` });
    reporter.finish();
    const bar = visible(out.text)
      .split('\n')
      .find((l) => l.includes('1/3 files'))!;
    expect(bar).toMatch(/ \| …[a-z/]*\/期刊文章\.xml$/);
    const columns = [...bar].reduce((n, c) => n + (/[\u4e00-\u9fff]/.test(c) ? 2 : 1), 0);
    expect(columns).toBeLessThanOrEqual(90);
    expect(columns).toBeGreaterThan(80); // the room left is used
    expect(fitLeft('ab期刊', 4)).toBe('…刊');
    expect(fitLeft('short', 10)).toBe('short');
  });
});

describe('progress reporter in CI and pipes', () => {
  it('writes one plain line per event as it arrives, without ANSI codes or carriage returns', () => {
    for (const [stream, env] of [
      [new FakeStream(false), {}],
      [new FakeStream(true), { CI: 'true' }],
      [new FakeStream(true), { TERM: 'dumb' }],
    ] as const) {
      const reporter = createProgressReporter({ stream, env });
      expect(reporter.tty).toBe(false);
      const lines = [
        'ok    /data/jats/first-article.xml  imported  doi 10.5555/a  id 1\n',
        'FAIL  /data/jats/second-article.xml: not well-formed XML\n',
        'skip  /data/notes.txt: not a JATS file\n',
      ];
      EVENTS.forEach((e, i) => {
        reporter.onProgress(e);
        expect(stream.text).toBe(lines.slice(0, i + 1).join(''));
      });
      reporter.finish();
      expect(stream.text).not.toContain('\r');
      expect(stream.text).not.toContain('\u001b');
    }
  });

  it('ends with a summary table listing skipped and failed files with their reasons', () => {
    const stream = new FakeStream(false);
    const reporter = createProgressReporter({ stream, env: {} });
    for (const e of EVENTS) reporter.onProgress(e);
    reporter.onProgress({ done: 4, total: 4, current: '/data/b.jsonl', outcome: 'failed', reason: 'line 3: bad' });
    vi.advanceTimersByTime(1500);
    expect(formatSummary(reporter.finish())).toBe(
      [
        'outcome   files  file: reason',
        'imported      1',
        'updated       0',
        'skipped       1  /data/notes.txt: not a JATS file',
        'failed        2  /data/jats/second-article.xml: not well-formed XML',
        '                 /data/b.jsonl: line 3: bad',
        'total         4',
        'done in 1.5 s',
        '',
      ].join('\n'),
    );
  });
});
