/**
 * Wire shapes of the session hand-over (docs/product/members.md#token-hand-over): a signed-in member asks rc-pub for
 * a one-time code (RcPubPaths.handover), a link carries it as `?token=<code>`, and the gateway exchanges it once for a
 * new session (RcPubPaths.handoverExchange, answering the login result).
 */
import type { HandoverCodeWire } from './wire-schemas/handover.js';

/** The wire shape of this module, the static type of its TypeBox schema (wire-schemas/handover.ts). */
export type { HandoverCodeWire };

/** The body of an exchange: the code a link carried. */
export interface HandoverExchangeBody {
  code: string;
}
