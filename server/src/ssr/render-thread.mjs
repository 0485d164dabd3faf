// @ts-check
/**
 * A page-render thread (a render is CPU work, and on the gateway's event loop it held every other request of
 * the process, cached pages included, for as long as it ran). Loaded by render-threads.ts with
 * `workerData.entryPath` (web/dist/server/entry-server.js). It renders the pages it is sent with the entry's `render`
 * (several may be in flight, each waiting for its data in turn; messages carry the render's id);
 * the page's GraphQL runs on the main thread, which owns the gateway's context and rc-pub client: each `execute` is a
 * message to it and its result a message back.
 *
 * Messages (all plain data, structured-cloned):
 * - main → thread: `{ type: 'render', id, req: { url, host, protocol, cookies, template } }`,
 *   `{ type: 'executed', callId, result }` or `{ type: 'executed', callId, error }`;
 * - thread → main: `{ type: 'ready' }` once the entry is loaded, `{ type: 'execute', id, callId, document, variables,
 *   operationName, options }`, `{ type: 'done', id, res }` (an SsrResponse) or `{ type: 'failed', id, message, stack }`.
 * Plain JavaScript so that the same file runs under tsx and from the compiled gateway (its path comes from the source
 * tree either way, see scripts/build-node.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const port = parentPort;
if (!port) throw new Error('render-thread.mjs runs only as a worker thread');

/** @type {{ render: (req: unknown) => Promise<unknown> }} */
const entry = await import(pathToFileURL(String(workerData.entryPath)).href);
if (typeof entry.render !== 'function') throw new Error(`${workerData.entryPath} exports no render function`);

/** Pending executions of the page being rendered, by call id. */
const calls = new Map();
let nextCall = 0;

port.on('message', async (/** @type {any} */ msg) => {
  if (msg.type === 'executed') {
    const call = calls.get(msg.callId);
    calls.delete(msg.callId);
    if (!call) return;
    if (msg.error) call.reject(new Error(msg.error));
    else call.resolve(msg.result);
    return;
  }
  if (msg.type !== 'render') return;
  const { id, req } = msg;
  const execute = (
    /** @type {string} */ document,
    /** @type {unknown} */ variables,
    /** @type {string | undefined} */ operationName,
    /** @type {unknown} */ options,
  ) =>
    new Promise((resolve, reject) => {
      const callId = nextCall++;
      calls.set(callId, { resolve, reject });
      port.postMessage({ type: 'execute', id, callId, document, variables, operationName, options });
    });
  try {
    const res = await entry.render({ ...req, execute });
    port.postMessage({ type: 'done', id, res });
  } catch (e) {
    const err = /** @type {Error} */ (e);
    port.postMessage({ type: 'failed', id, message: String(err?.message ?? err), stack: String(err?.stack ?? '') });
  }
});
port.postMessage({ type: 'ready' });
