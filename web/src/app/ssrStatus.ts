/**
 * Per-request render outcome collected while rendering on the server: the HTTP status (404 page), a
 * redirect (forbidden/error sites, docs/product/calls-and-errors.md#how-pages-show-errors) and the document title. On the client the same hooks are harmless.
 */
import { createContext, useContext } from 'react';
import type { FeedKind } from '../feed-urls.js';

/**
 * One head tag: a `<meta>` or `<link>` with its attributes, a JSON-LD `<script>` with its object, or a `<style>` with
 * its CSS (site CSS, already made safe by the gateway, server/src/domain/site-css.ts). Pages set them with
 * `<HeadTags>` (HeadTags.tsx), which also writes them as HTML.
 */
export type HeadTag =
  | { tag: 'meta' | 'link'; attrs: Readonly<Record<string, string>> }
  | { tag: 'jsonld'; json: unknown }
  | { tag: 'style'; css: string; attrs: Readonly<Record<string, string>> };

/** Mutable per-request record filled by pages during the server render. */
export interface RenderOutcome {
  status: number;
  redirect?: string;
  /** The redirect's status: 301 for content that moved to the site holding it, else 302. */
  redirectStatus?: 301 | 302;
  /**
   * The site lookup's error when the request's site cannot be shown (its GraphQL code and, under maintenance, the
   * contact phone rc-pub answered with): the server then answers the site's state instead of the page
   * (components/errors/siteState.ts).
   */
  siteState?: { code: string; phone?: string };
  title?: string;
  /**
   * The page's origin (`https://plosmed.example.org`) on the server, from the request's scheme and Host; absent in
   * the browser and when the Host is not a valid host. Absolute URLs of canonical and hreflang links.
   */
  origin?: string;
  /** Meta, link and JSON-LD tags for the head (see HeadTags.tsx). */
  headTags?: Record<string, readonly HeadTag[]>;
  /**
   * Feeds the page names for autodiscovery, by slot (`site`, `journal`): the feed and the name of its source
   * (site or journal) in the page language. entry-server writes them as `<link rel="alternate">` head tags
   * (app/feedHeadTags.ts), so their texts stay out of the client build.
   */
  feeds?: Record<string, { feed: FeedKind; source: string }>;
  /** Vite manifest keys of the lazy route chunks rendered (server only; see routes/lazy.tsx). */
  chunks?: string[];
  /** Names of the split parts rendered (server only; moduleRef.ts useSplitModule), for the render context. */
  parts?: string[];
}

/** Provided by entry-server (a fresh object per request) and entry-client (a throwaway object). */
export const RenderOutcomeContext = createContext<RenderOutcome>({ status: 200 });

/** Sets the response status of this render (e.g. 404 for unknown routes). */
export function useStatus(status: number): void {
  useContext(RenderOutcomeContext).status = status;
}

/** Requests a redirect from the server render (the client navigates instead). */
export function useRenderOutcome(): RenderOutcome {
  return useContext(RenderOutcomeContext);
}
