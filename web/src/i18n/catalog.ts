/**
 * Message catalogues (react-intl). Each language has several JSON files (`frame.json` for the page frame and
 * shell, `content.json` for the content pages), merged at load into one flat `{ id: message }` map per language.
 * zh and en must have identical keys (checked by `pnpm --filter web check:messages`).
 * Catalogues of split chunks are not merged here (app/chunkCatalogue.tsx): `citation.json` comes with the citation
 * tools (components/basket/CitationIntl.tsx), `advanced.json` with the advanced search page, `feeds.json` with /rssList
 * and the server-only feed links (app/feedHeadTags.ts), `member.json` with the member widgets
 * (components/member/MemberIntl.tsx), `account.json` with the account pages (pages/account/AccountShell.tsx),
 * `oidc.json` with /accountBinding and `personal.json` with /personal, so their texts stay out of every page's initial JS (issue 7 budget).
 */
import type { Lang } from '../app/lang.js';

type Catalogue = Record<string, string>;

const files = import.meta.glob<{ default: Catalogue }>(
  // Vite needs literal patterns here (no computed list)
  [
    './*/*.json',
    '!./*/citation.json',
    '!./*/advanced.json',
    '!./*/feeds.json',
    '!./*/member.json',
    '!./*/account.json',
    '!./*/oidc.json',
    '!./*/personal.json',
  ],
  { eager: true },
);

function merge(lang: Lang): Catalogue {
  const out: Catalogue = {};
  for (const [path, mod] of Object.entries(files)) {
    if (path.startsWith(`./${lang}/`)) Object.assign(out, mod.default);
  }
  return out;
}

const catalogues: Record<Lang, Catalogue> = { zh: merge('zh'), en: merge('en') };

/** The merged catalogue of one language. */
export function messagesFor(lang: Lang): Catalogue {
  return catalogues[lang];
}
