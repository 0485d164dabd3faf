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
 * | RC_PUB_IMPORT_MAX_FILE_MB | 20                      | largest JATS/CSL file an import reads (MB); a larger file fails alone |
 * | RC_PUB_IMPORT_MAX_BODY_MB | 16                      | largest rendered body HTML of one article, all languages (MB) |
 * | RC_PUB_LOG_PRETTY | auto                            | auto = pino-pretty when stdout is a terminal, JSON otherwise; on / off |
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportLimits } from './import/limits.js';

export interface RcPubConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  demoDataDir: string;
  seed: 'auto' | 'off';
  logLevel: string;
  /** Import limits in bytes (issue 7). */
  importLimits: ImportLimits;
  /** Human-readable logs (pino-pretty): true when RC_PUB_LOG_PRETTY=on, or auto and stdout is a terminal. */
  logPretty: boolean;
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
  const megabytes = (name: string, dflt: number): number => {
    const raw = env[name]?.trim();
    const v = raw === undefined || raw === '' ? dflt : Number(raw);
    if (!Number.isFinite(v) || v <= 0 || v > 2048) {
      problems.push(`${name} must be a size in MB between 0 and 2048 (e.g. 20 or 0.5), got '${env[name]}'`);
      return dflt;
    }
    return v;
  };
  const importLimits = {
    maxFileBytes: Math.round(megabytes('RC_PUB_IMPORT_MAX_FILE_MB', 20) * 1024 * 1024),
    maxBodyHtmlBytes: Math.round(megabytes('RC_PUB_IMPORT_MAX_BODY_MB', 16) * 1024 * 1024),
  };
  const pretty = env.RC_PUB_LOG_PRETTY ?? 'auto';
  if (!['auto', 'on', 'off'].includes(pretty))
    problems.push(`RC_PUB_LOG_PRETTY must be auto, on or off, got '${env.RC_PUB_LOG_PRETTY}'`);
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
    importLimits,
    logPretty: pretty === 'on' || (pretty === 'auto' && process.stdout.isTTY === true),
  };
}
