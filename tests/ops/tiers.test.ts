/**
 * The suite's shape (tests/tiers.ts): every test file runs in exactly one tier, no file outside the own-stack list starts
 * a stack of its own configuration or a Chromium of its own, and each own-stack file says in its header why it needs
 * one. A file that breaks these makes the suite slower for everybody (a seeded stack costs seconds and hundreds of MB).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_STACK, PGLITE_SET, PROCESS, testFiles } from '../tiers.js';

const testsDir = join(import.meta.dirname, '..');
const files = testFiles(testsDir);
const text = (file: string) => readFileSync(join(testsDir, file), 'utf8');

/** A stack started with options: `startStack({`, `startListeningStack({`, `useStack({`, `useBrowserStack({`. */
const STACK_WITH_OPTIONS = /\b(?:startStack|startListeningStack|useStack|useBrowserStack)\(\s*\{/;

describe('test tiers', () => {
  it('puts every test file in one tier, and names only files that exist', () => {
    expect(files.length).toBeGreaterThan(150);
    const names = new Set(files.map((f) => f.file));
    for (const listed of [...OWN_STACK, ...PROCESS, ...PGLITE_SET]) expect(names, listed).toContain(listed);
  });

  it('lets no file outside the own-stack list start a stack of its own configuration', () => {
    const offenders = files
      // (this file names the calls it looks for)
      .filter((f) => f.tier !== 'own-stack' && f.tier !== 'process' && f.file !== 'ops/tiers.test.ts')
      .filter((f) => STACK_WITH_OPTIONS.test(text(f.file)))
      .map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('lets no file launch a Chromium of its own (tests/web/helpers/chromium.ts launchChromium shares one per worker)', () => {
    const offenders = files.filter((f) => /\bchromium\.launch\(/.test(text(f.file))).map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('has each own-stack file say why in its header', () => {
    for (const file of OWN_STACK) {
      const source = text(file);
      const header = source.slice(0, source.indexOf('*/'));
      expect(header, file).toMatch(/Own stack: /);
    }
  });
});
