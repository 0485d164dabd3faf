/** Loads the GraphQL SDL from schema/*.graphql (one module per domain), in file-name order. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's schema directory. */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

/** The concatenated SDL of every schema/*.graphql file. */
export function loadSchemaSdl(dir = SCHEMA_DIR): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  if (!files.length) throw new Error(`No .graphql files in ${dir}`);
  return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}
