/**
 * .env.example (issue 13, "a house a newcomer can work in") lists every variable of both services' configuration
 * tables (rc-pub/src/config.ts, server/src/config.ts) with its documented default, and nothing else; every line is
 * commented out, so copying it to .env changes nothing until a line is uncommented.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Variable → default from a config module's doc table (`| NAME | default | meaning |`). */
function table(file: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
    const m = /^\s*\*\s*\|\s*([A-Z][A-Z0-9_]+)\s*\|\s*(.*?)\s*\|/.exec(line);
    if (m) rows.set(m[1]!, m[2]!);
  }
  return rows;
}

const example = readFileSync(path.join(root, '.env.example'), 'utf8');
const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

describe('.env.example', () => {
  it('lists every variable of both configuration tables with its default', () => {
    for (const file of ['rc-pub/src/config.ts', 'server/src/config.ts']) {
      const rows = table(file);
      expect(rows.size, file).toBeGreaterThan(5);
      for (const [name, fallback] of rows) {
        expect(listed.has(name), `${name} (${file}) is missing from .env.example`).toBe(true);
        const literal = !/[\s(<]/.test(fallback);
        if (literal) expect(example, name).toContain(`# ${name}=${fallback}\n`);
        else expect(example, name).toMatch(new RegExp(`# ${name}=\\n#   default: `));
      }
    }
  });

  it('lists nothing the services do not read, and sets nothing by itself', () => {
    const known = new Set([...table('rc-pub/src/config.ts').keys(), ...table('server/src/config.ts').keys()]);
    for (const name of listed) expect(known.has(name), `${name} is in no configuration table`).toBe(true);
    for (const line of example.split('\n')) if (line.trim()) expect(line.startsWith('#'), line).toBe(true);
  });
});
