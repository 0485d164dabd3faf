/**
 * Request URLs as logs may keep them: the values of query parameters that are credentials are replaced by
 * `[redacted]`, so a debug log never holds a key or a session. Such parameters exist because a protocol puts them in
 * the URL: the COUNTER_SUSHI API's `api_key` (docs/product/usage.md#keys-and-customers), the session hand-over's
 * `token` (docs/product/members.md#token-hand-over), OpenID Connect's `code` and `state`. One rule for rc-pub's and
 * the gateway's request logs.
 */

/** Query parameters whose values are credentials (compared without case). */
export const SECRET_QUERY_PARAMS: readonly string[] = ['api_key', 'token', 'code', 'state', 'commontoken'];

const SECRET = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** `url` (a request target such as `/counter/r51/reports?api_key=…`) with credential values redacted. */
export function loggableUrl(url: string | undefined): string | undefined {
  return url?.includes('?') ? url.replace(SECRET, '$1[redacted]') : url;
}
