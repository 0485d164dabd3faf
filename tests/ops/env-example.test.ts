/**
 * .env.example ("a house a newcomer can work in") lists every variable of both services' configuration
 * tables (rc-pub/src/config.ts, server/src/config.ts) with its documented default, and nothing else; every line is
 * commented out, so copying it to .env changes nothing until a line is uncommented.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RC_PUB_ENV, loadConfig as loadRcPubConfig } from '../../rc-pub/src/config.js';
import { GATEWAY_ENV, loadConfig as loadGatewayConfig } from '../../server/src/config.js';

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

  it('documents exactly the variables each config module reads', () => {
    expect([...table('rc-pub/src/config.ts').keys()].sort()).toEqual([...RC_PUB_ENV].sort());
    expect([...table('server/src/config.ts').keys()].sort()).toEqual([...GATEWAY_ENV].sort());
  });
});

describe('both config modules (one validator)', () => {
  const loaders = [
    ['rc-pub', loadRcPubConfig, RC_PUB_ENV],
    ['gateway', loadGatewayConfig, GATEWAY_ENV],
  ] as const;

  it.each(loaders)('%s rejects an empty value like a malformed one, naming the variable', (_name, load, vars) => {
    for (const v of vars) {
      let message = '';
      try {
        load({ [v]: ' ' });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message, v).toContain(`- ${v} is set but empty`);
    }
  });

  it.each(loaders)('%s lists every problem at once', (_name, load, vars) => {
    const env = Object.fromEntries(vars.filter((v) => /PORT$/.test(v) || v === 'LOG_LEVEL').map((v) => [v, 'x?']));
    expect(Object.keys(env).length).toBeGreaterThanOrEqual(2);
    expect(() => load(env)).toThrow(
      new RegExp(
        Object.keys(env)
          .map((v) => `${v} must be`)
          .join('[\\s\\S]*'),
      ),
    );
  });

  it.each(loaders)('%s returns a frozen configuration', (_name, load) => {
    const c = load({}) as Record<string, unknown>;
    expect(Object.isFrozen(c)).toBe(true);
    for (const v of Object.values(c)) if (v && typeof v === 'object') expect(Object.isFrozen(v)).toBe(true);
    expect(() => {
      c.port = 1;
    }).toThrow(TypeError);
  });

  it('refuses the Vite dev server in production', () => {
    expect(() => loadGatewayConfig({ WEB_DEV: 'on', NODE_ENV: 'production' })).toThrow(/WEB_DEV=on .*production/);
    expect(loadGatewayConfig({ WEB_DEV: 'on' })).toMatchObject({ webDev: true, pageCache: { enabled: false } });
  });
});
