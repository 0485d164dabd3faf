/**
 * Browser entry: hydrates the server-rendered page. The Apollo cache is restored from the page, so the first render
 * reads from the cache and sends no GraphQL request; later navigations query /graphql. The route's page
 * chunk and the page language's messages (preloaded with this entry by the starter, start.ts, from the modules
 * blocks the build and the server write) are loaded before hydrating, so hydration runs once.
 * Emotion's cache starts with the ids of the server's page stylesheet marked as inserted (emotionCache.ts).
 * The work before hydrating runs in tasks of its own, each ended before the next begins (`nextTask`): the modules'
 * evaluation, loading the page the server names, building the Chakra system, restoring the Apollo cache, reading the
 * page's query from it (app/warmPageQuery.ts). A phone's main thread is then never held for their sum (about 500 ms
 * at four times a desktop's CPU time) and answers input in between; React then hydrates in time slices (`hydrate`).
 */
import 'virtual:chakra-global.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.js';
import { cookieLanguage, createBrowserClient, currentLanguage } from './app/apolloBrowser.js';
import { createEmotionCache, markServerInserted } from './app/emotionCache.js';
import { CookieLangContext } from './app/lang.js';
import { readRenderContext } from './app/renderContext.js';
import { readUserNameCookie, UserNameContext } from './app/session.js';
import { warmPageQuery } from './app/warmPageQuery.js';
import { RenderOutcomeContext } from './app/ssrStatus.js';
import { getAppSystem } from './app/system.js';
import { loadMessages } from './i18n/catalog.js';
import { pageByKey } from './routes/lazy.js';
import type { ModuleRef } from './app/moduleRef.js';
import { citationKit } from './components/basket/kitChunk.js';
import { errorFrameChunk } from './components/errors/errorFrameChunk.js';
import { carouselChunk, footerChunk, headerChunk } from './components/frame/frameChunks.js';
import { userMenuChunk } from './components/frame/userMenuChunk.js';
import { journalTrailChunk } from './components/journalnav/JournalTrail.js';
import { journalInfoChunk } from './pages/home/journalInfoChunk.js';

// Hydrate with the cookie values the server rendered with, never a later read (renderContext.ts: a cookie changed in
// between would make the first client render differ from the HTML); the header re-reads them once hydrated.
const rendered = readRenderContext(document) ?? {
  userName: readUserNameCookie(),
  cookieLang: cookieLanguage(),
  parts: [],
  page: null,
  params: {},
};

/**
 * Hydrates inside a transition (Lighthouse TBT): React then hydrates in time slices, yielding to the browser
 * about every 5 ms, instead of one long task that blocks input for the whole page (about 130 ms on a desktop core for
 * an article, four times that on a mid-range phone). The server HTML stays on screen and interactive-looking meanwhile;
 * a click during hydration is replayed by React once its target is hydrated.
 */
function hydrate(
  container: HTMLElement,
  client: ApolloClient,
  emotionCache: ReturnType<typeof createEmotionCache>,
): void {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RenderOutcomeContext.Provider value={{ status: 200 }}>
          <CookieLangContext.Provider value={rendered.cookieLang}>
            <UserNameContext.Provider value={rendered.userName}>
              <ApolloProvider client={client}>
                <CacheProvider value={emotionCache}>
                  <BrowserRouter>
                    <App />
                  </BrowserRouter>
                </CacheProvider>
              </ApolloProvider>
            </UserNameContext.Provider>
          </CookieLangContext.Provider>
        </RenderOutcomeContext.Provider>
      </StrictMode>,
    );
  });
}

/** The split parts a server render may name (moduleRef.ts `part`), by name. */
const SPLIT_PARTS: Record<string, ModuleRef<unknown>> = Object.fromEntries(
  [
    headerChunk,
    footerChunk,
    journalTrailChunk,
    journalInfoChunk,
    carouselChunk,
    userMenuChunk,
    citationKit,
    errorFrameChunk,
  ].map((ref) => [ref.part, ref]),
);

/** Resolves in a new task (a timer: the browser runs input and rendering in between). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  await nextTask();
  // the page the server rendered (routes/lazy.tsx), not matched against the route table again (a task of its own on
  // a phone); a page without it (a 404 has no split page) suspends in hydration until its chunk has loaded
  const page = rendered.page ? pageByKey(rendered.page) : undefined;
  // The page language's messages (i18n/catalog.ts; the server preloads them), the route's chunk and the split parts
  // the server rendered (the header, the carousel...) load before hydrating, so hydration runs once over the whole
  // page: a part hydrated later would leave the header's menus without their keys until its chunk arrived. A failed
  // load still hydrates: the page suspends and RouteErrorBoundary handles the error (a failed chunk load reloads
  // once, docs/product/sites-and-frame.md#error-routes).
  const loaded = Promise.all([
    loadMessages(currentLanguage()),
    page?.load(),
    ...rendered.parts.map((name) => SPLIT_PARTS[name]?.load()),
  ]).catch(() => undefined);
  await nextTask();
  getAppSystem();
  await nextTask();
  const client = createBrowserClient();
  const emotionCache = createEmotionCache();
  // The server's page stylesheet already holds these rules: emotion must not insert them again.
  markServerInserted(emotionCache, document);
  await loaded;
  await nextTask();
  const { pathname, search } = window.location;
  await warmPageQuery(client, page, { ...rendered, pathname, search }, nextTask);
  await nextTask();
  hydrate(root, client, emotionCache);
}

void start();
