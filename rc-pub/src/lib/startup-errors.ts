/**
 * One clear sentence for the start-up failures an operator meets: what failed, where, what to do; printed
 * without a stack trace by server.ts and cli.ts, which then exit non-zero. Unknown errors get null (printed in full).
 */

/** Where rc-pub was connecting or listening. */
export interface StartupTarget {
  databaseUrl?: string | undefined;
  host?: string;
  port?: number;
}

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
};

function codesOf(err: unknown): string[] {
  const out: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') out.push(code);
    // AggregateError (several addresses tried) and wrapped causes
    const inner = (e as { errors?: unknown[] }).errors?.[0] ?? (e as { cause?: unknown }).cause;
    e = inner;
  }
  return out;
}

/** host:port of a postgres:// URL (password never shown). */
export function pgAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL address';
  }
}

/**
 * The one-sentence explanation of a start-up error, or null when it is not a known operational failure.
 * Known: PostgreSQL unreachable (ECONNREFUSED, ENOTFOUND, timeouts), database missing (3D000), authentication
 * failed (28P01, 28000), and the listen port in use (EADDRINUSE) or not allowed (EACCES).
 */
export function describeStartupError(err: unknown, where: StartupTarget): string | null {
  const codes = codesOf(err);
  const db = where.databaseUrl ? pgAddress(where.databaseUrl) : null;
  const listen = `${where.host ?? '127.0.0.1'}:${where.port ?? '?'}`;
  for (const code of codes) {
    if (code === 'EADDRINUSE')
      return `port ${listen} is already in use (another rc-pub or service is listening there): stop that process or set RC_PUB_PORT to a free port.`;
    if (code === 'EACCES' && where.port !== undefined && !db)
      return `not allowed to listen on ${listen}: use a port above 1023 in RC_PUB_PORT.`;
    if (db && UNREACHABLE[code])
      return `cannot reach PostgreSQL at ${db} (${UNREACHABLE[code]}): start PostgreSQL or set DATABASE_URL to a reachable server (unset it to use the embedded PGlite).`;
    if (db && code === '3D000')
      return `the database named in DATABASE_URL does not exist on PostgreSQL at ${db}: create it (createdb) or fix DATABASE_URL.`;
    if (db && (code === '28P01' || code === '28000'))
      return `PostgreSQL at ${db} refused the user or password of DATABASE_URL: fix the credentials in DATABASE_URL.`;
  }
  return null;
}
