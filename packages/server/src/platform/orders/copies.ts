/**
 * Copies (抄送, issue 41): an order type's chain (or the submitting module) copies people at
 * submission or once the order is approved. Each copied person finds the order under 抄送我的 with
 * read and unread, and gets a push; a person is copied on an order once (primary key).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { APPROVAL_ACTIONS, type CopiedPage } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { staff } from '../db/schema.ts';
import { inCompany } from '../db/scoped.ts';
import { BADGE_LIMIT, boundedCount } from '../db/bounded-count.ts';
import { offsetOf, toPage } from '../http/paging.ts';
import { staffBriefs } from '../directory/directory.ts';
import { hubDateTime } from '@campus/contracts';
import { approvalChains, orderCopies, orders, type ChainCopyConfig } from './schema.ts';
import type { OrderRow, OrderTypeDef } from './order-types.ts';
import { approvalMessage, type PendingPush } from './notifications.ts';
import type { Actor } from './policy.ts';
import type { OrderQueries } from './queries.ts';

/** Who the company's chain of the order type copies at this moment (submit or approved). */
export async function configuredCopies(db: Database, companyId: string, type: string, on: ChainCopyConfig['on']): Promise<string[]> {
  const [row] = await db
    .select({ copies: approvalChains.copies })
    .from(approvalChains)
    .where(inCompany(approvalChains, companyId, eq(approvalChains.orderType, type)))
    .limit(1);
  return (row?.copies ?? []).filter((c) => c.on === on).map((c) => c.staff_id);
}

/** Copies the order to the active staff among `staffIds` (not its applicant, not twice); pushes to those newly copied. */
export async function copyOrder(
  tx: Database,
  order: OrderRow,
  def: OrderTypeDef,
  staffIds: readonly string[],
  now: Date,
): Promise<PendingPush[]> {
  const wanted = [...new Set(staffIds)].filter((id) => id !== order.applicantId);
  if (wanted.length === 0) return [];
  const active = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(inCompany(staff, order.companyId, inArray(staff.id, wanted), eq(staff.isActive, true)));
  if (active.length === 0) return [];
  const inserted = await tx
    .insert(orderCopies)
    .values(active.map((s) => ({ companyId: order.companyId, orderId: order.id, staffId: s.id, createdAt: now })))
    .onConflictDoNothing()
    .returning({ staffId: orderCopies.staffId });
  const applicant = (await staffBriefs(tx, order.companyId, [order.applicantId])).get(order.applicantId)?.name ?? '';
  return inserted.map((r) => ({
    staffId: r.staffId,
    message: approvalMessage(order, def, APPROVAL_ACTIONS.result, '抄送', `${applicant}提交的${def.name}「${order.title}」抄送给您`),
  }));
}

/** Is the caller copied on the order (he may read it)? */
export async function isCopied(db: Database, companyId: string, orderId: string, staffId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(orderCopies)
    .where(inCompany(orderCopies, companyId, eq(orderCopies.orderId, orderId), eq(orderCopies.staffId, staffId)))
    .limit(1);
  return rows.length > 0;
}

/** Opening a copied order reads it. */
export async function markCopyRead(db: Database, companyId: string, orderId: string, staffId: string, now: Date): Promise<void> {
  await db
    .update(orderCopies)
    .set({ readAt: now })
    .where(
      inCompany(orderCopies, companyId, eq(orderCopies.orderId, orderId), eq(orderCopies.staffId, staffId), isNull(orderCopies.readAt)),
    );
}

/** 抄送我的: a page of the caller's copies through order_copies_staff_idx (walked backwards), then their orders. */
export async function copiedPage(db: Database, queries: OrderQueries, actor: Actor, page: number, pageSize: number): Promise<CopiedPage> {
  const where = inCompany(orderCopies, actor.companyId, eq(orderCopies.staffId, actor.staffId));
  const order = [desc(orderCopies.createdAt), desc(orderCopies.orderId)];
  const [total, copies] = await Promise.all([
    boundedCount(db, orderCopies, where, page, pageSize, order),
    db
      .select()
      .from(orderCopies)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
  ]);
  const rows = copies.length
    ? await db
        .select()
        .from(orders)
        .where(
          inCompany(
            orders,
            actor.companyId,
            inArray(
              orders.id,
              copies.map((c) => c.orderId),
            ),
          ),
        )
    : [];
  const summaries = new Map((await queries.summaries(actor.companyId, rows)).map((s) => [s.id, s]));
  const results = copies.flatMap((c) => {
    const s = summaries.get(c.orderId);
    return s ? [{ ...s, copied_at: c.createdAt.toISOString(), copied_time: hubDateTime(c.createdAt) ?? '', read: c.readAt !== null }] : [];
  });
  return toPage(total, page, pageSize, results);
}

/** The unread copies of the caller, index-only through order_copies_unread_idx, up to BADGE_LIMIT. */
export async function unreadCopies(db: Database, companyId: string, staffId: string): Promise<number> {
  const counted = db
    .select({ one: sql`1` })
    .from(orderCopies)
    .where(and(inCompany(orderCopies, companyId, eq(orderCopies.staffId, staffId)), sql`read_at IS NULL`))
    .limit(BADGE_LIMIT)
    .as('counted');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
  return Number(row?.n ?? 0);
}
