/**
 * A fake rc-pub for gateway tests: a node:http server on an ephemeral port that answers from recorded fixtures
 * (tests/fixtures/rc-pub) or from per-path handlers, and records every request it saw (headers, query, language,
 * body). A fixture answers only the request it was recorded for: same method, path, query (without `timestamps`),
 * `language` header (zh when absent, docs/product/calls-and-errors.md#headers) and, for a POST, the same JSON body in any key order
 * (tests/gateway/fixture-key.ts). Anything else is a miss: a 404 envelope naming the key, listed in `missing`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Lang } from 'rc-pub/contract';
import { fixtureKey, fixtureLanguage, keyOfFixture, type Fixture } from './fixture-key.js';

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/rc-pub');

/** A request the fake received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The `language` header as rc-pub reads it (zh when absent). */
  language: Lang;
  /** The body: parsed JSON, the raw text when it is not JSON, undefined when empty (GETs). */
  body: unknown;
  /** {@link fixtureKey} of the request. */
  key: string;
}

/** A handler's answer: an envelope (HTTP 200 by default), raw text, or nothing for a while (delayMs). */
export interface FakeAnswer {
  httpStatus?: number;
  body?: unknown;
  raw?: string;
  contentType?: string;
  delayMs?: number;
}
export type FakeHandler = (req: SeenRequest) => FakeAnswer | undefined;

export interface FakeRcPub {
  url: string;
  port: number;
  seen: SeenRequest[];
  /** Keys asked for that had neither a handler nor a fixture. */
  missing: string[];
  /** Answers requests of `path` (pathname) with `handler` (checked before fixtures). */
  on(pathname: string, handler: FakeHandler): void;
  /** Removes all handlers and forgets seen requests (and resets the in-flight peak). */
  reset(): void;
  /** Delays every fixture answer by this many ms (to observe concurrency). */
  delayFixturesMs: number;
  /** Highest number of requests in flight at once since the last reset. */
  readonly peakInFlight: number;
  close(): Promise<void>;
}

/**
 * Loads every fixture file of `dir`, keyed by fixture key.
 * @throws Error when a file's `key` is not the key of its request fields (a stale or hand-edited fixture: run
 *   `pnpm fixtures:record`), or when two files have one key.
 */
export function loadFixtures(dir = FIXTURES_DIR): Map<string, Fixture> {
  const map = new Map<string, Fixture>();
  if (!fs.existsSync(dir)) return map;
  for (const f of fs.readdirSync(dir).sort()) {
    if (!f.endsWith('.json')) continue;
    const fx = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Fixture;
    const key = keyOfFixture(fx);
    if (fx.key !== key)
      throw new Error(
        `fixture ${f}: its key ${JSON.stringify(fx.key)} is not ${JSON.stringify(key)}; run pnpm fixtures:record`,
      );
    if (map.has(key)) throw new Error(`fixture ${f}: a second fixture for ${key}`);
    map.set(key, fx);
  }
  return map;
}

/** Parses a request body: JSON, else the raw text; undefined when empty. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Starts the fake. Per-path handlers answer first; then the fixture of the request's key; unknown requests get an
 * HTTP 200 envelope of status 404 naming the missing key (and the key is pushed to `missing`).
 */
export async function startFakeRcPub(opts: { fixtures?: Map<string, Fixture> } = {}): Promise<FakeRcPub> {
  const fixtures = opts.fixtures ?? new Map<string, Fixture>();
  const handlers = new Map<string, FakeHandler>();
  const seen: SeenRequest[] = [];
  const missing: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let peak = 0;
  const state = { delayFixturesMs: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const u = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const s: SeenRequest = {
      method,
      path: u.pathname,
      query: u.searchParams,
      headers: req.headers,
      language: fixtureLanguage(req.headers.language),
      body: parseBody(text),
      key: fixtureKey({ method, url: req.url ?? '/', language: req.headers.language, body: text }),
    };
    seen.push(s);
    inFlight++;
    peak = Math.max(peak, inFlight);
    const answer: FakeAnswer =
      handlers.get(u.pathname)?.(s) ??
      ((): FakeAnswer => {
        const fx = fixtures.get(s.key);
        if (!fx) missing.push(s.key);
        return fx
          ? { httpStatus: fx.httpStatus, body: fx.body, delayMs: state.delayFixturesMs }
          : {
              httpStatus: 200,
              body: { status: 404, code: 'NOT_FOUND', message: `fake rc-pub: no fixture for ${s.key}`, data: null },
            };
      })();
    const send = () => {
      inFlight--;
      if (res.destroyed) return;
      const out = answer.raw ?? JSON.stringify(answer.body);
      res.writeHead(answer.httpStatus ?? 200, {
        'content-type': answer.contentType ?? 'application/json; charset=utf-8',
      });
      res.end(out);
    };
    if (answer.delayMs) {
      const t = setTimeout(() => {
        timers.delete(t);
        send();
      }, answer.delayMs);
      timers.add(t);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    missing,
    get delayFixturesMs() {
      return state.delayFixturesMs;
    },
    set delayFixturesMs(v: number) {
      state.delayFixturesMs = v;
    },
    get peakInFlight() {
      return peak;
    },
    on: (p, h) => {
      handlers.set(p, h);
    },
    reset: () => {
      handlers.clear();
      seen.length = 0;
      missing.length = 0;
      peak = 0;
      inFlight = 0;
      state.delayFixturesMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
