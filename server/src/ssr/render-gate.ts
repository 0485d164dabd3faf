/**
 * Admission of server renders (docs/product/calls-and-errors.md#load-shedding). At most `concurrency` renders run at
 * once; the others wait in line while the wait they can expect stays within their budget, and are refused with
 * {@link RenderRefused} (the caller answers 503 with Retry-After at once) beyond it, so memory never grows with the
 * line and nothing waits past its deadline.
 *
 * - The expected wait of a place in line is (renders ahead of it + 1) × the measured render time ÷ `concurrency`;
 *   the render time is the median of the last renders this gate ran (a fixed wait in ms shed a member's page as
 *   soon as 10 renders stood in line, whatever they cost; a median forgets a cold start's slow first renders). The
 *   first 2 × `concurrency` places are always given (up to their deadline): the next renders stand ready for the
 *   slots, and an estimate gone high cannot make the gate refuse everything while it runs too little to measure again.
 * - Pages of members (`priority: 'member'`) wait ahead of every anonymous page: a member's page is the one that
 *   cannot be cached and that the member most needs. An anonymous page behind them whose expected wait no longer fits
 *   its deadline is refused at once (it would only be refused later), and an anonymous waiter gives up its place
 *   to a member when the line is full (`queueMax`).
 * - A waiter whose deadline passes is refused then and never runs.
 */

/**
 * Why a render was refused: its expected wait was beyond its budget (`busy`), the line was full (`queue-full`), a
 * member's page took its place (`displaced`), or its deadline passed while it waited (`deadline`).
 */
export type RefusalReason = 'busy' | 'queue-full' | 'displaced' | 'deadline';

/** A render the gate will not run (module docs); the caller answers 503 with Retry-After. */
export class RenderRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(
      reason === 'deadline'
        ? 'the page waited past its deadline'
        : reason === 'displaced'
          ? "a member's page took this page's place in line"
          : 'too many page renders are waiting',
    );
    this.name = 'RenderRefused';
  }
}

/** Who a page is for: a member (session cookie; waits ahead) or an anonymous reader (shed first). */
export type RenderPriority = 'member' | 'anonymous';

/** What {@link RenderGate.run} needs to know of one render besides its work. */
export interface RenderTicket {
  priority: RenderPriority;
  /** Time (ms, the gate's clock) after which a still-waiting render is refused instead of started. */
  deadline: number;
}

/** Settings of a {@link RenderGate}. */
export interface RenderGateOptions {
  /** Renders that may run at once (>= 1). */
  concurrency: number;
  /** Renders that may wait at once (>= 0), members and anonymous together. */
  queueMax: number;
  /** Render time (ms) assumed before the first render finished (default 50). */
  initialRenderMs?: number;
  /** Clock in ms (tests; default Date.now). */
  now?: () => number;
}

interface Waiter extends RenderTicket {
  start: () => void;
  refuse: (e: RenderRefused) => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** Renders whose times make the estimate (their median). */
const RECENT = 15;

/** A counting semaphore whose line admits by expected wait and serves members first (module docs). */
export class RenderGate {
  private running = 0;
  /** Members first, then anonymous readers; each group in arrival order. */
  private readonly queue: Waiter[] = [];
  private renderMs: number;
  /** The last {@link RECENT} render times (ms), oldest first. */
  private readonly recent: number[] = [];
  /** Places in line given whatever the estimate. */
  private readonly given: number;
  private readonly now: () => number;

  constructor(private readonly opts: RenderGateOptions) {
    this.renderMs = opts.initialRenderMs ?? 50;
    this.now = opts.now ?? Date.now;
    this.given = 2 * opts.concurrency;
  }

  /** Renders running and waiting now, and the render time (ms) the admission assumes (logs, tests). */
  get load(): { running: number; waiting: number; renderMs: number } {
    return { running: this.running, waiting: this.queue.length, renderMs: Math.round(this.renderMs) };
  }

  /** The wait (ms) to expect at `place` in line (0 = first). */
  expectedWaitMs(place: number): number {
    return ((place + 1) * this.renderMs) / this.opts.concurrency;
  }

  /**
   * Runs `fn` now, or when its turn comes if its expected wait fits before `ticket.deadline`.
   * @throws RenderRefused when it is not admitted, is displaced by a member, or its deadline passes in line; else
   *   what `fn` throws.
   */
  async run<T>(fn: () => Promise<T>, ticket: RenderTicket): Promise<T> {
    if (this.running < this.opts.concurrency) this.running++;
    else await this.wait(ticket);
    const started = this.now();
    try {
      return await fn();
    } finally {
      this.measured(Math.max(1, this.now() - started));
      this.release();
    }
  }

  /** Takes one render's time into the estimate (the median of the recent ones). */
  private measured(ms: number): void {
    this.recent.push(ms);
    if (this.recent.length > RECENT) this.recent.shift();
    const sorted = [...this.recent].sort((a, b) => a - b);
    this.renderMs = sorted[sorted.length >> 1]!;
  }

  /** Joins the line at the place of its priority, or throws RenderRefused (module docs). */
  private wait(ticket: RenderTicket): Promise<void> {
    const member = ticket.priority === 'member';
    const place = member ? this.queue.findIndex((w) => w.priority !== 'member') : -1;
    const at = place < 0 ? this.queue.length : place;
    if (at >= this.given && this.now() + this.expectedWaitMs(at) > ticket.deadline)
      return Promise.reject(new RenderRefused('busy'));
    if (this.queue.length >= this.opts.queueMax) {
      const last = this.queue.at(-1);
      if (!member || !last || last.priority === 'member') return Promise.reject(new RenderRefused('queue-full'));
      this.drop(this.queue.length - 1, 'displaced');
    }
    return new Promise<void>((start, refuse) => {
      const waiter: Waiter = { ...ticket, start, refuse };
      // Node may fire a timer a millisecond or more before the clock reads its time (its loop time is read once per
      // turn): a timer that comes early sets itself again for the rest, so no waiter is refused before its deadline.
      const arm = () => {
        waiter.timer = setTimeout(
          () => {
            const i = this.queue.indexOf(waiter);
            if (i < 0) return;
            if (this.now() < ticket.deadline) arm();
            else this.drop(i, 'deadline');
          },
          Math.max(0, ticket.deadline - this.now()),
        );
        waiter.timer.unref?.();
      };
      arm();
      this.queue.splice(at, 0, waiter);
      if (member) this.shedHopeless();
    });
  }

  /** Refuses the anonymous waiters, last first, whose expected wait no longer fits before their deadline. */
  private shedHopeless(): void {
    const now = this.now();
    for (let i = this.queue.length - 1; i >= this.given; i--) {
      const w = this.queue[i]!;
      if (w.priority === 'member') return;
      if (now + this.expectedWaitMs(i) > w.deadline) this.drop(i, 'busy');
    }
  }

  /** Takes waiter `i` out of line and refuses it. */
  private drop(i: number, reason: RefusalReason): void {
    const [w] = this.queue.splice(i, 1);
    if (!w) return;
    clearTimeout(w.timer);
    w.refuse(new RenderRefused(reason));
  }

  /** Hands the slot to the next waiter whose deadline has not passed, else frees it. */
  private release(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      clearTimeout(next.timer);
      if (next.deadline > this.now()) {
        next.start(); // the slot passes on: `running` stays the same
        return;
      }
      next.refuse(new RenderRefused('deadline'));
    }
    this.running--;
  }
}
