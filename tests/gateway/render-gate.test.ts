/**
 * Renders in line, not without bound (load shedding): at 200 connections the gateway had queued every render,
 * grown to 1.5 GB and answered after 30 s. The render gate (server/src/ssr/render-gate.ts) runs a few at once,
 * lets a bounded number wait, and refuses the rest at once with a 503 and Retry-After.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RenderGate, RenderRefused } from '../../server/src/ssr/render-gate.js';
import { type StubState, useCacheGateway } from './page-cache-stub.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RenderGate', () => {
  it('runs at most `concurrency` at once, starts the waiting ones in order, and refuses past the queue', async () => {
    const gate = new RenderGate(2, 1);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await sleep(30);
      order.push(n);
      running--;
      return n;
    };
    const far = Date.now() + 10_000;
    const runs = [1, 2, 3].map((n) => gate.run(job(n), far));
    await expect(gate.run(job(4), far)).rejects.toEqual(new RenderRefused('queue-full'));
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(peak).toBe(2);
    expect(order.at(-1)).toBe(3);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('never starts a render whose deadline passed while it waited', async () => {
    const gate = new RenderGate(1, 5);
    let started = 0;
    const slow = gate.run(async () => {
      started++;
      await sleep(80);
    }, Date.now() + 10_000);
    const late = gate.run(async () => {
      started++;
    }, Date.now() + 20);
    await expect(late).rejects.toEqual(new RenderRefused('deadline'));
    await slow;
    expect(started).toBe(1);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the gateway under more renders than it runs at once', () => {
  const state: StubState = { renders: [], slowMs: 300, delayMs: 0 };
  const gateway = useCacheGateway(state, { RENDER_CONCURRENCY: '1', RENDER_QUEUE_MAX: '1', PAGE_CACHE: 'off' });

  it('answers the renders beyond the line with 503 and Retry-After at once, and renders only the admitted ones', async () => {
    let finished = 0;
    const answers = await Promise.all(
      ['/slow-a', '/slow-b', '/slow-c', '/slow-d'].map((url) =>
        request(gateway().server)
          .get(url)
          .set('Cookie', 'language=en')
          .then((r) => ({ url, status: r.status, retry: r.headers['retry-after'], rank: finished++ })),
      ),
    );
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2); // one running, one waiting
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.retry).toMatch(/^\d+$/);
      expect(r.rank).toBeLessThan(2); // answered before the admitted renders finished, not queued behind them
    }
    expect(state.renders).toHaveLength(2);
  });
});

describe('a render that waits in line past RENDER_QUEUE_WAIT_MS', () => {
  const state: StubState = { renders: [], slowMs: 800, delayMs: 0 };
  const gateway = useCacheGateway(state, {
    RENDER_CONCURRENCY: '1',
    RENDER_QUEUE_MAX: '10',
    RENDER_QUEUE_WAIT_MS: '100',
    PAGE_CACHE: 'off',
  });

  it('answers 503 with Retry-After once it has waited that long, long before the slot frees (soak)', async () => {
    const started = Date.now();
    const first = request(gateway().server)
      .get('/slow-first')
      .set('Cookie', 'language=en')
      .then((r) => r); // supertest sends on then()
    await new Promise((r) => setTimeout(r, 50)); // the first render holds the only slot
    const second = await request(gateway().server).get('/slow-second').set('Cookie', 'language=en');
    const waited = Date.now() - started;
    expect(second.status).toBe(503);
    expect(second.headers['retry-after']).toMatch(/^\d+$/);
    expect(waited).toBeLessThan(700); // the first render takes 800 ms
    expect((await first).status).toBe(200);
    expect(state.renders).toEqual([expect.stringContaining('/slow-first')]);
  });
});
