/**
 * The whole stack in-process for SSR tests: a seeded rc-pub (tests/helpers/seeded-db.ts snapshot) listening on
 * an ephemeral loopback port, and the real gateway (server/src/app.ts) with SSR on, pointed at it and at web/dist.
 * Both share one field-encryption key (so member passwords pass), and rc-pub's SMS outbox is a file in a
 * fresh temporary folder (`Stack.smsOutbox`), never the repository's data/.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp as buildRcPub } from '../../../rc-pub/src/app.js';
import type { Mailer } from '../../../rc-pub/src/alerts/mailer.js';
import { loadConfig as loadRcPubConfig, type RcPubConfig } from '../../../rc-pub/src/config.js';
import { buildApp as buildGateway } from '../../../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../../../server/src/config.js';
import { createSeededTestDb } from '../../helpers/seeded-db.js';
import { afterAll, beforeAll } from 'vitest';
import { ensureWebBuild, webDist } from './build.js';

/** The running stack; `close` stops both apps and drops the database. */
export interface Stack {
  gateway: Awaited<ReturnType<typeof buildGateway>>;
  /** rc-pub's base URL (`http://127.0.0.1:{port}`), for tests that compare the gateway's answers with rc-pub's. */
  rcPubUrl: string;
  /** rc-pub's SMS outbox file (one JSON line `{ mobileNo, type, code, text, sentAt }` per SMS; created on the first). */
  smsOutbox: string;
  /** rc-pub's database, for suites that add records the seed lacks (e.g. menu items of other codes). */
  db: Awaited<ReturnType<typeof createSeededTestDb>>['handle']['db'];
  close(): Promise<void>;
}

/**
 * What a suite may change: rc-pub's whole configuration (e.g. tests/helpers/rc-pub-config.ts for member accounts) or
 * more rc-pub variables (e.g. OIDC_*, RC_PUB_CAPTCHA_MAX_NUMBER), and more gateway variables (e.g. RATE_LIMIT_ACCOUNT).
 */
export interface StackOptions {
  /** rc-pub's configuration; its AES key and SMS outbox are used as they are. */
  rcPub?: RcPubConfig;
  /** rc-pub variables over the defaults when `rcPub` is not given. */
  rcPubEnv?: Record<string, string>;
  /** Extra gateway environment. */
  gatewayEnv?: Record<string, string>;
  /** rc-pub's mailer (e.g. tests/rc-pub/alerts-helper.ts captureMailer, to read mailed codes). */
  rcPubMailer?: Mailer;
  /**
   * A stack of the file's own even with the default configuration: for a file that changes seeded records (adds menu
   * items, home-page fixtures or usage counts) which other files' assertions read.
   */
  own?: boolean;
}

/** Builds web/ if needed, seeds a fresh database, starts rc-pub and the gateway; both share one field key. */
async function startOwnStack(options: StackOptions): Promise<Stack> {
  ensureWebBuild();
  const testDb = await createSeededTestDb();
  const rcConfig =
    options.rcPub ??
    loadRcPubConfig({
      ...process.env,
      RC_PUB_AES_KEY: process.env.RC_PUB_AES_KEY ?? randomBytes(32).toString('base64'),
      SMS_OUTBOX: path.join(mkdtempSync(path.join(tmpdir(), 'stack-sms-')), 'sms.jsonl'),
      LOG_LEVEL: 'silent',
      RC_PUB_SEED: 'off',
      ...options.rcPubEnv,
    });
  const rcPub = await buildRcPub({
    config: { ...rcConfig, logLevel: 'silent' },
    db: testDb.handle,
    ...(options.rcPubMailer ? { mailer: options.rcPubMailer } : {}),
  });
  const address = await rcPub.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await buildGateway(
    loadGatewayConfig({
      ...stackGatewayEnv(address),
      ...(rcConfig.aesKey.value ? { RC_PUB_AES_KEY: rcConfig.aesKey.value } : {}),
      ...options.gatewayEnv,
    }),
    { logger: false },
  );
  await gateway.ready();
  return {
    gateway,
    rcPubUrl: address,
    smsOutbox: rcConfig.accounts.sms.outbox,
    db: testDb.handle.db,
    async close() {
      await gateway.close();
      await rcPub.close();
      await testDb.cleanup();
    },
  };
}

/**
 * The gateway environment of a test stack on the rc-pub at `rcPubUrl`: server rendering of the built web app, no
 * site-config cache, renders on the event loop, no load shedding, silent logs. A file that needs a second gateway with
 * one setting changed (tests/web/scholarly-meta.test.ts) starts from it.
 */
export function stackGatewayEnv(rcPubUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    RC_PUB_URL: rcPubUrl,
    SSR: 'on',
    WEB_DIST: webDist,
    SITE_CONFIG_TTL_MS: '0',
    // Renders on the event loop: each render thread loads the whole server bundle again (about 6 CPU-s per stack
    // for the default two), paid by every stack a file or worker starts. The threads are tested where they are the
    // subject: tests/gateway/render-threads.test.ts, and the compiled gateway with its defaults (tests/ops/).
    RENDER_THREADS: 'off',
    // The load shedder answers 503 OVERLOADED while the event loop lags over 1 s, which a loaded 2-core CI machine
    // reaches in any suite; off here (a suite may turn it on: tests/gateway/rate-limit.test.ts tests the 503).
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    // GraphQL's 5 s bound per rc-pub call counts the wait for one of the gateway's connections too, which a query over
    // every journal’s latest issue (tests/web/search-stack.test.ts) can exceed on a loaded 2-core CI machine. The bound
    // itself is the subject of tests/gateway/upstream-timeout.test.ts.
    GRAPHQL_UPSTREAM_TIMEOUT_MS: '60000',
    LOG_LEVEL: 'silent',
  };
}

/** True when `options` asks for nothing but the defaults, so the worker's shared stack serves it. */
function isDefault(options: StackOptions): boolean {
  return !options.own && !options.rcPub && !options.rcPubMailer && !options.rcPubEnv && !options.gatewayEnv;
}

/** The worker's shared stack (module state: vitest runs the stack and browser tiers with `isolate: false`). */
let shared: Promise<Stack> | undefined;

/**
 * The stack for a test file. With default options: the one stack this worker shares between its files (started by
 * the first file that asks, left running until the worker exits; its `close` does nothing), so a file must leave the
 * seeded data as it found it or create its own records. With options: a stack of the file's own, which `close` stops
 * and drops (such a file belongs to the `own-stack` project and says why in its header).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!isDefault(options)) return startOwnStack(options);
  shared ??= startOwnStack({}).catch((e: unknown) => {
    shared = undefined;
    throw e;
  });
  const stack = await shared;
  return { ...stack, close: async () => {} };
}

/**
 * Starts the stack with its gateway listening on a free 127.0.0.1 port (the browser suites load pages over HTTP).
 * @returns the stack (close it after) and the port.
 */
export async function startListeningStack(options: StackOptions = {}): Promise<{ stack: Stack; port: number }> {
  const stack = await startStack(options);
  // the shared stack listens once, for every file of the worker
  if (!stack.gateway.server.listening) await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = stack.gateway.server.address();
  if (!address || typeof address === 'string') throw new Error('gateway did not bind a TCP port');
  return { stack, port: address.port };
}

/**
 * Starts the stack before a test file's tests and closes it after them; returns the gateway's HTTP server for
 * supertest (`request(server())`), available once `beforeAll` has run.
 */
export function useStackServer(): () => Stack['gateway']['server'] {
  const stack = useStack();
  return () => stack().gateway.server;
}

/** Starts the stack before a test file's tests and closes it after them; returns it once `beforeAll` has run. */
export function useStack(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('the stack is not started (call useStack at the top level of a test file)');
    return stack;
  };
}
