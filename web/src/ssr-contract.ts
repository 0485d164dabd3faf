/**
 * The contract between the gateway (server/) and the web app's server entry (web/src/entry-server.tsx, built by Vite
 * to web/dist/server/entry-server.js). The server reads web/dist/client/index.html once and calls `render` for every
 * page request; GraphQL runs in-process through `execute` (mercurius `app.graphql`), never HTTP to itself.
 */

/** Result of one in-process GraphQL execution (graphql-js ExecutionResult, JSON-safe). */
export interface SsrExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{
    message: string;
    path?: ReadonlyArray<string | number>;
    extensions?: Record<string, unknown>;
  }>;
}

/** What the server hands the web app for one page request. */
export interface SsrRequest {
  /** Path and query string, e.g. `/article/id/3/17/en?x=1`. */
  url: string;
  /** Host header, e.g. `plosmed.localhost:3000` (the site subdomain comes from it). */
  host: string;
  /**
   * `http` or `https`: the scheme the reader used (Fastify's req.protocol, which follows X-Forwarded-Proto only under
   * TRUST_PROXY). With `host` it makes the absolute URLs of canonical and hreflang links. The page cache
   * keys by Host, so one host is expected to be served under one scheme (as behind the deployment's proxy).
   */
  protocol?: string;
  /** Request cookies by name (language, commonToken, userName, ...: docs/product/sites-and-frame.md#browser-storage). */
  cookies: Record<string, string>;
  /** The built client index.html with `<!--app-head-->` and `<!--app-html-->` placeholders. */
  template: string;
  /** Executes a GraphQL operation in-process with the request's language (route segment, else cookie, else zh). */
  execute(
    document: string,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
    options: { lang: 'zh' | 'en' },
  ): Promise<SsrExecutionResult>;
}

/**
 * How the server may cache a rendered page for anonymous readers: `page` for content pages (the server's
 * page TTL), `search` for search result pages (a short TTL), `none` for pages that must never be shared (errors that
 * depend on upstream health, member pages).
 */
export type SsrCacheClass = 'page' | 'search' | 'none';

/**
 * The per-component CSS emotion inserted during one render (pages carry no inline CSS). The render leaves
 * {@link PAGE_CSS_MARKER} in the head, after the build stylesheet, and no `<style>` element anywhere.
 */
export interface PageCss {
  /** The rules, in emotion's insertion (cascade) order; minified by stylis. */
  css: string;
  /** Emotion ids (`css-<id>` class names without the key, keyframe names) of those rules, for the browser's cache. */
  ids: string[];
}

/**
 * Where the gateway puts the page stylesheet: a `<link rel="stylesheet" href="/_page-css/<hash>.css"
 * data-emotion-ids="...">` (or, when it could not store the sheet, an inline `<style>`).
 */
export const PAGE_CSS_MARKER = '<!--page-css-->';

/** What the web app answers: a document with its status, or a redirect (the forbidden and error pages, docs/product/sites-and-frame.md#site-states). */
export interface SsrResponse {
  status: number;
  html?: string;
  redirect?: string;
  headers?: Record<string, string>;
  /** Cache class of this page; absent = `none`. */
  cache?: SsrCacheClass;
  /**
   * The page's emotion CSS, present when `html` holds {@link PAGE_CSS_MARKER}. The gateway replaces the
   * marker with a link to the stored sheet; a caller that ignores it serves the page without those rules.
   */
  pageCss?: PageCss;
}

/** The server entry's export. */
export type SsrRender = (req: SsrRequest) => Promise<SsrResponse>;
