import type { FastifyBaseLogger } from 'fastify';
import type { StoredPushMessage } from '@campus/contracts';
import type { PushDelivery, PushTarget } from './delivery.ts';

export interface DeliveryQueueOptions {
  /** Deliveries in flight at once. */
  concurrency: number;
  /** Tries per message, the first included. */
  maxAttempts: number;
  /** Back-off before try n+1: baseDelayMs * 2^(n-1). */
  baseDelayMs: number;
  /** One try longer than this counts as a failure. */
  attemptTimeoutMs: number;
  /** Messages waiting; beyond it the oldest waiting is dropped (its message stays in the list). */
  maxQueued: number;
  /** After this many failures in a row the circuit opens: nothing is tried for cooldownMs. */
  breakerFailures: number;
  breakerCooldownMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log?: FastifyBaseLogger;
}

export const DEFAULT_QUEUE_OPTIONS: Omit<DeliveryQueueOptions, 'log'> = {
  concurrency: 8,
  maxAttempts: 3,
  baseDelayMs: 500,
  attemptTimeoutMs: 5000,
  maxQueued: 100_000,
  breakerFailures: 20,
  breakerCooldownMs: 30_000,
  now: () => Date.now(),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms).unref()),
};

interface Job {
  target: PushTarget;
  message: StoredPushMessage;
}

/**
 * A delivery that only enqueues: the request that sent the push never waits for the remote
 * service. Workers deliver with bounded concurrency, retry with exponential back-off, and a
 * circuit breaker stops hammering a service that keeps failing (messages met while it is open are
 * dropped from delivery; they stay in the staff's message list).
 */
export class DeliveryQueue implements PushDelivery {
  readonly name: string;
  private readonly waiting: Job[] = [];
  private running = 0;
  private failuresInARow = 0;
  private openUntil = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly inner: PushDelivery,
    private readonly options: DeliveryQueueOptions,
  ) {
    this.name = `${inner.name} (queued)`;
  }

  async deliver(target: PushTarget, message: StoredPushMessage): Promise<void> {
    if (this.stopped) return;
    this.waiting.push({ target, message });
    if (this.waiting.length > this.options.maxQueued) {
      this.waiting.shift();
      this.options.log?.warn({ delivery: this.inner.name }, 'push queue full: oldest message dropped from delivery');
    }
    this.pump();
  }

  stats(): { waiting: number; running: number; circuitOpen: boolean } {
    return { waiting: this.waiting.length, running: this.running, circuitOpen: this.options.now() < this.openUntil };
  }

  /** Resolves when nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Drops what is waiting; running tries finish on their own. */
  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift();
      if (!job) break;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) for (const r of this.idleWaiters.splice(0)) r();
      });
    }
  }

  private async run(job: Job): Promise<void> {
    const o = this.options;
    for (let attempt = 1; attempt <= o.maxAttempts; attempt++) {
      if (o.now() < this.openUntil) {
        o.log?.warn({ delivery: this.inner.name, messageId: job.message.id }, 'push circuit open: message not delivered');
        return;
      }
      try {
        await this.withTimeout(this.inner.deliver(job.target, job.message));
        this.failuresInARow = 0;
        return;
      } catch (err) {
        if (++this.failuresInARow >= o.breakerFailures) this.openUntil = o.now() + o.breakerCooldownMs;
        if (attempt === o.maxAttempts) {
          o.log?.warn({ err, delivery: this.inner.name, messageId: job.message.id, attempts: attempt }, 'push delivery gave up');
          return;
        }
        await o.sleep(o.baseDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  private withTimeout(p: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`push attempt timed out after ${String(this.options.attemptTimeoutMs)} ms`)),
        this.options.attemptTimeoutMs,
      );
      timer.unref();
    });
    return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
  }
}
