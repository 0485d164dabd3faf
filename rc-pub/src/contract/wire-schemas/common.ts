/**
 * Building blocks of the TypeBox schemas of rc-pub's wire shapes ("Integrators read shapes, not guesses").
 * Each route declares the schema of its `data`; Fastify compiles it with fast-json-stringify, which then sends only
 * declared fields, and @fastify/swagger publishes it in /rc-pub/openapi.json (OpenAPI 3.0.3).
 *
 * Forms are chosen for fast-json-stringify (fjs), which serializes every rc-pub answer on the page hot path:
 * - nullable values use `nullable: true` next to their `type` (OpenAPI 3.0's form, understood by fjs and Ajv), never
 *   `anyOf [T, null]`: fjs runs Ajv over every `anyOf` branch at serialization time;
 * - string unions are `{ type: 'string', enum }` (fjs does not check `enum` while serializing; Ajv and OpenAPI do);
 * - recursive shapes (channel trees, query ASTs) are shared schemas with an `$id`, referenced by `$ref: '<id>#'`.
 */
import { type Static, type TObject, type TSchema, type TUnsafe, Type } from 'typebox';

/**
 * True when A and B are assignable to each other (compile time). Used to prove that a schema's static type and a type
 * written by hand describe the same values: only QueryNodeWire (search.ts), a recursive union whose and/or and not
 * variants TypeBox's static types cannot follow through `$ref`; every other wire type is its schema's static type.
 */
export type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Ties a schema to a type written by hand `W`: `wire<QueryNodeWire>()(Type.Union([...]))` compiles only when the schema's
 * static type and `W` are assignable both ways (no field missing, extra, optional or nullable on one side only, no
 * type differing). On a mismatch the call fails to compile with "Expected 2 arguments, but got 1" (the missing one
 * is named `mismatch`; its type shows both sides). Returns the schema unchanged.
 */
export function wire<W>() {
  return <S extends TSchema>(
    schema: S,
    ..._proof: Agree<Static<S>, W> extends true ? [] : [mismatch: { schema: Static<S>; wire: W }]
  ): S => schema;
}

/**
 * The schema of `T | null`: `schema` with `nullable: true` (and `null` added to its `enum`, as Ajv requires).
 * `description`, when given, replaces the schema's own (the meaning of the field, including what null means).
 */
export function Nullable<T extends TSchema>(schema: T, description?: string): TUnsafe<Static<T> | null> {
  const out: Record<string, unknown> = {
    ...(schema as Record<string, unknown>),
    ...(description ? { description } : {}),
    nullable: true,
  };
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return Type.Unsafe<Static<T> | null>(out);
}

/** A string or null (fields that may be empty). */
export const NullableString = (description?: string) => Nullable(Type.String(description ? { description } : {}));
/** An integer or null (optional ids, years). */
export const NullableInteger = (description?: string) => Nullable(Type.Integer(description ? { description } : {}));

/** A string from a fixed set: `{ type: 'string', enum }`, typed as the union of the values. */
export function StringEnum<const V extends readonly string[]>(values: V, description?: string): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

/**
 * A reference to a shared schema registered under `$id` (see SHARED_WIRE_SCHEMAS), typed as `T`: `{ $ref: '<id>#' }`.
 * Used for recursive shapes; the shared schema itself is proved against `T` with {@link wire}. Nothing may stand
 * beside the `$ref`: OpenAPI 3.0 ignores a Reference Object's siblings and @fastify/swagger deletes them, so a property
 * that is a bare reference is described by the shared schema's own description.
 */
export function SharedRef<T>(id: string): TUnsafe<T> {
  return Type.Unsafe<T>({ $ref: `${id}#` });
}

/** Properties of a page of results (`Page<T>` of wire.ts; `page` from 0, docs/product/calls-and-errors.md#request-conventions). */
export function pageProperties<T extends TSchema>(item: T) {
  return {
    total: Type.Integer({ minimum: 0, description: 'number of matching items' }),
    page: Type.Integer({ minimum: 0, description: 'page number, from 0' }),
    size: Type.Integer({ minimum: 0, description: 'page size' }),
    content: Type.Array(item, { description: 'the items of this page' }),
  };
}

/** A page of results; `page` counts from 0: the static type of {@link pageProperties} for items of type `T`. */
export type Page<T> = Static<TObject<ReturnType<typeof pageProperties<TUnsafe<T>>>>>;
