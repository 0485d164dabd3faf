/**
 * The whole stack in-process for SSR tests: a seeded rc-pub (tests/helpers/seeded-db.ts snapshot) listening on
 * an ephemeral loopback port, and the real gateway (server/src/app.ts) with SSR on, pointed at it and at web/dist.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp as buildRcPub } from '../../../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../../../rc-pub/src/config.js';
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
  /** rc-pub's SMS outbox file (JSON lines `{ mobileNo, type, code, … }`), in a fresh temporary folder (issue 11). */
  smsOutbox: string;
  close(): Promise<void>;
}

/**
 * Builds web/ if needed, seeds a fresh database, starts rc-pub and the gateway. `rcPubEnv` adds rc-pub variables
 * (e.g. OIDC_* for third-party login, cheap captchas), `gatewayEnv` gateway variables (e.g. RATE_LIMIT_ACCOUNT=0);
 * both services share one field-encryption key, and SMS codes go to a temporary outbox (`smsOutbox`).
 */
export async function startStack(
  rcPubEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<Stack> {
  ensureWebBuild();
  const testDb = await createSeededTestDb();
  const smsOutbox = path.join(mkdtempSync(path.join(tmpdir(), 'stack-sms-')), 'sms.jsonl');
  const rcConfig = loadRcPubConfig({
    RC_PUB_AES_KEY: randomBytes(32).toString('base64'),
    ...process.env,
    SMS_OUTBOX: smsOutbox,
    ...rcPubEnv,
    LOG_LEVEL: 'silent',
    RC_PUB_SEED: 'off',
  });
  const rcPub = await buildRcPub({ config: { ...rcConfig, logLevel: 'silent' }, db: testDb.handle });
  const address = await rcPub.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await buildGateway(
    loadGatewayConfig({
      NODE_ENV: 'test',
      RC_PUB_URL: address,
      SSR: 'on',
      WEB_DIST: webDist,
      SITE_CONFIG_TTL_MS: '0',
      LOG_LEVEL: 'silent',
      ...(rcConfig.aesKey.value ? { RC_PUB_AES_KEY: rcConfig.aesKey.value } : {}),
      ...gatewayEnv,
    }),
    { logger: false },
  );
  await gateway.ready();
  return {
    gateway,
    rcPubUrl: address,
    smsOutbox: rcConfig.accounts.sms.outbox,
    async close() {
      await gateway.close();
      await rcPub.close();
      await testDb.cleanup();
    },
  };
}

/**
 * Starts the stack with its gateway listening on a free 127.0.0.1 port (the browser suites load pages over HTTP).
 * @returns the stack (close it after) and the port.
 */
export async function startListeningStack(
  rcPubEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<{ stack: Stack; port: number }> {
  const stack = await startStack(rcPubEnv, gatewayEnv);
  await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
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

/**
 * Starts the stack (with {@link startStack}'s extra variables) before a test file's tests and closes it after them;
 * returns it once `beforeAll` has run.
 */
export function useStack(rcPubEnv: Record<string, string> = {}, gatewayEnv: Record<string, string> = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(rcPubEnv, gatewayEnv);
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('the stack is not started (call useStack at the top level of a test file)');
    return stack;
  };
}
