/**
 * Server entry (built to web/dist/server/entry-server.js; contract in ssr-contract.ts). For one request:
 *   1. match the URL against the route table and load the page chunk (routes/match.ts, routes/lazy.tsx);
 *   2. run the route's one query (the page module's `loader`) through the in-process client (`req.execute`);
 *   3. render once over the filled cache with React's `prerenderToNodeStream` (no discovery pass).
 * Pages without a loader, and queries that answered with errors (Apollo does not cache errors, so the page's useQuery
 * would not see them), take the old path: Apollo's `prerenderStatic` (a discovery pass plus the render).
 * Then it fills the template (ssrDocument.ts: `<html lang>`, `<title>`, preload links, the page HTML, then the Apollo
 * state as a JSON data block at the end of the body) and sets the cache class (SsrResponse.cache). Emotion's
 * per-component rules are collected, not inlined (SsrResponse.pageCss at PAGE_CSS_MARKER: the gateway links them as
 * a stylesheet). Unknown routes answer 404; a forbidden site answers a redirect to /forbiddenPage; an unknown, expired
 * or under-maintenance site answers its state in place (404, 410, 503: components/errors/siteStateDocument.tsx;
 * docs/product/sites-and-frame.md#site-states).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CacheProvider } from '@emotion/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StaticRouter } from 'react-router';
import { preloadCitationKit } from './components/basket/kitChunk.js';
import { preloadFrameChunks } from './components/frame/frameChunks.js';
import { journalTrailChunk } from './components/journalnav/JournalTrail.js';
import { journalInfoChunk } from './pages/home/journalInfoChunk.js';
import { App } from './app/App.js';
import { createServerClient, prefetchQuery } from './app/apolloServer.js';
import { createServerEmotionCache } from './app/emotionCache.js';
import { asLang, type Lang, langFromUrl } from './app/lang.js';
import { CookieLangContext } from './app/lang.js';
import { preloadLinks } from './app/preload.js';
import { catalogueKeys, loadMessages } from './i18n/catalog.js';
import { maskUserName, normalizeUserName, UserNameContext } from './app/session.js';
import { feedHeadTags } from './app/feedHeadTags.js';
import { headTagsHtml } from './app/HeadTags.js';
import { escapeHtml, fillTemplate, replaceLiteral, stateScript } from './app/ssrDocument.js';
import { renderContextScript } from './app/renderContext.js';
import { type RenderOutcome, RenderOutcomeContext } from './app/ssrStatus.js';
import { defaultTitle } from './app/Title.js';
import { matchPage, type RouteMatchInfo } from './routes/match.js';
import { errorFrameLoader as notFoundLoader } from './components/errors/ErrorFrame.js';
import { errorFrameChunk } from './components/errors/errorFrameChunk.js';
import { MAINTENANCE_RETRY_AFTER_S, siteStateOf } from './components/errors/siteState.js';
import { siteStateDocument } from './components/errors/siteStateDocument.js';
import {
  PAGE_CSS_MARKER,
  type SsrCacheClass,
  type SsrRender,
  type SsrRequest,
  type SsrResponse,
} from './ssr-contract.js';
import type { EmotionCache } from '@emotion/cache';

/** The route matcher the render uses (exported for tests: which page, loader and cache class a URL gets). */
export { matchPage };

async function nodeStreamToString(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return out;
}

function appTree(
  req: SsrRequest,
  client: ApolloClient,
  outcome: RenderOutcome,
  cookieLang: Lang,
  emotion: EmotionCache,
): ReactNode {
  return (
    <StrictMode>
      <RenderOutcomeContext.Provider value={outcome}>
        <CookieLangContext.Provider value={cookieLang}>
          <UserNameContext.Provider value={normalizeUserName(req.cookies.userName)}>
            <ApolloProvider client={client}>
              <CacheProvider value={emotion}>
                <StaticRouter location={req.url}>
                  <App />
                </StaticRouter>
              </CacheProvider>
            </ApolloProvider>
          </UserNameContext.Provider>
        </CookieLangContext.Provider>
      </RenderOutcomeContext.Provider>
    </StrictMode>
  );
}

/**
 * React's prerender outlines a finished Suspense boundary larger than `progressiveChunkSize` (12.8 KB by default) into
 * a hidden segment revealed by an inline script, which the page's policy (script-src 'self', no inline
 * script) blocks. A document rendered whole has nothing to stream: never outline.
 */
const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * Loads the page chunk and runs its loader's query into `client`'s cache. True when one render over the cache is
 * enough (the query answered without errors, or the page needs none); false for the prerenderStatic path.
 */
async function prefetch(
  req: SsrRequest,
  match: RouteMatchInfo,
  url: URL,
  lang: Lang,
  client: ApolloClient,
): Promise<boolean> {
  const args = { params: match.params, search: url.searchParams, pathname: url.pathname, lang };
  const page = match.handle?.page;
  // the 404 catch-all (not split): its frame's site query (error pages keep the site's frame)
  const loader = page ? (await page.load()).loader : notFoundLoader;
  if (!loader) return false;
  const plan = loader(args);
  // No query of the page's own (a malformed URL answered with the 404 page, /errorPage): Apollo's pass finds the
  // frame's site query those render (components/errors/ErrorFrame.tsx); a page that queries nothing still renders once.
  if (!plan) return false;
  return prefetchQuery(req, lang, client, plan.query, plan.variables);
}

/** True when the page shows something of the member (commonToken identifies the member, userName is shown: docs/product/members.md#sessions). */
function isMemberRequest(cookies: Record<string, string>): boolean {
  return Boolean(normalizeUserName(cookies.userName) || cookies.commonToken);
}

/** SsrResponse.cache: the route's class for a 200 page to an anonymous reader, else `none` (errors, 404, members). */
function cacheClass(match: RouteMatchInfo, outcome: RenderOutcome, cookies: Record<string, string>): SsrCacheClass {
  if (outcome.status !== 200 || outcome.redirect || isMemberRequest(cookies)) return 'none';
  return match.handle?.cache ?? 'none';
}

/** `protocol://host` when both make a valid http(s) origin (the Host header is the reader's input), else undefined. */
function pageOrigin(protocol: string | undefined, host: string): string | undefined {
  const scheme = protocol === 'https' ? 'https' : 'http';
  try {
    const u = new URL(`${scheme}://${host}`);
    return u.host === host.toLowerCase() && !u.username && !u.password ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie's user name as the header shows it (masked, docs/product/members.md#display-name): the page never carries the whole number. */
function maskedUserName(raw: string | undefined): string | null {
  const name = normalizeUserName(raw);
  return name === null ? null : maskUserName(name);
}

/** Renders one page request. Never throws for bad input: errors become readable pages with their status. */
export const render: SsrRender = async (req) => {
  const url = new URL(req.url, 'http://localhost');
  const cookieLang = asLang(req.cookies.language) ?? 'zh';
  const lang = langFromUrl(url.pathname, url.search) ?? cookieLang;
  const match = matchPage(url.pathname);
  const origin = pageOrigin(req.protocol, req.host);
  const outcome: RenderOutcome = { status: 200, chunks: [], parts: [], ...(origin ? { origin } : {}) };
  let client = createServerClient(req, lang);
  const styles = createServerEmotionCache();

  let body: string;
  // Split frame parts and the article's citation part load before the render: a boundary that suspended in `prerender` would leave inline reveal
  // scripts, which the page's policy (script-src 'self') blocks.
  // Both catalogues stay loaded in the server process (loaded once); the page names its own for the browser.
  await Promise.all([
    preloadFrameChunks(),
    journalTrailChunk.load(),
    journalInfoChunk.load(),
    preloadCitationKit(),
    errorFrameChunk.load(),
    loadMessages('zh'),
    loadMessages('en'),
  ]);
  outcome.chunks?.unshift(...catalogueKeys(lang));
  if (await prefetch(req, match, url, lang, client)) {
    const { prelude } = await prerenderToNodeStream(
      appTree(req, client, outcome, cookieLang, styles.cache),
      PRERENDER_OPTIONS,
    );
    body = await nodeStreamToString(prelude);
  } else {
    client = createServerClient(req, lang); // errors are not cached: the page's own query must see them
    const { result } = await prerenderStatic({
      tree: appTree(req, client, outcome, cookieLang, styles.cache),
      context: { client },
      renderFunction: async (node) => {
        const { prelude } = await prerenderToNodeStream(node, PRERENDER_OPTIONS);
        return nodeStreamToString(prelude);
      },
    });
    body = result;
  }

  // The request's site cannot be shown (a page's query or the error frame met its failed lookup): answer its state.
  const siteState = outcome.siteState && siteStateOf(outcome.siteState.code, outcome.siteState.phone);
  if (siteState) return siteStateDocument({ template: req.template, lang, origin }, siteState);

  if (outcome.redirect) {
    const response: SsrResponse = { status: outcome.redirectStatus ?? 302, redirect: outcome.redirect, cache: 'none' };
    return response;
  }

  const pageCss = styles.collected();
  // Styles before scripts (first paint): the template's build stylesheet comes first (web/build/headOrder.ts),
  // the page stylesheet right after it (the gateway links it at the marker), then the route chunks' modules block,
  // which the starter (start.ts) preloads after the first paint. The Apollo state is only read at hydration, so it
  // goes at the end of the body, behind the content.
  const head = [
    `<title>${escapeHtml(outcome.title ?? defaultTitle(lang))}</title>`,
    pageCss.css ? PAGE_CSS_MARKER : '',
    // metadata for indexers after the stylesheets, so nothing delays the first paint's requests
    headTagsHtml({ ...outcome.headTags, feeds: feedHeadTags(Object.values(outcome.feeds ?? {}), lang) }),
    preloadLinks(outcome.chunks ?? [], req.template),
  ]
    .filter(Boolean)
    .join('\n    ');
  let html = fillTemplate(req.template, { lang, head, body });
  // the cookies' values this render used, then the cache: the browser hydrates from both (renderContext.ts)
  const context = renderContextScript({
    userName: maskedUserName(req.cookies.userName),
    cookieLang,
    parts: outcome.parts ?? [],
    page: match.handle?.page?.manifestKey ?? null,
    params: match.params,
  });
  html = replaceLiteral(html, '</body>', `  ${context}\n  ${stateScript(client.extract())}\n  </body>`);
  return {
    status: outcome.status,
    html,
    ...(pageCss.css ? { pageCss } : {}),
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // /errorPage naming maintenance on a site that can be shown
      ...(outcome.status === 503 ? { 'retry-after': String(MAINTENANCE_RETRY_AFTER_S) } : {}),
    },
    cache: cacheClass(match, outcome, req.cookies),
  };
};
