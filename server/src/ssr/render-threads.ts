/**
 * Page renders in worker threads (soak: "no request over 2 s"). React, emotion and Apollo's cache are CPU
 * work of 30 ms (a median article) to a second (a 1 MB one) per page; on the event loop they held every other request
 * of the process for that long, cached pages included, and no deadline timer could fire. Here each render runs in one
 * of `size` threads (render-thread.mjs) while the main thread keeps answering: the page's GraphQL still executes on the
 * main thread (the thread sends each `execute` back here), so the gateway's context, loaders, caches and rc-pub pool
 * stay one per process. A thread takes up to `perThread` renders at once: while one waits for its data (the GraphQL
 * on the main thread and rc-pub), another renders, so a thread is not idle for the page's whole data phase. The render
 * gate (render-gate.ts) bounds renders to `size` × `perThread` at once; a render that finds every place taken waits
 * for one.
 *
 * A thread that dies (an uncaught error, running out of heap) fails the render it held with an Error and is replaced;
 * one that cannot load the entry fails the renders waiting for it, and the next render starts the threads again.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SsrExecutionResult, SsrRequest, SsrResponse } from 'web/src/ssr-contract.js';

/** Young-generation size of each render thread in MiB (see spawn). */
const RENDER_THREAD_YOUNG_MB = 16;

/** What a render thread needs of a page request (its `execute` stays on the main thread). */
export type ThreadRenderRequest = Pick<SsrRequest, 'url' | 'host' | 'protocol' | 'cookies' | 'template'>;

/** Messages from a render thread (render-thread.mjs). */
type FromThread =
  | { type: 'ready' }
  | {
      type: 'execute';
      id: number;
      callId: number;
      document: string;
      variables: Record<string, unknown> | undefined;
      operationName: string | undefined;
      /** As the entry passed it (plugins/app/ssr.ts checks the language again). */
      options: Parameters<SsrRequest['execute']>[3];
    }
  | { type: 'done'; id: number; res: SsrResponse }
  | { type: 'failed'; id: number; message: string; stack: string };

/** A render in flight on a thread. */
interface Job {
  id: number;
  execute: SsrRequest['execute'];
  resolve: (res: SsrResponse) => void;
  reject: (err: Error) => void;
}

/** One thread and the renders it holds (by id). */
interface Slot {
  worker: Worker;
  ready: Promise<void>;
  jobs: Map<number, Job>;
}

/** The render threads of one gateway process (module docs). */
export class RenderThreads {
  private readonly slots = new Set<Slot>();
  /** A thread once for each render it can take now. */
  private readonly idle: Slot[] = [];
  private readonly waiting: { resolve: (slot: Slot) => void; reject: (err: Error) => void }[] = [];
  private nextId = 0;
  private closed = false;

  /**
   * @param entryPath the built server entry (web/dist/server/entry-server.js) each thread imports.
   * @param size threads.
   * @param perThread renders one thread takes at once (>= 1); the render gate's concurrency is size × perThread.
   */
  constructor(
    private readonly entryPath: string,
    private readonly size: number,
    private readonly log: FastifyBaseLogger,
    private readonly perThread = 1,
  ) {}

  /** Starts the threads (each imports the entry); resolves when all are ready. Idempotent. */
  async start(): Promise<void> {
    while (this.slots.size < this.size) this.spawn();
    await Promise.all([...this.slots].map((s) => s.ready));
  }

  /**
   * Renders one page on a free thread.
   * @param execute runs the page's GraphQL on this thread (plugins/app/ssr.ts executeInProcess with the page's context).
   * @throws Error when the render threw in the thread, or the thread died during it.
   */
  async render(req: ThreadRenderRequest, execute: SsrRequest['execute']): Promise<SsrResponse> {
    if (this.closed) throw new Error('the render threads are closed');
    if (this.slots.size === 0) void this.start().catch(() => {});
    const slot =
      this.takeIdle() ?? (await new Promise<Slot>((resolve, reject) => this.waiting.push({ resolve, reject })));
    await slot.ready;
    return new Promise<SsrResponse>((resolve, reject) => {
      const id = this.nextId++;
      slot.jobs.set(id, { id, execute, resolve, reject });
      slot.worker.postMessage({ type: 'render', id, req });
    });
  }

  /** Stops every thread; renders in flight fail. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
    this.slots.clear();
  }

  private spawn(): void {
    const worker = new Worker(new URL('./render-thread.mjs', import.meta.url), {
      workerData: { entryPath: this.entryPath },
      // A render's garbage is short-lived: a 16 MB young generation keeps the thread near its live set (the bench's
      // soak: 586 MB for two workers against 639 MB with V8's default); the old generation follows NODE_OPTIONS.
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_MB },
    });
    let markReady: () => void = () => {};
    let markFailed: (e: Error) => void = () => {};
    let everReady = false;
    const slot: Slot = {
      worker,
      ready: new Promise<void>((resolve, reject) => {
        markReady = resolve;
        markFailed = reject;
      }),
      jobs: new Map(),
    };
    slot.ready.catch(() => {});
    this.slots.add(slot);
    worker.on('message', (msg: FromThread) => {
      if (msg.type === 'ready') {
        everReady = true;
        markReady();
        for (let i = 0; i < this.perThread; i++) this.release(slot);
      } else if (msg.type === 'execute') void this.execute(slot, msg);
      else {
        const job = slot.jobs.get(msg.id);
        if (!job) return;
        slot.jobs.delete(msg.id);
        this.release(slot);
        if (msg.type === 'done') job.resolve(msg.res);
        else job.reject(Object.assign(new Error(msg.message), { stack: msg.stack }));
      }
    });
    worker.on('error', (err) => {
      this.log.error({ err }, 'a render thread failed');
      markFailed(err);
    });
    worker.on('exit', (code) => {
      this.slots.delete(slot);
      for (let i = this.idle.indexOf(slot); i >= 0; i = this.idle.indexOf(slot)) this.idle.splice(i, 1);
      markFailed(new Error(`render thread exited with code ${code}`));
      for (const job of slot.jobs.values())
        job.reject(new Error(`the render thread exited (code ${code}) during the render`));
      slot.jobs.clear();
      if (this.closed) return;
      if (everReady) {
        this.spawn();
        return;
      }
      // It could not load the entry: fail the renders waiting for a thread; the next render tries to start again.
      for (const w of this.waiting.splice(0)) w.reject(new Error(`a render thread could not start (code ${code})`));
    });
  }

  /** Runs a thread's `execute` here and posts the result back (never throws). */
  private async execute(slot: Slot, msg: Extract<FromThread, { type: 'execute' }>): Promise<void> {
    const job = slot.jobs.get(msg.id);
    let reply: { result: SsrExecutionResult } | { error: string };
    try {
      if (!job) throw new Error('no render in flight for this execution');
      reply = { result: await job.execute(msg.document, msg.variables, msg.operationName, msg.options) };
    } catch (e) {
      reply = { error: String((e as Error)?.message ?? e) };
    }
    slot.worker.postMessage({ type: 'executed', callId: msg.callId, ...reply });
  }

  /** A free place on the thread holding the fewest renders, taken; undefined when every place is taken. */
  private takeIdle(): Slot | undefined {
    let best = -1;
    for (let i = 0; i < this.idle.length; i++)
      if (best < 0 || this.idle[i]!.jobs.size < this.idle[best]!.jobs.size) best = i;
    return best < 0 ? undefined : this.idle.splice(best, 1)[0];
  }

  /** Hands a free place on a thread to the next waiting render, or keeps it idle. */
  private release(slot: Slot): void {
    if (!this.slots.has(slot)) return;
    const next = this.waiting.shift();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }
}
