/** A per-request DataLoader for rc-pub calls keyed by their parameters (objects compared by their JSON). */
import DataLoader from 'dataloader';

/**
 * A de-duplicating (not batching) loader: each distinct key is one rc-pub call, started at once; a failed call is an
 * error for its key only. Keys are compared by `JSON.stringify`, so callers build them in a fixed key order.
 */
export function dedupe<K, V>(load: (k: K) => Promise<V>): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    (keys) =>
      Promise.all(keys.map((k) => load(k).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))))),
    { batch: false, cacheKeyFn: (k) => JSON.stringify(k) },
  );
}
