/**
 * Message catalogues (react-intl). Each language has several JSON files (`frame.json` for the page frame and
 * shell, `content.json` for the content pages), merged at load into one flat `{ id: message }` map per language.
 * zh and en must have identical keys (checked by `pnpm --filter web check:messages`).
 * Only the page language's files load (budget: the other language's texts are about 2.5 KB gzip that no page
 * shows): `loadMessages(lang)` imports them, and both entries await it before rendering (entry-server.tsx,
 * entry-client.tsx); the server names the files in the page's modules block (`catalogueKeys`, app/preload.ts), so
 * the browser fetches them alongside the entry. `messagesFor` then answers synchronously.
 * Catalogues of split chunks are not merged here (app/chunkCatalogue.tsx): `citation.json` comes with the citation
 * tools (components/basket/CitationIntl.tsx), `advanced.json` with the advanced search page, `searchResults.json` (the
 * result pages' sort, range, facet, hit, pager and empty/error texts) with the search result pages and the advanced
 * search page (pages/search/SearchResultsIntl.tsx; `search.json` keeps what the header search box and the fixed search
 * bar show on every page), `feeds.json` with /rssList
 * and the server-only feed links (app/feedHeadTags.ts), `member.json` with the member widgets
 * (components/member/MemberIntl.tsx), `account.json` with the account pages (pages/account/AccountShell.tsx),
 * `oidc.json` with /accountBinding and `personal.json` with /personal, `alerts.json` with /emailSubscribe, /unsubscribe and the personal centre's
 * 'subscribe' tab (components/alerts/AlertsIntl.tsx); the content pages added later each bring their own: `journal.json` (the journal pages,
 * pages/content/journal/JournalIntl.tsx), `albums.json` (pages/albums/AlbumsPage.tsx), `editorial.json` (/newEditorial and
 * /book, pages/editorial/EditorialIntl.tsx), `sitepages.json` (the column pages, pages/sitepages/SitePagesIntl.tsx),
 * `usage.json` (the article usage line and /rank). So their texts stay out of every page's initial JS (budget).
 */
import type { Lang } from '../app/lang.js';

type Catalogue = Record<string, string>;

// Vite needs literal patterns here (no computed list); each file becomes its own chunk
const files = import.meta.glob<{ default: Catalogue }>([
  './*/*.json',
  '!./*/citation.json',
  '!./*/advanced.json',
  '!./*/feeds.json',
  '!./*/member.json',
  '!./*/account.json',
  '!./*/oidc.json',
  '!./*/personal.json',
  '!./*/alerts.json',
  '!./*/journal.json',
  '!./*/albums.json',
  '!./*/editorial.json',
  '!./*/sitepages.json',
  '!./*/usage.json',
  '!./*/figures.json', // with the figure viewer's chunk (components/figures/FigureViewer.tsx)
  '!./*/news.json', // With the news pages (pages/content/news/NewsIntl.tsx)
  '!./*/searchResults.json', // with the search result pages and /seniorSearch (pages/search/SearchResultsIntl.tsx)
  '!./*/siteStates.json', // with /errorPage and the server's site-state answer (components/errors/SiteStateIntl.tsx)
  '!./*/password.json', // with the password strength meter (components/account/PasswordStrength.tsx)
  '!./*/legal.json', // with the legal pages (pages/legal/LegalPage.tsx)
  '!./*/footer.json', // with the footer's split chunk (components/frame/footer/messages.ts)
  '!./*/journalnav.json', // with the journal bar's split chunk (components/journalnav/JournalNav.tsx)
  '!./*/sitedefault.json', // with the bare routes' "none yet" page (components/sitedefault/SiteDefault.tsx)
]);

const loaded = new Map<Lang, Catalogue>();
const loading = new Map<Lang, Promise<Catalogue>>();

/** The glob keys (`./zh/frame.json`) of one language's files. */
function keysOf(lang: Lang): string[] {
  return Object.keys(files).filter((key) => key.startsWith(`./${lang}/`));
}

/**
 * Loads and merges one language's catalogue once per process or page; later calls answer the same promise.
 * @throws when a file cannot be loaded (the entry then renders the error page; the next call tries again).
 */
export function loadMessages(lang: Lang): Promise<Catalogue> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = Promise.all(keysOf(lang).map((key) => files[key]!())).then((mods) => {
      const out: Catalogue = Object.assign({}, ...mods.map((mod) => mod.default));
      loaded.set(lang, out);
      return out;
    });
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

/** The merged catalogue of one language, or null until `loadMessages(lang)` has resolved. */
export function messagesFor(lang: Lang): Catalogue | null {
  return loaded.get(lang) ?? null;
}

/** Vite manifest keys of one language's files (`src/i18n/zh/frame.json`), for the server's modulepreload links. */
export function catalogueKeys(lang: Lang): string[] {
  return keysOf(lang).map((key) => `src/i18n${key.slice(1)}`);
}
