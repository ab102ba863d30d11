import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageItem, MessagePage, PushMessage, StoredPushMessage } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { pushMessages } from '../db/schema.ts';
import type { PushDelivery, PushTarget } from './delivery.ts';
import { inCompany } from '../db/scoped.ts';
import { BADGE_LIMIT, boundedCount } from '../db/bounded-count.ts';
import { offsetOf, toKeysetPage, type KeysetPageRequest } from '../http/paging.ts';
import { afterAnchor, anchorExists, type KeysetOrder } from '../db/keyset.ts';

type Row = InferSelectModel<typeof pushMessages>;

export function toStored(row: Row): StoredPushMessage {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    extras: row.extras as StoredPushMessage['extras'],
    created_at: row.createdAt.toISOString(),
  };
}

function toItem(row: Row): MessageItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    extras: row.extras as MessageItem['extras'],
    msg_type: row.msgType,
    is_read: row.readAt !== null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Messages newest first: the order a page after a key continues in. */
const MESSAGES_ORDER: KeysetOrder = {
  table: pushMessages,
  company: pushMessages.companyId,
  id: pushMessages.id,
  keys: [pushMessages.createdAt, pushMessages.id],
};

/** Push messages: stored per staff (the message list), then handed to every delivery. */
export class PushService {
  constructor(
    private readonly db: Database,
    private readonly deliveries: () => readonly PushDelivery[],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(target: PushTarget, message: PushMessage, senderId: string | null = null): Promise<StoredPushMessage> {
    const [row] = await this.db
      .insert(pushMessages)
      .values({
        companyId: target.companyId,
        id: randomUUID(),
        staffId: target.staffId,
        title: message.title,
        content: message.content,
        msgType: message.extras.msg_type,
        extras: message.extras,
        senderId,
        createdAt: this.now(),
      })
      .returning();
    if (!row) throw new Error('push insert returned nothing');
    const stored = toStored(row);
    await Promise.all(
      this.deliveries().map((d) =>
        d.deliver(target, stored).catch((err: unknown) => this.log.error({ err, delivery: d.name }, 'push delivery failed')),
      ),
    );
    return stored;
  }

  /**
   * The same message to many staff of one company (a new notice to everyone): one multi-row insert
   * per 500 staff, then every delivery for each. Answers the number stored.
   */
  async sendMany(companyId: string, staffIds: string[], message: PushMessage, senderId: string | null = null): Promise<number> {
    let stored = 0;
    for (let i = 0; i < staffIds.length; i += 500) {
      const at = this.now();
      const rows = await this.db
        .insert(pushMessages)
        .values(
          staffIds.slice(i, i + 500).map((staffId) => ({
            companyId,
            id: randomUUID(),
            staffId,
            title: message.title,
            content: message.content,
            msgType: message.extras.msg_type,
            extras: message.extras,
            senderId,
            createdAt: at,
          })),
        )
        .returning();
      stored += rows.length;
      const items = rows.map((row) => ({ target: { companyId, staffId: row.staffId }, message: toStored(row) }));
      await Promise.all(
        this.deliveries().map(async (d) => {
          const failed = (err: unknown) => this.log.error({ err, delivery: d.name }, 'push delivery failed');
          if (d.deliverMany) await d.deliverMany(items).catch(failed);
          else for (const item of items) await d.deliver(item.target, item.message).catch(failed);
        }),
      );
    }
    return stored;
  }

  /** One stored message of the staff (company and staff scoped). */
  async load(target: PushTarget, id: string): Promise<StoredPushMessage | undefined> {
    const row = await this.row(target, id);
    return row ? toStored(row) : undefined;
  }

  async get(target: PushTarget, id: string): Promise<MessageItem | undefined> {
    const row = await this.row(target, id);
    return row ? toItem(row) : undefined;
  }

  /** The caller's messages, newest first; after a key (platform/db/keyset.ts) the walk starts at the page. */
  async list(target: PushTarget, request: KeysetPageRequest, unreadOnly: boolean): Promise<MessagePage> {
    const { page, pageSize, after } = request;
    const mine = and(
      inCompany(pushMessages, target.companyId),
      eq(pushMessages.staffId, target.staffId),
      unreadOnly ? isNull(pushMessages.readAt) : undefined,
    );
    const where = after === undefined ? mine : and(mine, afterAnchor(MESSAGES_ORDER, target.companyId, after));
    const order = [desc(pushMessages.createdAt), desc(pushMessages.id)];
    const [counted, rows] = await Promise.all([
      boundedCount(this.db, pushMessages, where, after === undefined ? page : 1, pageSize, order),
      this.db
        .select()
        .from(pushMessages)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset(after === undefined ? offsetOf(page, pageSize) : 0),
    ]);
    if (after !== undefined && rows.length === 0 && !(await this.isCompanyMessage(target, after)))
      return this.list(target, { page, pageSize }, unreadOnly);
    const total = (after === undefined ? 0 : offsetOf(page, pageSize)) + counted;
    return toKeysetPage(total, request, rows.map(toItem), rows.at(-1)?.id);
  }

  /** Whether a message is of the caller's company (an anchor that is not is paged by offset). */
  private async isCompanyMessage(target: PushTarget, id: string): Promise<boolean> {
    const [row] = await this.db.select({ found: anchorExists(MESSAGES_ORDER, target.companyId, id) }).from(sql`(SELECT 1) AS one`);
    return row?.found === true;
  }

  /** Messages created after the given one (SSE reconnect with Last-Event-ID), oldest first. */
  async since(target: PushTarget, lastId: string, limit = 50): Promise<StoredPushMessage[]> {
    const last = await this.row(target, lastId);
    if (!last) return [];
    const rows = await this.db
      .select()
      .from(pushMessages)
      .where(
        and(
          inCompany(pushMessages, target.companyId),
          eq(pushMessages.staffId, target.staffId),
          gt(pushMessages.createdAt, last.createdAt),
        ),
      )
      .orderBy(asc(pushMessages.createdAt), asc(pushMessages.id))
      .limit(limit);
    return rows.map(toStored);
  }

  async markRead(target: PushTarget, id: string): Promise<MessageItem | undefined> {
    const existing = await this.row(target, id);
    if (!existing) return undefined;
    if (existing.readAt) return toItem(existing);
    const [row] = await this.db
      .update(pushMessages)
      .set({ readAt: this.now() })
      .where(inCompany(pushMessages, target.companyId, eq(pushMessages.staffId, target.staffId), eq(pushMessages.id, id)))
      .returning();
    return row ? toItem(row) : undefined;
  }

  async markAllRead(target: PushTarget): Promise<number> {
    const rows = await this.db
      .update(pushMessages)
      .set({ readAt: this.now() })
      .where(inCompany(pushMessages, target.companyId, eq(pushMessages.staffId, target.staffId), isNull(pushMessages.readAt)))
      .returning({ id: pushMessages.id });
    return rows.length;
  }

  /** Up to BADGE_LIMIT (the badge shows 99+): the unread partial index read that far and no further. */
  async unreadCount(target: PushTarget): Promise<number> {
    return boundedCount(
      this.db,
      pushMessages,
      inCompany(pushMessages, target.companyId, eq(pushMessages.staffId, target.staffId), isNull(pushMessages.readAt)),
      1,
      0,
      [],
      BADGE_LIMIT,
    );
  }

  private async row(target: PushTarget, id: string): Promise<Row | undefined> {
    const rows = await this.db
      .select()
      .from(pushMessages)
      .where(inCompany(pushMessages, target.companyId, eq(pushMessages.staffId, target.staffId), eq(pushMessages.id, id)))
      .limit(1);
    return rows[0];
  }
}
