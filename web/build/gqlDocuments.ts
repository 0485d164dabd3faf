/**
 * Vite plugin: the generated document map (web/src/gql/gql.ts, about 154 KB) must not ship. GraphQL Code
 * Generator's client preset documents the fix: its babel plugin (`babelOptimizerPlugin`) replaces every
 * `graphql(\`...\`)` call with an import of that one document from web/src/gql/graphql.ts, so the bundler keeps only
 * the documents a chunk uses. @vitejs/plugin-react 6 runs no babel any more, so this small `transform` runs the
 * preset's own plugin (TypeScript/JSX parsed, not transformed) before Vite's TypeScript transform, then drops the
 * now unused `graphql` import so gql.ts is not pulled in at all.
 *
 * graphql.ts is one module, and a bundler cannot split a module between chunks: every document any page imports would
 * land in the chunk shared by all pages (the frame), about 100 KB that each first page load paid for. So each value
 * import from graphql.ts is rewritten to a module of its own (`virtual:rc-gql-doc/<Name>`, loaded from the document's
 * line in graphql.ts), and each page chunk carries only its own documents.
 */
import type { PluginObj, PluginPass } from '@babel/core';
import type { Plugin } from 'vite';
import { babelTransform } from './babelTransform.js';
import { readFileSync } from 'node:fs';

/** Removes the `graphql` import specifier from `…/gql` imports once nothing references it. */
function dropUnusedGraphqlImport(): PluginObj<PluginPass> {
  return {
    name: 'rc-drop-unused-graphql-import',
    visitor: {
      Program: {
        exit(program) {
          program.scope.crawl();
          for (const stmt of program.get('body')) {
            if (!stmt.isImportDeclaration() || !/\/gql(\/index(\.js)?)?$/.test(stmt.node.source.value)) continue;
            for (const spec of stmt.get('specifiers')) {
              const local = spec.node.local.name;
              if (!program.scope.getBinding(local)?.referenced) spec.remove();
            }
            if (stmt.node.specifiers.length === 0) stmt.remove();
          }
        },
      },
    },
  };
}

const DOC_PREFIX = 'virtual:rc-gql-doc/';
const RESOLVED_PREFIX = '\0rc-gql-doc:';

/** Splits value imports from `…/gql/graphql` into one import per document from its own virtual module. */
function oneModulePerDocument(): PluginObj<PluginPass> {
  return {
    name: 'rc-one-module-per-document',
    visitor: {
      ImportDeclaration(path) {
        const { node } = path;
        if (node.importKind === 'type' || !/\/gql\/graphql(\.js)?$/.test(node.source.value)) return;
        const documents: string[] = [];
        const keep = node.specifiers.filter((s) => {
          if (s.type !== 'ImportSpecifier' || s.importKind === 'type' || s.imported.type !== 'Identifier') return true;
          if (s.local.name !== s.imported.name) return true; // renamed: leave it as it is
          documents.push(s.imported.name);
          return false;
        });
        if (documents.length === 0) return;
        const split = documents.map((name) => ({
          type: 'ImportDeclaration' as const,
          specifiers: [
            {
              type: 'ImportSpecifier' as const,
              local: { type: 'Identifier' as const, name },
              imported: { type: 'Identifier' as const, name },
            },
          ],
          source: { type: 'StringLiteral' as const, value: DOC_PREFIX + name },
          attributes: [],
        }));
        if (keep.length) path.insertAfter(split);
        else path.replaceWithMultiple(split);
        node.specifiers = keep;
      },
    },
  };
}

/** The object literal of `export const <name> = {...} as unknown as …;` in graphql.ts, or undefined. */
function documentLiteral(source: string, name: string): string | undefined {
  const start = `export const ${name} = `;
  const line = source.split('\n').find((l) => l.startsWith(start));
  if (!line) return undefined;
  const end = line.lastIndexOf(' as unknown as ');
  return end > start.length ? line.slice(start.length, end) : undefined;
}

/**
 * The plugin; `artifactDirectory` is the absolute path of web/src/gql. Applies to web/src TypeScript files that call
 * `graphql(` (not to the generated files themselves).
 */
export function gqlDocuments(artifactDirectory: string): Plugin {
  return {
    name: 'rc-gql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOC_PREFIX) ? RESOLVED_PREFIX + id.slice(DOC_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const file = `${artifactDirectory}/graphql.ts`;
      this.addWatchFile(file);
      const literal = documentLiteral(readFileSync(file, 'utf8'), name);
      if (!literal) this.error(`${name} is not a document of ${file} (run pnpm codegen)`);
      return `export const ${name} = ${literal};\n`;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(artifactDirectory)) return null;
      if (!code.includes('graphql(`') && !/from '[^']*\/gql\/graphql(\.js)?'/.test(code)) return null;
      return babelTransform(code, file, [
        // imported on first use: the client preset costs about half a second of every Vite config load (pnpm dev)
        [
          (await import('@graphql-codegen/client-preset')).babelOptimizerPlugin,
          { artifactDirectory, gqlTagName: 'graphql' },
        ],
        dropUnusedGraphqlImport,
        oneModulePerDocument,
      ]);
    },
  };
}
