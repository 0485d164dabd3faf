/**
 * One Babel pass over a TypeScript/JSX module for the build plugins (gqlDocuments, precompileMessages): no project
 * Babel configuration, source maps on, the TypeScript and JSX parsers.
 */
import { type PluginItem, transformAsync } from '@babel/core';

/**
 * Transforms `code` of `file` with `plugins`.
 * @returns the code and its source map, or null when Babel produced nothing.
 */
export async function babelTransform(
  code: string,
  file: string,
  plugins: PluginItem[],
): Promise<{ code: string; map: NonNullable<Awaited<ReturnType<typeof transformAsync>>>['map'] } | null> {
  const out = await transformAsync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins,
  });
  return out?.code ? { code: out.code, map: out.map ?? null } : null;
}
