/**
 * The rules of lending an asset, each inside a transition's transaction. An asset is reserved for a
 * borrow's period at its last approval (the asset row locked, then no other reserved borrow may
 * overlap the period: of concurrent approvals of overlapping borrows exactly one wins); it becomes
 * the borrower's at the hand-over only if it is free (a conditional update: of concurrent
 * hand-overs exactly one wins); the return frees it and ends the reservation.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { GOODS_MESSAGES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { goodsAssetEvents, goodsAssets, goodsBorrowAssets, goodsOrders } from './schema.ts';

export const assetTaken = (): HttpError => new HttpError(409, { detail: GOODS_MESSAGES.assetTaken });

async function borrowed(tx: Database, companyId: string, orderId: string) {
  return tx
    .select()
    .from(goodsBorrowAssets)
    .where(and(inCompany(goodsBorrowAssets, companyId), eq(goodsBorrowAssets.orderId, orderId)))
    .orderBy(asc(goodsBorrowAssets.assetId));
}

/** Is another reserved borrow of the asset overlapping [start, end]? */
export async function overlapping(tx: Database, companyId: string, assetId: string, start: string, end: string, orderId?: string) {
  const [row] = await tx
    .select({ orderId: goodsBorrowAssets.orderId })
    .from(goodsBorrowAssets)
    .where(
      and(
        inCompany(goodsBorrowAssets, companyId),
        eq(goodsBorrowAssets.assetId, assetId),
        eq(goodsBorrowAssets.reserved, true),
        lte(goodsBorrowAssets.startDate, end),
        gte(goodsBorrowAssets.endDate, start),
        orderId ? ne(goodsBorrowAssets.orderId, orderId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function reserveBorrow(tx: Database, companyId: string, orderId: string): Promise<void> {
  for (const b of await borrowed(tx, companyId, orderId)) {
    const [asset] = await tx
      .select({ status: goodsAssets.status })
      .from(goodsAssets)
      .where(and(inCompany(goodsAssets, companyId), eq(goodsAssets.id, b.assetId)))
      .for('update');
    if (!asset || asset.status === 'retired' || asset.status === 'in_use') throw assetTaken();
    if (await overlapping(tx, companyId, b.assetId, b.startDate, b.endDate, orderId)) throw assetTaken();
    await tx
      .update(goodsBorrowAssets)
      .set({ reserved: true })
      .where(
        and(inCompany(goodsBorrowAssets, companyId), eq(goodsBorrowAssets.orderId, orderId), eq(goodsBorrowAssets.assetId, b.assetId)),
      );
  }
}

/** The borrower confirms: each asset becomes theirs, if it is free (409 otherwise, nothing changes). */
export async function handOver(tx: Database, companyId: string, orderId: string, borrowerId: string, at: Date): Promise<void> {
  for (const b of await borrowed(tx, companyId, orderId)) {
    const moved = await tx
      .update(goodsAssets)
      .set({ status: 'borrowed', holderId: borrowerId, borrowOrderId: orderId, dueDate: b.endDate, updatedAt: at })
      .where(and(inCompany(goodsAssets, companyId), eq(goodsAssets.id, b.assetId), eq(goodsAssets.status, 'free')))
      .returning({ id: goodsAssets.id });
    if (moved.length === 0) throw assetTaken();
    await tx.insert(goodsAssetEvents).values({
      companyId,
      id: randomUUID(),
      assetId: b.assetId,
      action: 'borrow',
      fromId: null,
      toId: borrowerId,
      orderId,
      actorId: borrowerId,
      createdAt: at,
    });
  }
  await tx
    .update(goodsOrders)
    .set({ handedOverAt: at })
    .where(and(inCompany(goodsOrders, companyId), eq(goodsOrders.orderId, orderId)));
}

/** The assets come back free; the reservation ends. */
export async function giveBackBorrow(tx: Database, companyId: string, orderId: string, actorId: string, at: Date): Promise<void> {
  for (const b of await borrowed(tx, companyId, orderId)) {
    const back = await tx
      .update(goodsAssets)
      .set({ status: 'free', holderId: null, borrowOrderId: null, dueDate: null, updatedAt: at })
      .where(and(inCompany(goodsAssets, companyId), eq(goodsAssets.id, b.assetId), eq(goodsAssets.borrowOrderId, orderId)))
      .returning({ id: goodsAssets.id, from: goodsAssets.holderId });
    if (back.length > 0)
      await tx.insert(goodsAssetEvents).values({
        companyId,
        id: randomUUID(),
        assetId: b.assetId,
        action: 'borrow_return',
        fromId: null,
        toId: null,
        orderId,
        actorId,
        createdAt: at,
      });
  }
  await tx
    .update(goodsBorrowAssets)
    .set({ reserved: false })
    .where(and(inCompany(goodsBorrowAssets, companyId), eq(goodsBorrowAssets.orderId, orderId)));
  await tx
    .update(goodsOrders)
    .set({ returnedAt: at, returnedBy: actorId })
    .where(and(inCompany(goodsOrders, companyId), eq(goodsOrders.orderId, orderId)));
}
