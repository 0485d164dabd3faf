/**
 * Message catalogues that travel with a split chunk instead of the entry (initial JS of a page at most
 * 200 KB gzip; the entry carries both languages of every catalogue it merges). A chunk imports its own
 * `web/src/i18n/{zh,en}/<name>.json` (listed in i18n/catalog.ts's exclusions, still checked by check:messages and
 * precompiled by the build) and wraps its roots in {@link ChunkCatalogue}; inside it `useIntl()` knows the page's
 * messages plus the chunk's.
 */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider, useIntl } from 'react-intl';
import type { Lang } from './lang.js';

/** One catalogue per language: message id → message (an ICU string, or its precompiled form in the browser). */
export type ChunkCatalogues = Readonly<Record<Lang, Readonly<Record<string, unknown>>>>;

/** Per chunk catalogue, per page intl object: the extended intl object (made once, as App.tsx does). */
const extended = new WeakMap<ChunkCatalogues, WeakMap<IntlShape, IntlShape>>();

function withCatalogue(parent: IntlShape, catalogues: ChunkCatalogues): IntlShape {
  let byParent = extended.get(catalogues);
  if (!byParent) {
    byParent = new WeakMap();
    extended.set(catalogues, byParent);
  }
  let intl = byParent.get(parent);
  if (!intl) {
    const own = parent.locale.startsWith('zh') ? catalogues.zh : catalogues.en;
    intl = createIntl(
      {
        locale: parent.locale,
        defaultLocale: parent.defaultLocale,
        messages: { ...parent.messages, ...own } as IntlShape['messages'],
      },
      createIntlCache(),
    );
    byParent.set(parent, intl);
  }
  return intl;
}

/** Adds `catalogues` (a module-level constant; in the page's language) to the messages of `children`. */
export function ChunkCatalogue({ catalogues, children }: { catalogues: ChunkCatalogues; children: ReactNode }) {
  return <RawIntlProvider value={withCatalogue(useIntl(), catalogues)}>{children}</RawIntlProvider>;
}
