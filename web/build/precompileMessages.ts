/**
 * Vite plugin (issue 7): the message catalogues (web/src/i18n/{zh,en}/*.json) are compiled to ICU message ASTs at
 * build time, and the browser bundle's ICU parser (@formatjs/icu-messageformat-parser, about 15 KB gzip with its
 * skeleton parser) is replaced by its `no-parser` build, as react-intl documents for precompiled messages. Every id
 * the code uses is in both catalogues (`pnpm --filter web check:messages`), so no defaultMessage is parsed at runtime.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/](zh|en)[\\/][^\\/]+\.json$/;

/** The plugin: catalogue JSON (string values → AST arrays) and the parser swap, both in the client build only. */
export function precompileMessages(): Plugin {
  return {
    name: 'rc-precompile-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !CATALOGUE.test(id.split('?')[0] ?? id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
