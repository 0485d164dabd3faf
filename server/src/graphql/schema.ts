/**
 * The gateway's GraphQL schema: the SDL of schema/*.graphql (one module per domain, in file-name order) made
 * executable with the resolvers by graphql-tools, which also gives enums their internal (rc-pub wire) values
 * (graphql/schema-enums.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLEnumType, type GraphQLSchema, isEnumType } from 'graphql';

/** The repository's schema directory. */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema');

/** The concatenated SDL of every schema/*.graphql file. */
export function loadSchemaSdl(dir = SCHEMA_DIR): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  if (!files.length) throw new Error(`No .graphql files in ${dir}`);
  return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

/** Resolvers as graphql-tools takes them: per type, field resolvers, or for an enum its name -> internal value map. */
export type SchemaResolvers = NonNullable<Parameters<typeof makeExecutableSchema>[0]['resolvers']>;

/**
 * Makes `type`'s output use a non-deprecated name whenever one stands for the value. graphql-js serializes an
 * internal value to the LAST enum value declared with it, so with `ARTICLE` and its deprecated alias `article` both
 * standing for 'article' it would answer `article`, and would print that as the default value of an argument in
 * introspection. Values without a current name keep graphql-js's answer (and its error for unknown values).
 */
export function preferCurrentNames(type: GraphQLEnumType): void {
  const current = new Map<unknown, string>();
  for (const v of type.getValues())
    if (v.deprecationReason == null && !current.has(v.value)) current.set(v.value, v.name);
  const serialize = type.serialize.bind(type);
  type.serialize = (value: unknown) => current.get(value) ?? serialize(value);
}

/**
 * The executable schema: `sdl` with `resolvers` attached (graphql-tools checks that every resolver names a field or
 * enum value of the schema). An enum given a value map must map every one of its values, current or deprecated:
 * an unmapped value would reach rc-pub as its GraphQL name.
 * @throws Error naming the first unmapped enum value, or graphql-tools' error for a resolver the SDL lacks.
 */
export function buildExecutableSchema(resolvers: SchemaResolvers, sdl = loadSchemaSdl()): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: sdl,
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  const maps = resolvers as Record<string, object | undefined>;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isEnumType(type) || type.name.startsWith('__')) continue;
    const map = maps[type.name];
    const unmapped = map ? type.getValues().find((v) => !(v.name in map)) : undefined;
    if (unmapped) throw new Error(`Enum value ${type.name}.${unmapped.name} has no internal value in its resolver map`);
    preferCurrentNames(type);
  }
  return schema;
}
