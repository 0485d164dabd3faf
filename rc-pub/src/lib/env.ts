/**
 * Environment variables parsed through one maintained validator (zod), shared by both deployables' config modules
 * (rc-pub/src/config.ts and the gateway's server/src/config.ts, which imports this file as `rc-pub/env`).
 *
 * Every variable is optional: unset means its documented default. A variable that is set must be valid, and an empty
 * or blank value is an error like any malformed one (`PORT=` in a .env file is a mistake, not "use the default").
 * {@link parseEnv} collects every problem, one line per variable, and throws one {@link ConfigError}; on success it
 * returns a deeply frozen object.
 */
import { z } from 'zod';
import { parseAesKey } from './field-crypto.js';

/** Thrown by the config loaders with every invalid variable listed, one per line. */
export class ConfigError extends Error {}

/** A variable's parsed value, or {@link INVALID} with the reason (the sentence after "VAR must ..."). */
type Parsed<T> = { ok: true; value: T } | { ok: false; expected: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (expected: string): Parsed<never> => ({ ok: false, expected });

/**
 * One variable: absent → `dflt`; empty or blank → error; otherwise `parse(raw.trim())`.
 * @param parse returns the value or the reason it is invalid.
 */
export function envVar<T, D extends T | undefined>(parse: (raw: string) => Parsed<T>, dflt: D) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | D => {
      if (raw === undefined) return dflt;
      const v = raw.trim();
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: 'is set but empty: unset it for the default, or give a value' });
        return z.NEVER;
      }
      const r = parse(v);
      if (r.ok) return r.value;
      ctx.addIssue({ code: 'custom', message: `must be ${r.expected}, got '${raw}'` });
      return z.NEVER;
    });
}

/** An integer from `min` to `max` (inclusive). */
export function integer<D extends number | undefined>(min: number, max: number, dflt: D) {
  return envVar((v) => {
    const n = Number(v);
    return /^-?\d+$/.test(v) && n >= min && n <= max ? ok(n) : bad(`an integer from ${min} to ${max}`);
  }, dflt);
}

/**
 * A decimal number above `min` and at most `max`; `noun` names it in the error, e.g. 'a size in MB (e.g. 20 or 0.5)'
 * gives "must be a size in MB (e.g. 20 or 0.5) above 0 and at most 2048".
 */
export function decimal<D extends number | undefined>(min: number, max: number, dflt: D, noun: string) {
  return envVar((v) => {
    const n = Number(v);
    return /^\d+(\.\d+)?$/.test(v) && n > min && n <= max ? ok(n) : bad(`${noun} above ${min} and at most ${max}`);
  }, dflt);
}

/** One of `values`, exactly. */
export function choice<const V extends string, D extends V | undefined>(values: readonly V[], dflt: D) {
  return envVar(
    (v) => ((values as readonly string[]).includes(v) ? ok(v as V) : bad(`one of ${values.join(', ')}`)),
    dflt,
  );
}

/** A switch: on/true/1/yes or off/false/0/no (any case). */
export function onOff<D extends boolean | undefined>(dflt: D) {
  return envVar((v) => {
    const l = v.toLowerCase();
    if (['on', 'true', '1', 'yes'].includes(l)) return ok(true);
    if (['off', 'false', '0', 'no'].includes(l)) return ok(false);
    return bad('on or off');
  }, dflt);
}

/** Free text matching `pattern` (described by `expected`, e.g. "a subdomain label such as www"). */
export function text<D extends string | undefined>(dflt: D, pattern?: RegExp, expected = 'text') {
  return envVar((v) => (!pattern || pattern.test(v) ? ok(v) : bad(expected)), dflt);
}

/** An absolute URL whose scheme is one of `protocols` (e.g. ['http:', 'https:']). */
export function url<D extends string | undefined>(protocols: readonly string[], dflt: D, example: string) {
  return envVar((v) => {
    try {
      if (protocols.includes(new URL(v).protocol)) return ok(v);
    } catch {
      /* reported below */
    }
    return bad(`a ${protocols.map((p) => `${p}//`).join(' or ')} URL such as ${example}`);
  }, dflt);
}

/** pino log levels (LOG_LEVEL of both services). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Recursively freezes plain objects and arrays (config values are read-only once loaded). */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Parses `env` with `shape` (variable name → parser from this module).
 * @returns each variable's value (defaults filled in); not frozen, since loaders derive from it.
 * @throws ConfigError `Invalid <service> configuration:` then one `- NAME must ..., got '...'` line per problem.
 */
export function parseEnv<S extends z.ZodRawShape>(
  service: string,
  shape: S,
  env: NodeJS.ProcessEnv,
): z.output<z.ZodObject<S>> {
  const r = z.object(shape).safeParse(env);
  if (r.success) return r.data;
  throw configError(
    service,
    r.error.issues.map((i) => `${String(i.path[0] ?? '?')} ${i.message}`),
  );
}

/** The {@link ConfigError} for `problems` (also used by loaders for checks across variables). */
export function configError(service: string, problems: string[]): ConfigError {
  return new ConfigError(`Invalid ${service} configuration:\n- ${problems.join('\n- ')}`);
}

/**
 * The shared field-encryption key variables of both services (lib/field-crypto.ts): RC_PUB_AES_KEY, 32
 * bytes in base64 (unset = the key file), and RC_PUB_AES_KEY_FILE, where the first start writes a generated key.
 * @param defaultFile the key file when RC_PUB_AES_KEY_FILE is unset (each service passes <repo>/data/aes.key).
 */
export function aesKeyShape(defaultFile: string) {
  return {
    RC_PUB_AES_KEY: envVar((v) => {
      try {
        parseAesKey(v);
        return ok(v);
      } catch {
        return bad('32 bytes in base64 (e.g. the output of `openssl rand -base64 32`)');
      }
    }, undefined),
    RC_PUB_AES_KEY_FILE: text(defaultFile),
  };
}
