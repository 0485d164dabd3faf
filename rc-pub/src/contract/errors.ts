/**
 * The one closed set of error codes shared by rc-pub envelopes (`code` beside `status`) and the gateway's GraphQL
 * `extensions.code`. Envelope statuses follow docs/product/calls-and-errors.md#statuses-and-error-codes: 0 success, 401 session expired, 10001 forbidden site,
 * any other non-zero an error whose `message` is readable in the request's language.
 */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN_SITE: 'FORBIDDEN_SITE',
  SITE_EXPIRED: 'SITE_EXPIRED',
  SITE_MAINTENANCE: 'SITE_MAINTENANCE',
  /** Too many requests from one client (gateway rate limit, HTTP 429 with Retry-After). */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The gateway sheds load (HTTP 503 with Retry-After); try again shortly. */
  OVERLOADED: 'OVERLOADED',
  /** A GraphQL document over the alias, token, depth or cost limits (HTTP 400). */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** A third-party identity nobody bound yet ('User not found, please bind first.', docs/product/members.md#third-party-login); data holds a bind ticket. */
  BIND_REQUIRED: 'BIND_REQUIRED',
  /** A feature this deployment has not configured (e.g. third-party login without OIDC_ISSUER). */
  NOT_CONFIGURED: 'NOT_CONFIGURED',
  /** An HTTP method the endpoint does not take for this operation (a GraphQL mutation over GET: HTTP 405, Allow: POST). */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UPSTREAM: 'UPSTREAM',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /**
   * rc-pub did not answer within the gateway's bound for an API call (GraphQL over HTTP, the file proxy:
   * GRAPHQL_UPSTREAM_TIMEOUT_MS); try again shortly (docs/product/calls-and-errors.md#statuses-and-error-codes).
   */
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Envelope status numbers (docs/product/calls-and-errors.md#statuses-and-error-codes; 401 = session expiry). */
export const EnvelopeStatus = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  FORBIDDEN_SITE: 10001,
  SITE_EXPIRED: 10002,
  SITE_MAINTENANCE: 10003,
  /** loginByThirdLoginUrl: the identity is not bound to a member yet; `data` is a BindTicketWire. */
  BIND_REQUIRED: 10004,
  /** The call needs configuration this deployment lacks (third-party login off). */
  NOT_CONFIGURED: 10005,
} as const;

/** Maps an envelope status to the shared error code (used by the gateway for statuses without a `code`). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case EnvelopeStatus.BAD_REQUEST:
      return ErrorCode.BAD_REQUEST;
    case EnvelopeStatus.UNAUTHENTICATED:
      return ErrorCode.UNAUTHENTICATED;
    case EnvelopeStatus.NOT_FOUND:
      return ErrorCode.NOT_FOUND;
    case EnvelopeStatus.FORBIDDEN_SITE:
      return ErrorCode.FORBIDDEN_SITE;
    case EnvelopeStatus.SITE_EXPIRED:
      return ErrorCode.SITE_EXPIRED;
    case EnvelopeStatus.SITE_MAINTENANCE:
      return ErrorCode.SITE_MAINTENANCE;
    case EnvelopeStatus.BIND_REQUIRED:
      return ErrorCode.BIND_REQUIRED;
    case EnvelopeStatus.NOT_CONFIGURED:
      return ErrorCode.NOT_CONFIGURED;
    case EnvelopeStatus.TOO_MANY_REQUESTS:
      return ErrorCode.RATE_LIMITED;
    case EnvelopeStatus.UNAVAILABLE:
      return ErrorCode.OVERLOADED;
    default:
      return ErrorCode.UPSTREAM;
  }
}
