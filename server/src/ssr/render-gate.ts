/**
 * Bounds the server renders in progress (at 200 connections the gateway queued renders without bound, grew
 * to 1.5 GB and answered after 30 s). At most `concurrency` renders run at once; up to `queueMax` more wait in
 * arrival order; a render that would wait beyond that, or whose deadline passes while it waits, is refused with
 * {@link RenderRefused} and never runs, so the caller answers 503 with Retry-After at once instead of holding memory.
 */

/** Why a render was refused: the queue was full, or its deadline passed while it waited. */
export class RenderRefused extends Error {
  constructor(readonly reason: 'queue-full' | 'deadline') {
    super(reason === 'queue-full' ? 'too many page renders are waiting' : 'the page waited past its deadline');
    this.name = 'RenderRefused';
  }
}

interface Waiter {
  start: () => void;
  refuse: (e: RenderRefused) => void;
  deadline: number;
}

/** A counting semaphore with a bounded queue and per-waiter deadlines (ms since the epoch, Date.now clock). */
export class RenderGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  /**
   * @param concurrency renders that may run at once (>= 1).
   * @param queueMax renders that may wait for a slot (>= 0).
   * @param now clock in ms (tests).
   */
  constructor(
    private readonly concurrency: number,
    private readonly queueMax: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Renders running and waiting now (Server-Timing, tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /**
   * Runs `fn` when a slot is free.
   * @param deadline time (ms) after which a still-waiting render is refused instead of started.
   * @throws RenderRefused when the queue is full or the deadline passed while waiting; else what `fn` throws.
   */
  async run<T>(fn: () => Promise<T>, deadline: number): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.queue.length >= this.queueMax) throw new RenderRefused('queue-full');
      await new Promise<void>((start, refuse) => {
        const waiter: Waiter = { start, refuse, deadline };
        this.queue.push(waiter);
        const wait = deadline - this.now();
        const timer = setTimeout(
          () => {
            const i = this.queue.indexOf(waiter);
            if (i >= 0) {
              this.queue.splice(i, 1);
              refuse(new RenderRefused('deadline'));
            }
          },
          Math.max(0, wait),
        );
        timer.unref?.();
        waiter.start = () => {
          clearTimeout(timer);
          start();
        };
      });
    } else this.running++;
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  /** Hands the slot to the next waiter whose deadline has not passed, else frees it. */
  private release(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      if (next.deadline > this.now()) {
        next.start(); // the slot passes on: `running` stays the same
        return;
      }
      next.refuse(new RenderRefused('deadline'));
    }
    this.running--;
  }
}
