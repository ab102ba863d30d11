import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredPushMessage } from '@campus/contracts';
import type { DatabaseHandle, Unlisten } from '../db/types.ts';
import type { PushDelivery, PushTarget } from './delivery.ts';
import type { CloseScope } from './streams.ts';

export const PUSH_CHANNEL = 'campus_push';
/** NOTIFY payloads must stay under 8000 bytes; bigger messages travel by id and are read back. */
const MAX_INLINE_PAYLOAD = 7000;

interface Notice {
  c: string;
  s: string;
  id: string;
  m?: StoredPushMessage;
}

/** A control notice: close this staff's streams (`t`: only those of one token; `x`: all but one token's). */
interface CloseNotice {
  c: string;
  s: string;
  close: { t?: string; x?: string };
}

export type Subscriber = (message: StoredPushMessage) => void;
export type LoadMessage = (target: PushTarget, id: string) => Promise<StoredPushMessage | undefined>;

/**
 * Live delivery to connected browsers. A send NOTIFYs the database channel; every instance LISTENs
 * and writes the message to its own subscribers of that staff. Several instances behind a load
 * balancer therefore all deliver, whichever one stored the message.
 */
export class PushHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly closers = new Set<() => void>();
  private unlisten: Unlisten | null = null;
  private closeHandler: ((target: PushTarget, scope: CloseScope) => void) | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly load: LoadMessage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.handle.listen(PUSH_CHANNEL, (payload) => {
      this.onNotice(payload).catch((err: unknown) => this.log.error({ err }, 'push fan-out failed'));
    });
  }

  /** The SSE delivery: NOTIFY, delivered to every instance's subscribers. */
  delivery(): PushDelivery {
    return {
      name: 'sse',
      deliver: async (target, message) => {
        await this.handle.db.execute(sqlNotify(noticePayload(target, message)));
      },
      // One statement for a whole batch: a notice to thousands of staff is not thousands of round trips.
      deliverMany: async (items) => {
        const payloads = JSON.stringify(items.map((i) => noticePayload(i.target, i.message)));
        await this.handle.db.execute(sql`SELECT pg_notify(${PUSH_CHANNEL}, p) FROM json_array_elements_text(${payloads}::json) AS p`);
      },
    };
  }

  /** What every instance does when asked to close a staff's streams (the stream registry's closeFor). */
  onCloseStreams(handler: (target: PushTarget, scope: CloseScope) => void): void {
    this.closeHandler = handler;
  }

  /**
   * Closes a staff's open streams on every instance (token revoked, password changed or reset): at
   * once on this one, through the database channel on the others.
   */
  async closeStreams(target: PushTarget, scope: CloseScope = {}): Promise<void> {
    this.closeHandler?.(target, scope);
    const close: CloseNotice['close'] = {
      ...(scope.tokenHash !== undefined ? { t: scope.tokenHash } : {}),
      ...(scope.exceptTokenHash !== undefined ? { x: scope.exceptTokenHash } : {}),
    };
    await this.handle.db.execute(sqlNotify(JSON.stringify({ c: target.companyId, s: target.staffId, close } satisfies CloseNotice)));
  }

  /** Adds a subscriber for one staff; `close` is called when the server shuts down. */
  subscribe(target: PushTarget, subscriber: Subscriber, close: () => void): () => void {
    const key = keyOf(target);
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(subscriber);
    this.closers.add(close);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(key);
      this.closers.delete(close);
    };
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    for (const close of [...this.closers]) close();
    this.closers.clear();
    this.subscribers.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
  }

  private async onNotice(payload: string): Promise<void> {
    const parsed = JSON.parse(payload) as Notice | CloseNotice;
    if ('close' in parsed) {
      const scope: CloseScope = {
        ...(parsed.close.t !== undefined ? { tokenHash: parsed.close.t } : {}),
        ...(parsed.close.x !== undefined ? { exceptTokenHash: parsed.close.x } : {}),
      };
      this.closeHandler?.({ companyId: parsed.c, staffId: parsed.s }, scope);
      return;
    }
    const notice = parsed;
    const set = this.subscribers.get(keyOf({ companyId: notice.c, staffId: notice.s }));
    if (!set || set.size === 0) return;
    const message = notice.m ?? (await this.load({ companyId: notice.c, staffId: notice.s }, notice.id));
    if (!message) return;
    for (const subscriber of [...set]) subscriber(message);
  }
}

function noticePayload(target: PushTarget, message: StoredPushMessage): string {
  const inline = JSON.stringify({ c: target.companyId, s: target.staffId, id: message.id, m: message } satisfies Notice);
  if (Buffer.byteLength(inline) <= MAX_INLINE_PAYLOAD) return inline;
  return JSON.stringify({ c: target.companyId, s: target.staffId, id: message.id } satisfies Notice);
}

const keyOf = (t: PushTarget): string => `${t.companyId}/${t.staffId}`;

const sqlNotify = (payload: string) => sql`SELECT pg_notify(${PUSH_CHANNEL}, ${payload})`;
