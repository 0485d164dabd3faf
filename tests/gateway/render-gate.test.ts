/**
 * Renders in line, not without bound (load shedding, docs/product/calls-and-errors.md#load-shedding): the render gate
 * (server/src/ssr/render-gate.ts) runs a few at once, lets others wait while the wait they can expect (measured render
 * time × renders ahead) fits their budget, and refuses the rest at once with a 503 and Retry-After. Members' pages
 * wait ahead of anonymous ones and are shed last.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RenderGate, RenderRefused, type RenderTicket } from '../../server/src/ssr/render-gate.js';
import { type StubState, useCacheGateway } from './page-cache-stub.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A render that runs until the test lets it finish. */
function held(): { fn: () => Promise<void>; finish: () => void } {
  let finish: () => void = () => {};
  const done = new Promise<void>((r) => {
    finish = r;
  });
  return { fn: () => done, finish };
}

const far = (priority: RenderTicket['priority']): RenderTicket => ({ priority, deadline: Date.now() + 10_000 });

describe('RenderGate', () => {
  it('runs at most `concurrency` at once, starts the waiting ones in order, and refuses past the line', async () => {
    const gate = new RenderGate({ concurrency: 2, queueMax: 1 });
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
    const runs = [1, 2, 3].map((n) => gate.run(job(n), far('anonymous')));
    await expect(gate.run(job(4), far('anonymous'))).rejects.toEqual(new RenderRefused('queue-full'));
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(peak).toBe(2);
    expect(order.at(-1)).toBe(3);
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it("starts a member's page before the anonymous pages that were waiting before it", async () => {
    const gate = new RenderGate({ concurrency: 1, queueMax: 10 });
    const first = held();
    const running = gate.run(first.fn, far('anonymous'));
    const order: string[] = [];
    const page = (name: string) => async () => {
      order.push(name);
    };
    const waiting = [
      gate.run(page('anonymous 1'), far('anonymous')),
      gate.run(page('anonymous 2'), far('anonymous')),
      gate.run(page('member 1'), far('member')),
      gate.run(page('member 2'), far('member')),
    ];
    first.finish();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual(['member 1', 'member 2', 'anonymous 1', 'anonymous 2']);
  });

  it('refuses at once an anonymous page whose expected wait is beyond its budget, and admits a member', async () => {
    let now = 1_000_000;
    const gate = new RenderGate({ concurrency: 1, queueMax: 10, initialRenderMs: 100, now: () => now });
    const first = held();
    const running = gate.run(first.fn, { priority: 'anonymous', deadline: now + 10_000 });
    const budget = (priority: RenderTicket['priority'], ms: number): RenderTicket => ({ priority, deadline: now + ms });
    // the first two places (2 × concurrency) are given whatever the estimate
    const given = [1, 2].map((n) => gate.run(async () => n, budget('anonymous', 10_000)));
    // third in line: 300 ms expected, within 350 ms
    const admitted = gate.run(async () => 'anonymous', budget('anonymous', 350));
    // fourth in line: 400 ms expected
    await expect(gate.run(async () => 'late', budget('anonymous', 350))).rejects.toEqual(new RenderRefused('busy'));
    // a member goes ahead; the third anonymous page now expects 400 ms and is shed at once, not left to time out
    const member = gate.run(async () => 'member', budget('member', 1000));
    await expect(admitted).rejects.toEqual(new RenderRefused('busy'));
    expect(gate.load.waiting).toBe(3);
    now += 50;
    first.finish();
    await running;
    expect(await member).toBe('member');
    expect(await Promise.all(given)).toEqual([1, 2]);
  });

  it('gives a full line to a member by turning away the last anonymous page, never another member', async () => {
    const gate = new RenderGate({ concurrency: 1, queueMax: 2 });
    const first = held();
    const running = gate.run(first.fn, far('anonymous'));
    const anonymous = gate.run(async () => 'anonymous', far('anonymous'));
    const member1 = gate.run(async () => 'member 1', far('member'));
    const member2 = gate.run(async () => 'member 2', far('member'));
    await expect(anonymous).rejects.toEqual(new RenderRefused('displaced'));
    await expect(gate.run(async () => 'member 3', far('member'))).rejects.toEqual(new RenderRefused('queue-full'));
    await expect(gate.run(async () => 'anonymous 2', far('anonymous'))).rejects.toEqual(
      new RenderRefused('queue-full'),
    );
    first.finish();
    await running;
    expect(await Promise.all([member1, member2])).toEqual(['member 1', 'member 2']);
  });

  it('admits by the render time it measured: after slow renders a short budget is refused', async () => {
    let now = 0;
    const gate = new RenderGate({ concurrency: 1, queueMax: 10, initialRenderMs: 10, now: () => now });
    for (let i = 0; i < 20; i++)
      await gate.run(
        async () => {
          now += 400;
        },
        { priority: 'anonymous', deadline: now + 1000 },
      );
    expect(gate.load.renderMs).toBeGreaterThan(300);
    const first = held();
    const running = gate.run(first.fn, { priority: 'anonymous', deadline: now + 1000 });
    // the first two places in line are always given; the third expects 3 × 400 ms
    const next = [1, 2].map((n) => gate.run(async () => n, { priority: 'anonymous', deadline: now + 200 }));
    await expect(gate.run(async () => 3, { priority: 'anonymous', deadline: now + 200 })).rejects.toEqual(
      new RenderRefused('busy'),
    );
    first.finish();
    await running;
    expect(await Promise.all(next)).toEqual([1, 2]);
  });

  it('never lets a page wait past its deadline, nor starts it after', async () => {
    const gate = new RenderGate({ concurrency: 1, queueMax: 5, initialRenderMs: 1 });
    const first = held();
    const running = gate.run(first.fn, far('anonymous'));
    let started = 0;
    const waiters = (['member', 'anonymous', 'member'] as const).map((priority) => {
      const deadline = Date.now() + 20;
      return gate
        .run(
          async () => {
            started++;
          },
          { priority, deadline },
        )
        .catch((e: unknown) => ({ e, late: Date.now() >= deadline }));
    });
    // refused while the slot is still held: none waits for the slot beyond its deadline
    for (const w of await Promise.all(waiters)) expect(w).toEqual({ e: new RenderRefused('deadline'), late: true });
    expect(gate.load.waiting).toBe(0);
    first.finish();
    await running;
    expect(started).toBe(0);
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });
  it('refuses a waiter at its deadline by the gate clock, even when the timer fires before that clock reaches it', async () => {
    // a clock at half the timers' pace: a timer set for the deadline fires while the clock still reads before it (as
    // Node's timers may, by a millisecond or more, against Date.now)
    const t0 = Date.now();
    const clock = () => t0 + (Date.now() - t0) / 2;
    const gate = new RenderGate({ concurrency: 1, queueMax: 5, initialRenderMs: 1, now: clock });
    const first = held();
    const running = gate.run(first.fn, { priority: 'anonymous', deadline: clock() + 10_000 });
    const deadline = clock() + 20;
    const refused = await gate
      .run(async () => undefined, { priority: 'member', deadline })
      .catch((e: unknown) => ({ e, early: clock() < deadline }));
    expect(refused).toEqual({ e: new RenderRefused('deadline'), early: false });
    first.finish();
    await running;
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

describe("a member's page while anonymous pages fill the line", () => {
  const state: StubState = { renders: [], slowMs: 300, delayMs: 0 };
  const gateway = useCacheGateway(state, { RENDER_CONCURRENCY: '1', RENDER_QUEUE_MAX: '2', PAGE_CACHE: 'off' });

  it('is rendered, ahead of the anonymous pages, which are turned away first', async () => {
    const get = (url: string, cookie: string) =>
      request(gateway().server)
        .get(url)
        .set('Cookie', cookie)
        .then((r) => ({ url, status: r.status, retry: r.headers['retry-after'] }));
    const anonymous = ['/slow-a1', '/slow-a2', '/slow-a3'].map((url) => get(url, 'language=en'));
    await sleep(100); // the first holds the slot, two wait: the line is full
    const member = await get('/slow-member', 'language=en; commonToken=t1');
    expect(member.status).toBe(200);
    const answers = await Promise.all(anonymous);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused).toHaveLength(1); // the last one in line gave its place to the member
    expect(refused[0]!.retry).toMatch(/^\d+$/);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    // the member's page ran right after the one that held the slot, before the anonymous page waiting before it
    const rendered = state.renders.map((r) => r.split(' ')[1]);
    expect(rendered).toHaveLength(3);
    expect(rendered[1]).toBe('/slow-member');
    expect(rendered).not.toContain(refused[0]!.url);
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
