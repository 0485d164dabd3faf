/**
 * The gateway's one error class: a code from the closed set in rc-pub's contract (rc-pub/src/contract/errors.ts) and
 * a readable message. GraphQL answers carry the code as `extensions.code` (graphql/errors.ts); routes map it to
 * their own answers.
 */
import type { ErrorCode } from 'rc-pub/contract';

/** An error with a shared code (ErrorCode) and a readable message, e.g. rc-pub's envelope message. */
export class GatewayError extends Error {
  readonly code: ErrorCode;
  /** The rc-pub envelope status when the error came from an envelope. */
  readonly status: number | undefined;
  /** The envelope's `data` of an error answer (e.g. the bind ticket of BIND_REQUIRED); null when none. */
  readonly detail: unknown;
  constructor(code: ErrorCode, message: string, status?: number, detail: unknown = null) {
    super(message);
    this.name = 'GatewayError';
    this.code = code;
    this.status = status;
    this.detail = detail;
  }
}

/** True when `e` is a GatewayError with the given code. */
export function isGatewayError(e: unknown, code?: ErrorCode): e is GatewayError {
  return e instanceof GatewayError && (code === undefined || e.code === code);
}
