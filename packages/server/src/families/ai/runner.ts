/**
 * Answers being generated on this instance. A generation belongs to no request: it goes on when the
 * client goes away (a phone that sleeps), stores its text as it grows and its end, and fans its
 * pieces out to whoever listens here (the asking request, resumes). A stop from any instance aborts
 * it (NOTIFY on STOP_CHANNEL, and the conditional store it would fail next).
 */
import type { FastifyBaseLogger } from 'fastify';
import { aiMessages as M, type AiSource } from '@campus/contracts';
import type { DatabaseHandle, Unlisten } from '../../platform/db/types.ts';
import { ProviderError, type AnswerProvider, type AnswerRequest } from './providers/types.ts';
import { STOP_CHANNEL, type AnswerEnd, type AnswerStore } from './store.ts';
import type { MessageRow } from './views.ts';

export type LiveEvent = { type: 'delta'; offset: number; text: string } | { type: 'end'; row: MessageRow | undefined };
export type LiveListener = (event: LiveEvent) => void;

export interface LiveAnswer {
  readonly companyId: string;
  readonly id: string;
  /** Everything said so far. */
  readonly text: string;
  /** Resolves with the stored answer at its end. */
  readonly finished: Promise<MessageRow | undefined>;
  /** Listens from `offset` on: what was said since comes at once, then the live pieces, then the end. */
  attach(offset: number, listener: LiveListener): () => void;
}

export interface AnswerJob {
  companyId: string;
  answerId: string;
  provider: AnswerProvider;
  request: Omit<AnswerRequest, 'signal'>;
  /** Runs when the answer failed (gives the question back to the quotas). */
  onFailed?: () => Promise<void>;
}

/** How often a generation that produced nothing new moves its row (so it is not taken as orphaned). */
const HEARTBEAT_MS = 10_000;

/** At most one store in flight; pieces that arrive meanwhile go with the next one. */
class ProgressSaver {
  private running: Promise<void> | null = null;
  private dirty = false;

  constructor(
    private readonly save: () => Promise<boolean>,
    private readonly onRefused: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  kick(): void {
    this.dirty = true;
    this.running ??= this.loop();
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      try {
        if (!(await this.save())) this.onRefused();
      } catch (err) {
        this.log.warn({ err }, 'ai: storing an answer in progress failed');
      }
    }
    this.running = null;
  }
}

export class AnswerRunner {
  private readonly live = new Map<string, Live>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly store: AnswerStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(handle: DatabaseHandle): Promise<void> {
    this.unlisten = await handle.listen(STOP_CHANNEL, (payload) => this.live.get(payload)?.abort());
  }

  get(companyId: string, id: string): LiveAnswer | undefined {
    return this.live.get(`${companyId}:${id}`);
  }

  /** Aborts a generation of this instance; false when it runs elsewhere (or has ended). */
  abort(companyId: string, id: string): boolean {
    const live = this.live.get(`${companyId}:${id}`);
    live?.abort();
    return live !== undefined;
  }

  start(job: AnswerJob): LiveAnswer {
    const live = new Live(job.companyId, job.answerId);
    const key = `${job.companyId}:${job.answerId}`;
    this.live.set(key, live);
    live.finishWith(
      this.run(live, job)
        .catch((err: unknown) => {
          this.log.error({ err }, 'ai: an answer could not be ended');
          return undefined;
        })
        .finally(() => this.live.delete(key)),
    );
    return live;
  }

  /** Stops every generation (server shutdown): each ends stopped with what it said. */
  async close(): Promise<void> {
    const running = [...this.live.values()];
    for (const live of running) live.abort();
    await Promise.all(running.map((l) => l.finished));
    await this.unlisten?.();
  }

  private async run(live: Live, job: AnswerJob): Promise<MessageRow | undefined> {
    const saver = new ProgressSaver(
      () => this.store.saveProgress(job.companyId, job.answerId, live.text),
      () => live.abort(),
      this.log,
    );
    const heartbeat = setInterval(() => saver.kick(), HEARTBEAT_MS);
    let sources: AiSource[] = [];
    let end: Pick<AnswerEnd, 'status' | 'error'>;
    try {
      for await (const event of job.provider.answer({ ...job.request, signal: live.signal })) {
        if (live.signal.aborted) break;
        if (event.type === 'sources') sources = event.sources;
        else if (event.text !== '') {
          live.append(event.text);
          saver.kick();
        }
      }
      end = { status: live.signal.aborted ? 'stopped' : 'done', error: null };
    } catch (err) {
      if (live.signal.aborted) end = { status: 'stopped', error: null };
      else {
        if (!(err instanceof ProviderError)) this.log.error({ err }, 'ai: the answer provider failed');
        end = { status: 'failed', error: err instanceof ProviderError ? err.message : M.providerFailed };
      }
    } finally {
      clearInterval(heartbeat);
    }
    await saver.idle();
    const row =
      (await this.store.finish(job.companyId, job.answerId, { ...end, text: live.text, sources })) ??
      (await this.store.read(job.companyId, job.answerId));
    if (row?.status === 'failed')
      await job.onFailed?.().catch((err: unknown) => this.log.warn({ err }, 'ai: giving a question back failed'));
    live.end(row);
    return row;
  }
}

class Live implements LiveAnswer {
  text = '';
  finished: Promise<MessageRow | undefined> = Promise.resolve(undefined);
  private readonly controller = new AbortController();
  private readonly listeners = new Set<LiveListener>();
  private ended: { row: MessageRow | undefined } | null = null;

  constructor(
    readonly companyId: string,
    readonly id: string,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  abort(): void {
    this.controller.abort();
  }

  finishWith(done: Promise<MessageRow | undefined>): void {
    this.finished = done;
  }

  append(piece: string): void {
    const offset = this.text.length;
    this.text += piece;
    for (const l of this.listeners) l({ type: 'delta', offset, text: piece });
  }

  end(row: MessageRow | undefined): void {
    this.ended = { row };
    for (const l of this.listeners) l({ type: 'end', row });
    this.listeners.clear();
  }

  attach(offset: number, listener: LiveListener): () => void {
    const from = Math.min(Math.max(0, offset), this.text.length);
    if (from < this.text.length) listener({ type: 'delta', offset: from, text: this.text.slice(from) });
    if (this.ended) {
      listener({ type: 'end', row: this.ended.row });
      return () => {};
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
