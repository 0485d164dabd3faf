/**
 * GraphQL Code Generator schema loader for the web app's typed documents (codegen.ts, output web/src/gql/): the
 * schema/*.graphql modules without their deprecated enum values (the names from before SCREAMING_SNAKE,
 * kept for one release). The web app's types then offer only the current names, and codegen rejects a document that still
 * writes an old one. A loader (not a string computed in codegen.ts) so that `codegen --watch` reads the schema again
 * on every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, visit } from 'graphql';

/**
 * @param {string} pointer the schema glob codegen.ts names (`schema/*.graphql`); every .graphql file of its directory
 *   is read, in file-name order, as the gateway does (server/src/graphql/schema.ts)
 * @param {{ cwd?: string }} options codegen's load options (`cwd`: the directory the pointer is relative to)
 * @returns {import('graphql').DocumentNode} the concatenated SDL without deprecated enum values
 */
export default function webSchema(pointer, options) {
  const dir = path.resolve(options?.cwd ?? process.cwd(), path.dirname(pointer));
  const sdl = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const deprecated = (v) => v.directives?.some((d) => d.name.value === 'deprecated');
  return visit(parse(sdl), { EnumValueDefinition: (v) => (deprecated(v) ? null : undefined) });
}
