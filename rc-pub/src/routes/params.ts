/** Typebox building blocks shared by the route schemas. */
import { Type } from '@fastify/type-provider-typebox';

/** A positive integer id. */
export const Id = (description: string) => Type.Integer({ minimum: 1, description });
/** A comma-separated id list, e.g. `1,2,3`. */
export const IdList = (description: string) =>
  Type.String({ maxLength: 2000, description: `${description}; empty = none` });
/** Page number, counting from 0 (SPEC §9). */
export const PageNo = Type.Optional(Type.Integer({ minimum: 0, description: 'page number from 0' }));
/** Page size. */
export const PageSize = (dflt: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `page size (default ${dflt})` }));
/** `/{id}` path parameter. */
export const IdParams = { id: Id('record id') };
