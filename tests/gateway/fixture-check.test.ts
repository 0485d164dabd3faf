/**
 * `pnpm fixtures:check` fails on any difference between the committed fixtures and a fresh recording:
 * scripts/fixture-diff.ts names the added, removed and changed files and shows the first lines of each change.
 * (The recording itself runs in `pnpm fixtures:check`, scripts/test.sh; here two hand-made folders stand for it.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareFixtures, describeDiff } from '../../scripts/fixture-diff.js';

let committed: string;
let recorded: string;
beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-check-'));
  committed = path.join(root, 'committed');
  recorded = path.join(root, 'recorded');
  fs.mkdirSync(path.join(committed, 'search'), { recursive: true });
  fs.mkdirSync(recorded);
});
afterEach(() => fs.rmSync(path.dirname(committed), { recursive: true, force: true }));

/** Writes `files` (name → JSON value, written as the recorder does) into `dir`. */
function write(dir: string, files: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
}

const site = (greeting: string) => ({ key: 'GET /x language=en', body: { status: 0, data: { greeting, id: 4 } } });

describe('comparing the committed fixtures with a fresh recording', () => {
  it('identical folders: nothing to report, every file counted as matching (inputs in subfolders ignored)', () => {
    write(committed, { 'a.en.1.json': site('Welcome'), 'b.zh.2.json': site('欢迎') });
    write(recorded, { 'a.en.1.json': site('Welcome'), 'b.zh.2.json': site('欢迎') });
    write(path.join(committed, 'search'), { 'cases.json': { q: 'x' } });
    const d = compareFixtures(committed, recorded);
    expect(d).toEqual({ added: [], removed: [], changed: [], same: 2 });
    expect(describeDiff(d, committed, recorded)).toBe('');
  });

  it('lists added, removed and changed files, with the changed lines of a changed one', () => {
    write(committed, { 'gone.zh.1.json': site('x'), 'same.zh.2.json': site('y'), 'moved.en.3.json': site('Welcome') });
    write(recorded, { 'new.zh.4.json': site('x'), 'same.zh.2.json': site('y'), 'moved.en.3.json': site('Hello') });
    const d = compareFixtures(committed, recorded);
    expect(d).toEqual({
      added: ['new.zh.4.json'],
      removed: ['gone.zh.1.json'],
      changed: ['moved.en.3.json'],
      same: 1,
    });
    const report = describeDiff(d, committed, recorded);
    expect(report).toContain('  + new.zh.4.json');
    expect(report).toContain('  - gone.zh.1.json');
    expect(report).toContain('  ~ moved.en.3.json');
    expect(report).toMatch(/^ {4}- {6}"greeting": "Welcome",$/m);
    expect(report).toMatch(/^ {4}\+ {6}"greeting": "Hello",$/m);
    expect(report).toContain('pnpm fixtures:record');
  });

  it('a change in bytes only (key order, a trailing newline) is a change: the recording is deterministic', () => {
    fs.writeFileSync(path.join(committed, 'a.zh.1.json'), '{"a":1,"b":2}\n');
    fs.writeFileSync(path.join(recorded, 'a.zh.1.json'), '{"b":2,"a":1}\n');
    expect(compareFixtures(committed, recorded).changed).toEqual(['a.zh.1.json']);
  });

  it('shows at most a few lines per changed file and says how many more there are', () => {
    const long = (v: string) => Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, `${v}${i}`]));
    write(committed, { 'l.zh.1.json': long('a') });
    write(recorded, { 'l.zh.1.json': long('b') });
    const report = describeDiff(compareFixtures(committed, recorded), committed, recorded);
    expect(report.split('\n').length).toBeLessThan(30);
    expect(report).toMatch(/… \(\d+ more lines\)/);
  });
});
