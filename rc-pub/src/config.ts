/**
 * rc-pub configuration: read from the environment once, validated, with every problem listed before exit.
 *
 * | variable          | default                         | meaning                                                        |
 * |-------------------|---------------------------------|----------------------------------------------------------------|
 * | RC_PUB_PORT       | 3001                            | TCP port of the REST service                                   |
 * | RC_PUB_HOST       | 127.0.0.1                       | address to bind (0.0.0.0 in containers)                        |
 * | DATABASE_URL      | (unset)                         | postgres://… to use PostgreSQL; unset = embedded PGlite        |
 * | PGLITE_DIR        | ./data/pglite                   | PGlite data directory (when DATABASE_URL is unset); 'memory://' for in-memory |
 * | DEMO_DATA_DIR     | <repo>/demo-data                | JATS and CSL demo data loaded by the seed                      |
 * | RC_PUB_SEED       | auto                            | auto = seed an empty database at start; off = never            |
 * | LOG_LEVEL         | info                            | pino log level (fatal … trace, silent)                          |
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RcPubConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  demoDataDir: string;
  seed: 'auto' | 'off';
  logLevel: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Thrown by {@link loadConfig} with every invalid variable listed. */
export class ConfigError extends Error {}

/**
 * Reads and validates the environment. Throws {@link ConfigError} listing each invalid variable.
 * @param env the environment (default process.env); tests pass their own.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): RcPubConfig {
  const problems: string[] = [];
  const port = Number(env.RC_PUB_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`RC_PUB_PORT must be a port number, got '${env.RC_PUB_PORT}'`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push(`DATABASE_URL must start with postgres://, got '${databaseUrl}'`);
  const seed = (env.RC_PUB_SEED ?? 'auto') as RcPubConfig['seed'];
  if (seed !== 'auto' && seed !== 'off') problems.push(`RC_PUB_SEED must be auto or off, got '${env.RC_PUB_SEED}'`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  if (problems.length) throw new ConfigError(`Invalid rc-pub configuration:\n- ${problems.join('\n- ')}`);
  const pgliteDir = env.PGLITE_DIR ?? path.join(repoRoot, 'data/pglite');
  return {
    port,
    host: env.RC_PUB_HOST ?? '127.0.0.1',
    databaseUrl,
    pgliteDir: pgliteDir === 'memory://' ? pgliteDir : path.resolve(pgliteDir),
    demoDataDir: path.resolve(env.DEMO_DATA_DIR ?? path.join(repoRoot, 'demo-data')),
    seed,
    logLevel,
  };
}
