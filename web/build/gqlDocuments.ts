/**
 * Vite plugin (issue 7): the generated document map (web/src/gql/gql.ts, about 154 KB) must not ship. GraphQL Code
 * Generator's client preset documents the fix: its babel plugin (`babelOptimizerPlugin`) replaces every
 * `graphql(\`...\`)` call with an import of that one document from web/src/gql/graphql.ts, so the bundler keeps only
 * the documents a chunk uses. @vitejs/plugin-react 6 runs no babel any more, so this small `transform` runs the
 * preset's own plugin (TypeScript/JSX parsed, not transformed) before Vite's TypeScript transform, then drops the
 * now unused `graphql` import so gql.ts is not pulled in at all.
 */
import { type PluginObj, type PluginPass, transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

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

/**
 * The plugin; `artifactDirectory` is the absolute path of web/src/gql. Applies to web/src TypeScript files that call
 * `graphql(` (not to the generated files themselves).
 */
export function gqlDocuments(artifactDirectory: string): Plugin {
  return {
    name: 'rc-gql-documents',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(artifactDirectory) || !code.includes('graphql(`')) return null;
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }], dropUnusedGraphqlImport],
      });
      if (!out?.code) return null;
      return { code: out.code, map: out.map ?? null };
    },
  };
}
