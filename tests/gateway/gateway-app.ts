/** Builds the real gateway app for tests, pointed at a fake rc-pub. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOverrides } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';

/** The gateway with test defaults (SSR off, no logs, no cross-request cache) and `env` overrides. */
export async function testGateway(rcPubUrl: string, env: Record<string, string> = {}, overrides: BuildOverrides = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', RC_PUB_URL: rcPubUrl, SSR: 'off', SITE_CONFIG_TTL_MS: '0', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { logger: false, ...overrides });
  await app.ready();
  return app;
}
