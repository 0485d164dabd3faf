/**
 * Vite plugin: the message catalogues (web/src/i18n/{zh,en}/*.json) are compiled to ICU message ASTs at
 * build time, and the browser bundle's ICU parser (@formatjs/icu-messageformat-parser, about 15 KB gzip with its
 * skeleton parser) is replaced by its `no-parser` build, as react-intl documents for precompiled messages. Every id
 * the code uses is in both catalogues (`pnpm --filter web check:messages`), so no defaultMessage is parsed at runtime.
 * For the same reason the client build drops `defaultMessage` and `description` from the message descriptors in
 * web/src (objects and `<FormattedMessage>` props that also carry an `id`), as formatjs' `removeDefaultMessage` option
 * does: without the parser a string defaultMessage could not be formatted anyway, and the texts (about 1.4 KB gzip of
 * the initial JS) already ship in the catalogue. The SSR build keeps them.
 */
import { type PluginObj, type PluginPass, types as t } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { babelTransform } from './babelTransform.js';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/](zh|en)[\\/][^\\/]+\.json$/;
const SOURCE = /[\\/]web[\\/]src[\\/].+\.tsx?$/;
/** Descriptor keys that only serve extraction and the parser-less fallback. */
const DROPPED = new Set(['defaultMessage', 'description']);

function keyName(key: t.Node): string | undefined {
  if (t.isIdentifier(key) || t.isJSXIdentifier(key)) return key.name;
  if (t.isStringLiteral(key)) return key.value;
  return undefined;
}

/** Babel plugin: removes {@link DROPPED} keys from objects and JSX elements that also have an `id`. */
function removeDefaultMessages(): PluginObj<PluginPass> {
  return {
    name: 'rc-remove-default-messages',
    visitor: {
      ObjectExpression(path) {
        const props = path.node.properties;
        const named = (p: (typeof props)[number]) =>
          t.isObjectProperty(p) && !p.computed ? keyName(p.key) : undefined;
        if (!props.some((p) => named(p) === 'id')) return;
        path.node.properties = props.filter((p) => !DROPPED.has(named(p) ?? ''));
      },
      JSXOpeningElement(path) {
        const attrs = path.node.attributes;
        const named = (a: (typeof attrs)[number]) => (t.isJSXAttribute(a) ? keyName(a.name) : undefined);
        if (!attrs.some((a) => named(a) === 'id') || !attrs.some((a) => named(a) === 'defaultMessage')) return;
        path.node.attributes = attrs.filter((a) => !DROPPED.has(named(a) ?? ''));
      },
    },
  };
}

/** The plugin: catalogue JSON (string values → AST arrays), the parser swap and descriptor trimming, client only. */
export function precompileMessages(): Plugin {
  return {
    name: 'rc-precompile-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
    async transform(code, id) {
      if (this.environment.name !== 'client') return null;
      const file = id.split('?')[0] ?? id;
      if (CATALOGUE.test(file)) {
        const messages = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
        return { code: JSON.stringify(compiled), map: null };
      }
      if (!SOURCE.test(file) || !code.includes('defaultMessage')) return null;
      return babelTransform(code, file, [removeDefaultMessages]);
    },
  };
}
