/**
 * A tiny logging proxy between a gateway and rc-pub: forwards every request unchanged and records how long each
 * rc-pub call took (from the request's arrival to the end of rc-pub's response), so one page render can be set
 * against its slowest rc-pub call.
 */
import { createServer, request, type Server } from 'node:http';

/** One proxied rc-pub call. Times in ms since the proxy started (performance.now()). */
export interface ProxiedCall {
  method: string;
  path: string;
  start: number;
  end: number;
  ms: number;
}

/** The running proxy: its port, the calls seen so far (clear with `calls.length = 0`) and `close`. */
export interface TimingProxy {
  port: number;
  calls: ProxiedCall[];
  close(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1 (a free port) in front of `target` (e.g. http://127.0.0.1:3001). */
export async function startTimingProxy(target: string): Promise<TimingProxy> {
  const t = new URL(target);
  const calls: ProxiedCall[] = [];
  const server: Server = createServer((req, res) => {
    const start = performance.now();
    const up = request(
      {
        host: t.hostname,
        port: t.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: t.host },
      },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
        upRes.on('end', () => {
          const end = performance.now();
          calls.push({ method: req.method ?? 'GET', path: req.url ?? '', start, end, ms: end - start });
        });
      },
    );
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('bench: proxy has no port');
  return {
    port: addr.port,
    calls,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
