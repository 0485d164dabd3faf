/**
 * GraphQL errors as the gateway answers them: every GraphQL error leaves the gateway with `extensions.code` from the
 * closed set in rc-pub's contract (rc-pub/src/contract/errors.ts), taken from a {@link GatewayError} when a resolver
 * threw one. A site under maintenance (SITE_MAINTENANCE) also carries `extensions.phone`: the contact phone rc-pub
 * answered with (the site's footer phone, '-' when none; docs/product/sites-and-frame.md#site-states).
 */
import { GraphQLError, type ExecutionResult, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import { blockFieldSuggestionsDefaultOptions } from '@escape.tech/graphql-armor-block-field-suggestions';
import { ErrorCode } from 'rc-pub/contract';
import { GatewayError } from '../domain/errors.js';
import { isTokenLimitMessage } from './limits.js';

const KNOWN = new Set<string>(Object.values(ErrorCode));

/**
 * Duck-typed GraphQLError check: graphql ships ESM and CJS builds, and mercurius (CJS) may create errors from the
 * other build than ours, so `instanceof GraphQLError` is unreliable.
 */
function isGraphQLErrorLike(e: unknown): e is GraphQLError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as GraphQLError).toJSON === 'function' &&
    'path' in e &&
    'locations' in e
  );
}

/** Errors of the request itself: a bad document or variables (graphql-js, mercurius) or a body Fastify rejected. */
function isRequestError(e: GraphQLError): boolean {
  const orig = e.originalError as (Error & { code?: string; statusCode?: number }) | undefined;
  if (!orig) return true; // parse and validation errors carry no original error
  // Variable coercion ("$n got invalid value") wraps graphql-js's own error, outside any field (no path).
  if (!e.path && isGraphQLErrorLike(orig)) return true;
  // Fastify's own 4xx errors (e.g. FST_ERR_CTP_INVALID_JSON_BODY for a body that is not JSON) reach the formatter too.
  if (typeof orig.statusCode === 'number' && orig.statusCode >= 400 && orig.statusCode < 500) return true;
  return typeof orig.code === 'string' && orig.code.startsWith('MER_ERR_GQL');
}

/** Codes of errors caused by the request itself (HTTP 400 when nothing else happened). */
const REQUEST_CODES = new Set<string>([ErrorCode.BAD_REQUEST, ErrorCode.QUERY_TOO_COMPLEX]);

/** graphql-js's "Did you mean …?" hints name schema fields; production hides them (graphql-armor's mask). */
function maskSuggestions(message: string): string {
  return message.replace(/Did you mean ".+"\?/g, blockFieldSuggestionsDefaultOptions.mask).trim();
}

/**
 * Formats one error: keeps message, locations and path; sets `extensions.code`. Internal errors keep their message
 * outside production only; production also hides field suggestions. A document over the token limit is
 * QUERY_TOO_COMPLEX.
 */
export function formatGraphQLError(e: GraphQLError | Error, production: boolean): GraphQLFormattedError {
  const gql = isGraphQLErrorLike(e) ? e : new GraphQLError(e.message, { originalError: e });
  const orig = gql.originalError;
  let code: ErrorCode;
  let message = gql.message;
  if (orig instanceof GatewayError) code = orig.code;
  else if (isTokenLimitMessage(gql.message)) {
    code = ErrorCode.QUERY_TOO_COMPLEX;
    message = gql.message.replace(/^Syntax Error: /, '').replace('more that', 'more than');
  } else if (typeof gql.extensions?.code === 'string' && KNOWN.has(gql.extensions.code))
    code = gql.extensions.code as ErrorCode;
  else if (isRequestError(gql)) code = ErrorCode.BAD_REQUEST;
  else {
    code = ErrorCode.INTERNAL;
    if (production) message = 'Internal error';
  }
  if (production && REQUEST_CODES.has(code)) message = maskSuggestions(message);
  const out = gql.toJSON() as GraphQLFormattedError & { extensions?: Record<string, unknown> };
  const phone = code === ErrorCode.SITE_MAINTENANCE ? maintenancePhone(orig) : undefined;
  return { ...out, message, extensions: { ...(out.extensions ?? {}), code, ...(phone ? { phone } : {}) } };
}

/** The contact phone of rc-pub's maintenance answer (`data: { phone }`), when the error carries one. */
function maintenancePhone(orig: unknown): string | undefined {
  if (!(orig instanceof GatewayError)) return undefined;
  const phone = (orig.detail as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' && phone ? phone : undefined;
}

/** Flattens mercurius validation errors (an Error carrying `errors: GraphQLError[]`) into their parts. */
function flatten(errors: ReadonlyArray<GraphQLError | Error>): Array<GraphQLError | Error> {
  const out: Array<GraphQLError | Error> = [];
  for (const e of errors) {
    const inner =
      ((e as GraphQLError).originalError as { errors?: unknown } | undefined)?.errors ??
      (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.length) out.push(...(inner as Array<GraphQLError | Error>));
    else out.push(e);
  }
  return out;
}

/** The pino-like logger mercurius exposes on its context. */
interface ErrorLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * mercurius `errorFormatter`: every error gets a shared `extensions.code`. HTTP status: 200 when data is present
 * (GraphQL over HTTP), 400 for a document that failed to parse/validate or is over a limit, else 200. Only faults of
 * the gateway itself (INTERNAL) are logged as errors; request and upstream problems are logged at info.
 */
export function makeErrorFormatter(production: boolean) {
  return (
    execution: ExecutionResult & { errors: ReadonlyArray<GraphQLError> } & { statusCode?: number },
    context?: { reply?: { log: ErrorLog }; app?: { log: ErrorLog } },
  ) => {
    const flat = flatten(execution.errors);
    const errors = flat.map((e) => formatGraphQLError(e, production));
    const log = context?.reply?.log ?? context?.app?.log;
    errors.forEach((f, i) => {
      // Faults of the gateway itself are errors; upstream and request problems are expected outcomes.
      if (f.extensions?.code === ErrorCode.INTERNAL) log?.error({ err: flat[i] }, f.message);
      else log?.info({ code: f.extensions?.code, path: f.path }, f.message);
    });
    const allBad =
      !execution.data && errors.length > 0 && errors.every((e) => REQUEST_CODES.has(String(e.extensions?.code)));
    const statusCode = execution.data ? 200 : allBad ? 400 : (execution.statusCode ?? 200);
    const response: FormattedExecutionResult = { data: execution.data ?? null, errors };
    return { statusCode, response };
  };
}
