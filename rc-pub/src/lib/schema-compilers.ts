/**
 * Fastify's schema compilers for rc-pub, shared by every app this process builds (`schemaController.compilersFactory`
 * of src/app.ts's Fastify options). Fastify makes new compilers per instance, so each app compiled every route's
 * request validators (Ajv) and response serializers (fast-json-stringify) again: about 0.3 CPU-s per app (an app's
 * build took about 0.78 CPU-s before, 0.5 after), paid by every in-process app after the first (the test suite's
 * hundreds). Shared, a schema object compiles once:
 *
 * - validators: @fastify/ajv-compiler's pool (one Ajv per distinct set of external schemas and Ajv options), whose Ajv
 *   keeps each compiled schema by the schema object;
 * - serializers: kept per schema object and per external schemas and options.
 *
 * Compiled functions are pure (Ajv's `validate.errors` is read right after the call, on one thread), so sharing them
 * between apps changes nothing an app answers.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = ReturnType<ReturnType<BuildSerializer>>;

const buildSerializerOf = SerializerSelector();
/** Compiled serializers by external schemas and options (JSON), then by response schema object. */
const serializers = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas, options ?? null]);
  const build = buildSerializerOf(externalSchemas, options);
  const compiled = serializers.get(key) ?? new WeakMap<object, Serializer>();
  serializers.set(key, compiled);
  return (route) => {
    const schema = route.schema as object;
    const known = compiled.get(schema);
    if (known) return known;
    const fn = build(route);
    compiled.set(schema, fn);
    return fn;
  };
};

/** The process's shared compilers (see the module comment). */
export const sharedSchemaCompilers: CompilersFactory = {
  buildValidator: AjvCompiler(),
  buildSerializer,
};
