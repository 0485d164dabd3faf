/**
 * Resumption tokens (OAI-PMH 2.0 section 3.5): stateless and opaque, base64url of a JSON object holding the list's
 * arguments and the position after the last record sent, so any rc-pub instance can continue a list. Validated
 * strictly: anything else is badResumptionToken.
 */
import type { Cursor } from '../repositories/oai.js';
import { OaiError } from './protocol.js';

/** What a token carries: the verb's list kind, its arguments and where the next page starts. */
export interface ListState {
  /** 'r' ListRecords, 'i' ListIdentifiers. */
  kind: 'r' | 'i';
  metadataPrefix: string;
  from?: string;
  until?: string;
  set?: string;
  /** Records sent before the next page (the `cursor` attribute of the next page). */
  sent: number;
  after: Cursor;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const KEYS = new Set(['k', 'm', 'f', 'u', 's', 'n', 't', 'i']);

/** Encodes a list state as a token. */
export function encodeToken(s: ListState): string {
  const o: Record<string, string | number> = {
    k: s.kind,
    m: s.metadataPrefix,
    n: s.sent,
    t: s.after.updatedAt,
    i: s.after.id,
  };
  if (s.from !== undefined) o.f = s.from;
  if (s.until !== undefined) o.u = s.until;
  if (s.set !== undefined) o.s = s.set;
  return Buffer.from(JSON.stringify(o), 'utf8').toString('base64url');
}

function bad(): OaiError {
  return new OaiError('badResumptionToken', 'The resumptionToken is invalid or expired.');
}

const optStr = (v: unknown): v is string | undefined => v === undefined || (typeof v === 'string' && v.length <= 200);

/**
 * Decodes a token made by {@link encodeToken} for list kind `kind`.
 * @throws OaiError badResumptionToken for anything else (other verb, wrong shape, foreign text)
 */
export function decodeToken(token: string, kind: 'r' | 'i'): ListState {
  if (token.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(token)) throw bad();
  let o: unknown;
  try {
    o = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw bad();
  const r = o as Record<string, unknown>;
  if (Object.keys(r).some((k) => !KEYS.has(k))) throw bad();
  const { k, m, f, u, s, n, t, i } = r;
  if (k !== kind || typeof m !== 'string' || m.length > 50 || !optStr(f) || !optStr(u) || !optStr(s)) throw bad();
  if (!Number.isSafeInteger(n) || (n as number) < 1 || !Number.isSafeInteger(i) || (i as number) < 1) throw bad();
  if (typeof t !== 'string' || !CURSOR_TIME.test(t)) throw bad();
  return {
    kind,
    metadataPrefix: m,
    from: f,
    until: u,
    set: s,
    sent: n as number,
    after: { updatedAt: t, id: i as number },
  };
}
