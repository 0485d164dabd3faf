/** One clear sentence for a failure to listen (port in use, no permission, unknown address), without a stack. */

/**
 * The sentence printed when `listen` fails.
 * @param err the error from Fastify's listen (a Node system error with `code`).
 */
export function listenErrorMessage(err: unknown, host: string, port: number): string {
  const code = (err as { code?: unknown } | null)?.code;
  const where = `${host}:${port}`;
  switch (code) {
    case 'EADDRINUSE':
      return `Gateway cannot start: ${where} is already in use by another process; stop it or set PORT to a free port.`;
    case 'EACCES':
      return `Gateway cannot start: no permission to listen on ${where}; use a port above 1023 or run with the right privileges.`;
    case 'EADDRNOTAVAIL':
      return `Gateway cannot start: the address ${host} does not belong to this machine; set HOST to one of its addresses (or 0.0.0.0).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Gateway cannot start: the host name ${host} does not resolve; set HOST to an address such as 127.0.0.1.`;
    default:
      return `Gateway cannot start listening on ${where}: ${err instanceof Error ? err.message : String(err)}`;
  }
}
