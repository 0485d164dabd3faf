/**
 * What a server render read from the request's cookies and showed (the login state and the language), handed to
 * the browser entry so hydration starts from the same values. Reading the cookies again at hydration time races with
 * anything that changes them in between (a logout in another tab, a script, a test's fetch): the header would render
 * differently from the server HTML and React would throw away the page (hydration error #418). After hydration,
 * session.ts's interval re-reads the cookie (every 1000 ms, docs/product/members.md#sessions) and the header follows.
 */
import { serializeState } from './apolloCache.js';
import { asLang, type Lang } from './lang.js';

/** Id of the JSON data block that carries the render context (before the Apollo state block, end of the body). */
export const RENDER_CONTEXT_KEY = '__RENDER_CONTEXT__';

/**
 * The request values a server render used: the `userName` cookie masked as the header shows it (docs/product/members.md#display-name; null = logged
 * out; masking is idempotent, so the header prints the same) and the `language` cookie.
 */
export interface RenderContext {
  userName: string | null;
  cookieLang: Lang;
  /** The split parts the page rendered (`header`, `carousel`; moduleRef.ts), which load before hydration. */
  parts: string[];
  /** The manifest key of the split page the route rendered (routes/lazy.tsx `pageByKey`), null when none. */
  page: string | null;
  /** The route's params the page's loader was given (routes/lazy.tsx `LoaderArgs`); the browser reads its query early. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The data block for the page (a `type="application/json"` script: data, never run, so the page CSP needs no nonce).
 * Member pages are never cached.
 */
export function renderContextScript(context: RenderContext): string {
  return `<script type="application/json" id="${RENDER_CONTEXT_KEY}">${serializeState(context)}</script>`;
}

/**
 * The server's render context from `doc`, or null when the page has none or it is unreadable (the caller then reads
 * the cookies itself).
 */
export function readRenderContext(doc: Document): RenderContext | null {
  const text = doc.getElementById(RENDER_CONTEXT_KEY)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { userName, cookieLang, parts, page, params } = value as Record<string, unknown>;
    const lang = asLang(typeof cookieLang === 'string' ? cookieLang : null);
    if (!lang || (userName !== null && typeof userName !== 'string')) return null;
    const names = Array.isArray(parts) ? parts.filter((p): p is string => typeof p === 'string') : [];
    return {
      userName,
      cookieLang: lang,
      parts: names,
      page: typeof page === 'string' ? page : null,
      params: stringEntries(params),
    };
  } catch {
    return null;
  }
}

/** The string-valued entries of `value` when it is a plain object, else none. */
function stringEntries(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
