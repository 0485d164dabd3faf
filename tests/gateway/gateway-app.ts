/** Builds the real gateway app for tests, pointed at a fake rc-pub. */
import { buildApp, type BuildOverrides } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';

/** The gateway's Fastify instance type (tests do not depend on fastify directly). */
export type GatewayApp = Awaited<ReturnType<typeof buildApp>>;

/** The gateway with test defaults (SSR off, no logs, no cross-request cache) and `env` overrides. */
export async function testGateway(
  rcPubUrl: string,
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
): Promise<GatewayApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RC_PUB_URL: rcPubUrl,
    SSR: 'off',
    SITE_CONFIG_TTL_MS: '0',
    // The load shedder answers 503 OVERLOADED while the event loop lags over 1 s, which a loaded 2-core CI
    // machine reaches in any suite; off here (a suite may turn it on: tests/gateway/rate-limit.test.ts tests the 503).
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...overrides });
  await app.ready();
  return app;
}
