/**
 * GATEWAY_WORKERS ("as a real deployment would"): the gateway as several processes sharing one port with
 * node:cluster, so a 2-core host answers cached pages and renders on both cores (nginx runs one worker per core the
 * same way). The primary only supervises: it forks the workers (each runs server.ts's app and listens), forwards
 * SIGINT/SIGTERM to them and exits when they have closed, and replaces a worker that dies after it started serving.
 * A worker that exits before it ever listened is a start-up failure (a port in use, a bad configuration it printed):
 * the primary stops the others and exits with that worker's code, rather than forking it again forever.
 * Each worker keeps its own in-process page cache and site configuration cache; REDIS_URL shares pages and rate-limit
 * counters between them, as between replicas. Page stylesheets are also sent to the sibling workers through the
 * primary ({@link siblingChannel}): a browser fetches a page's sheet on any connection, so from any worker.
 */
import cluster, { type Worker } from 'node:cluster';

/** Marks the IPC messages the primary relays between workers ({@link siblingChannel}). */
const RELAY = 'rc-portal:relay';

/** An IPC message relayed to every other worker: a topic and its plain-data payload. */
interface Relayed {
  [RELAY]: string;
  data: unknown;
}

function isRelayed(m: unknown): m is Relayed {
  return typeof m === 'object' && m !== null && typeof (m as Record<string, unknown>)[RELAY] === 'string';
}

/** What a worker publishes to, and hears from, its sibling workers on one topic. */
export interface SiblingChannel<T> {
  publish(data: T): void;
  subscribe(fn: (data: T) => void): void;
}

/**
 * The channel of `topic` between this worker and its siblings (the primary relays each message to every other
 * worker), or undefined outside a GATEWAY_WORKERS worker. Messages are structured-cloned plain data; delivery is
 * best effort (a worker starting later misses earlier messages).
 */
export function siblingChannel<T>(topic: string): SiblingChannel<T> | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  const send = process.send.bind(process);
  return {
    publish: (data) => {
      send({ [RELAY]: topic, data } satisfies Relayed);
    },
    subscribe: (fn) => {
      process.on('message', (m: unknown) => {
        if (isRelayed(m) && m[RELAY] === topic) fn(m.data as T);
      });
    },
  };
}

/** Pause before replacing a worker that died while serving, in ms (a crash loop must not spin the CPU). */
const RESPAWN_DELAY_MS = 1000;

/**
 * Runs `count` workers of this script and supervises them (module docs). Call it from the primary only.
 * @param log one line per event, e.g. console.error.
 */
export function superviseWorkers(count: number, log: (line: string) => void): void {
  const listening = new WeakSet<Worker>();
  let stopping = false;
  /** The primary's exit code once stopping: 0 on a signal, the failed worker's code on a start-up failure. */
  let exitCode = 0;

  const fork = (): void => {
    const w = cluster.fork();
    w.once('listening', () => listening.add(w));
    w.once('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
        return;
      }
      if (!listening.has(w)) {
        stopping = true;
        exitCode = code || 1;
        const others = Object.values(cluster.workers ?? {});
        if (others.length === 0) process.exit(exitCode);
        for (const other of others) other?.process.kill('SIGTERM');
        setTimeout(() => process.exit(exitCode), 5000).unref();
        return;
      }
      log(`gateway worker ${w.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
      setTimeout(fork, RESPAWN_DELAY_MS).unref();
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const w of workers) w?.process.kill('SIGTERM');
      // Workers close gracefully; one that hangs does not hold the primary for ever.
      setTimeout(() => process.exit(1), 10_000).unref();
    });
  }
  // Sibling messages (siblingChannel): each goes to every worker but its sender.
  cluster.on('message', (from, m: unknown) => {
    if (!isRelayed(m)) return;
    for (const w of Object.values(cluster.workers ?? {})) if (w && w !== from && w.isConnected()) w.send(m);
  });
  for (let i = 0; i < count; i++) fork();
}
