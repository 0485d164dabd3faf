/**
 * docs/recipes ("Recipes"): every recipe lists the files to touch in order, one numbered step each, and
 * every path a recipe names exists, so a recipe cannot silently point at a file that moved. A path with a placeholder
 * (`web/src/pages/<area>/<Name>Page.tsx`) must exist up to the placeholder. Links between recipes resolve, and the
 * index names every recipe.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'docs/recipes');
const recipes = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md');
const TOP =
  /^(rc-pub|server|web|schema|tests|scripts|docs|demo-data|bench|deploy)\/|^(codegen\.ts|package\.json|README\.md|\.env\.example)$/;

/** Backticked tokens of `text` that name a repository path (a command such as `pnpm dev` is not one). */
function pathsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/`([^`\s]+)`/g)) if (TOP.test(m[1]!)) out.push(m[1]!);
  return out;
}

/** The part of `p` before its first placeholder (`<…>`, `{…}`, `*`), i.e. what must exist. */
function fixedPart(p: string): string {
  const i = p.search(/[<{*…]/);
  return i < 0 ? p : p.slice(0, p.lastIndexOf('/', i) + 1);
}

describe('docs/recipes', () => {
  it('has the six recipes, each in the index', () => {
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(recipes.sort()).toEqual(
      [
        'new-graphql-field.md',
        'new-jats-field.md',
        'new-message.md',
        'new-page.md',
        'new-rc-pub-call.md',
        'new-site.md',
      ].sort(),
    );
    for (const r of recipes) expect(index, r).toContain(`](${r})`);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('docs/recipes/');
  });

  it.each(recipes)('%s: numbered steps, each starting with the file (or command) it is about', (r) => {
    const text = readFileSync(path.join(dir, r), 'utf8');
    const steps = [...text.matchAll(/^(\d+)\. (.*)$/gm)];
    expect(steps.length, r).toBeGreaterThanOrEqual(5);
    steps.forEach((s, i) => {
      expect(Number(s[1]), `${r} step order`).toBe(i + 1);
      expect(s[2], `${r} step ${i + 1}`).toMatch(/^`[^`]+`/);
    });
  });

  it.each(recipes.concat('README.md'))('%s: every path it names exists, and every link resolves', (r) => {
    const text = readFileSync(path.join(dir, r), 'utf8');
    const paths = pathsIn(text);
    if (r !== 'README.md') expect(paths.length, r).toBeGreaterThanOrEqual(5);
    for (const p of paths) expect(existsSync(path.join(root, fixedPart(p))), `${r} names ${p}`).toBe(true);
    for (const m of text.matchAll(/\]\(([^)#\s]+)\)/g))
      if (!/^https?:/.test(m[1]!)) expect(existsSync(path.join(dir, m[1]!)), `${r} links ${m[1]}`).toBe(true);
  });

  it('would notice a moved file', () => {
    expect(existsSync(path.join(root, fixedPart('web/src/pages/<area>/<Name>Page.tsx')))).toBe(true);
    expect(existsSync(path.join(root, fixedPart('web/src/pages/NoSuchPage.tsx')))).toBe(false);
    expect(pathsIn('see `rc-pub/src/nowhere.ts` and run `pnpm dev`')).toEqual(['rc-pub/src/nowhere.ts']);
  });
});
