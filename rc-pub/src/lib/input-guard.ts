/**
 * Input guard: PostgreSQL text cannot hold U+0000, so a NUL that reaches a query fails as HTTP 500
 * (`findBySld?sld=%00`). {@link installNulGuard} refuses it up front in every string input: query, path parameters,
 * JSON bodies (at any depth) and the `language`/`token` headers, with envelope status 400 naming the parameter;
 * likewise a non-finite number (`1e309`), which Ajv's bounds do not catch.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** The headers rc-pub reads (docs/product/calls-and-errors.md#headers): checked for NUL like parameters. */
const READ_HEADERS = ['language', 'token'] as const;

/**
 * The dotted name of the first string under `value` that contains U+0000 (`rows.0.value`), or null.
 * Object keys are checked too; `prefix` is the name of `value` itself.
 */
export function findNul(value: unknown, prefix = ''): string | null {
  const join = (k: string | number) => (prefix ? `${prefix}.${k}` : String(k));
  if (typeof value === 'string') return value.includes('\u0000') ? prefix || '?' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = findNul(v, join(i));
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return join(k.split('\u0000').join('\\0'));
      const hit = findNul(v, join(k));
      if (hit) return hit;
    }
  }
  return null;
}

/** The dotted name of the first number under `value` that is not finite (`1e309` coerces to Infinity), or null. */
export function findNonFinite(value: unknown, prefix = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : prefix || '?';
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findNonFinite(v, prefix ? `${prefix}.${k}` : k);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * Adds the hooks of the guard: before validation, any NUL in a read input → envelope status 400 (`nulInParam`);
 * after validation (Ajv coerces `1e309` to Infinity and its `maximum` lets Infinity through), any non-finite number
 * in query, params or body → status 400 (`notFinite`).
 */
export function installInputGuard(app: FastifyInstance): void {
  installNulGuard(app);
  app.addHook('preHandler', async (req) => {
    const name = findNonFinite(req.params) ?? findNonFinite(req.query) ?? findNonFinite(req.body);
    if (name) throw badRequest('notFinite', { name });
  });
}

/** Adds the preValidation hook that answers any NUL in a read input with envelope status 400 (`nulInParam`). */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const name =
      READ_HEADERS.find((h) => findNul(req.headers[h]) !== null) ??
      findNul(req.params) ??
      findNul(req.query) ??
      findNul(req.body);
    if (name) throw badRequest('nulInParam', { name });
  });
}
