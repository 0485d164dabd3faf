/**
 * Business errors of rc-pub services. Thrown by service verbs, turned by the app's error handler into an HTTP 200
 * envelope `{ status, message, data, code }` with the message in the request's language (docs/product/calls-and-errors.md#envelope).
 */
import { EnvelopeStatus, ErrorCode, codeForStatus } from '../contract/errors.js';
import type { MessageKey } from './i18n.js';

/** A business error: envelope `status`, message key + params (translated later), optional `data`. */
export class RcPubError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'RcPubError';
    this.code = status === EnvelopeStatus.INTERNAL ? ErrorCode.INTERNAL : codeForStatus(status);
  }
}

/** Envelope status 404 (NOT_FOUND) with the given message. */
export function notFound(key: MessageKey, params: Record<string, string | number> = {}): RcPubError {
  return new RcPubError(EnvelopeStatus.NOT_FOUND, key, params);
}

/** Envelope status 400 (BAD_REQUEST) with the given message. */
export function badRequest(key: MessageKey, params: Record<string, string | number> = {}): RcPubError {
  return new RcPubError(EnvelopeStatus.BAD_REQUEST, key, params);
}
