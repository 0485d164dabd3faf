/**
 * Server entry (built to web/dist/server/entry-server.js; contract in ssr-contract.ts). For one request it renders
 * the app with Apollo's `prerenderStatic` (queries run in-process through `req.execute`), then fills the template:
 * `<html lang>`, `<title>`, the page HTML and the serialized Apollo cache. Unknown routes answer 404; forbidden and
 * error sites answer a redirect to /forbiddenPage or /errorPage (SPEC §8).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StaticRouter } from 'react-router';
import { App } from './app/App.js';
import { APOLLO_STATE_KEY, serializeState } from './app/apolloCache.js';
import { createServerClient } from './app/apolloServer.js';
import { preloadLinks } from './app/preload.js';
import { asLang, htmlLang, langFromUrl } from './app/lang.js';
import { CookieLangContext } from './app/lang.js';
import { RenderOutcomeContext, type RenderOutcome } from './app/ssrStatus.js';
import { normalizeUserName, UserNameContext } from './app/session.js';
import { DEFAULT_TITLE } from './app/Title.js';
import type { SsrRender, SsrResponse } from './ssr-contract.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function nodeStreamToString(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return out;
}

/** Renders one page request. Never throws for bad input: errors become readable pages with their status. */
export const render: SsrRender = async (req) => {
  const url = new URL(req.url, 'http://localhost');
  const cookieLang = asLang(req.cookies.language) ?? 'zh';
  const lang = langFromUrl(url.pathname, url.search) ?? cookieLang;
  const outcome: RenderOutcome = { status: 200, chunks: [] };
  const client = createServerClient(req, lang);

  const tree = (
    <StrictMode>
      <RenderOutcomeContext.Provider value={outcome}>
        <CookieLangContext.Provider value={cookieLang}>
          <UserNameContext.Provider value={normalizeUserName(req.cookies.userName)}>
            <ApolloProvider client={client}>
              <StaticRouter location={req.url}>
                <App />
              </StaticRouter>
            </ApolloProvider>
          </UserNameContext.Provider>
        </CookieLangContext.Provider>
      </RenderOutcomeContext.Provider>
    </StrictMode>
  );

  const { result } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: async (node) => {
      const { prelude } = await prerenderToNodeStream(node);
      return nodeStreamToString(prelude);
    },
  });

  if (outcome.redirect) {
    const response: SsrResponse = { status: 302, redirect: outcome.redirect };
    return response;
  }

  const head = [
    `<title>${escapeHtml(outcome.title ?? DEFAULT_TITLE)}</title>`,
    preloadLinks(outcome.chunks ?? [], req.template),
    `<script>window.${APOLLO_STATE_KEY}=${serializeState(client.extract())}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const html = req.template
    .replace(/<html[^>]*>/, `<html lang="${htmlLang(lang)}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', result);
  return { status: outcome.status, html, headers: { 'content-type': 'text/html; charset=utf-8' } };
};
