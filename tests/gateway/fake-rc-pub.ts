/**
 * A fake rc-pub for gateway tests: a node:http server on an ephemeral port that answers from recorded fixtures
 * (tests/fixtures/rc-pub) or from per-path handlers, and records every request it saw (headers, query).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { fixtureKey, type Fixture } from './fixture-key.js';

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/rc-pub');

/** A request the fake received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
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

/** Loads every fixture file, keyed by fixture key. */
export function loadFixtures(dir = FIXTURES_DIR): Map<string, Fixture> {
  const map = new Map<string, Fixture>();
  if (!fs.existsSync(dir)) return map;
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.json')) continue;
    const fx = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Fixture;
    map.set(fx.key, fx);
  }
  return map;
}

/** Starts the fake. Unknown requests get a 404 envelope naming the missing fixture key. */
export async function startFakeRcPub(opts: { fixtures?: Map<string, Fixture> } = {}): Promise<FakeRcPub> {
  const fixtures = opts.fixtures ?? new Map<string, Fixture>();
  const handlers = new Map<string, FakeHandler>();
  const seen: SeenRequest[] = [];
  const missing: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let peak = 0;
  const state = { delayFixturesMs: 0 };
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    const s: SeenRequest = {
      method: req.method ?? 'GET',
      path: u.pathname,
      query: u.searchParams,
      headers: req.headers,
      key: fixtureKey(req.method ?? 'GET', req.url ?? '/'),
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
      const text = answer.raw ?? JSON.stringify(answer.body);
      res.writeHead(answer.httpStatus ?? 200, {
        'content-type': answer.contentType ?? 'application/json; charset=utf-8',
      });
      res.end(text);
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
