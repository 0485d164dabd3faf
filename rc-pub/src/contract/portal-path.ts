/**
 * Where the portal may send a browser back to (after a login, an account binding, the desktop-version switch): a path
 * of this portal, never another site, so no return parameter turns the portal into an open redirect. One rule for
 * rc-pub, the gateway and the web app.
 */

/** The longest return path accepted. */
export const PORTAL_PATH_MAX_LENGTH = 2000;

/** One leading `/` not followed by `/` or `\` (browsers read both as another host), then no `\` or control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const PORTAL_PATH = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/;

/** True when `value` is a path of this portal (module docs) of at most {@link PORTAL_PATH_MAX_LENGTH} characters. */
export function isPortalPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PORTAL_PATH_MAX_LENGTH && PORTAL_PATH.test(value);
}

/** `value` when it is a path of this portal ({@link isPortalPath}), else the home page `/`. */
export function portalPathOrHome(value: unknown): string {
  return isPortalPath(value) ? value : '/';
}
