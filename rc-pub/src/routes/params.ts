/**
 * Typebox building blocks shared by the route schemas. Every integer a route accepts is bounded to PostgreSQL's int4
 * (an id of 2^31 or `1e309` reached the database and answered HTTP 500); ids are 1..{@link INT4_MAX}.
 * Non-finite numbers (`1e309` coerces to Infinity) fail the `maximum` bound, so they are rejected too.
 */
import { Type } from '@fastify/type-provider-typebox';
import { INT4_MAX, INT4_MIN } from '../lib/ids.js';

export { INT4_MAX, INT4_MIN };

/** An integer within int4 (narrower bounds may be given; wider ones are clamped to int4). */
export const Int = (opts: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Integer({
    ...opts,
    minimum: Math.max(opts.minimum ?? INT4_MIN, INT4_MIN),
    maximum: Math.min(opts.maximum ?? INT4_MAX, INT4_MAX),
  });
/** A positive integer id (1..2147483647). */
export const Id = (description: string) => Int({ minimum: 1, description });
/** A comma-separated id list, e.g. `1,2,3`; each element is checked as an id by lib/ids.ts parseIdList. */
export const IdList = (description: string) =>
  Type.String({ maxLength: 2000, description: `${description}; each 1..${INT4_MAX}; empty = none` });
/** Page number, counting from 0 (docs/product/calls-and-errors.md#request-conventions). */
export const PageNo = Type.Optional(Int({ minimum: 0, description: 'page number from 0' }));
/** Page size. */
export const PageSize = (dflt: number) =>
  Type.Optional(Int({ minimum: 1, maximum: 100, description: `page size (default ${dflt})` }));
/** `/{id}` path parameter. */
export const IdParams = { id: Id('record id') };
