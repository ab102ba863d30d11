/**
 * 确认领取: what leaves the warehouse when a `goods`, `consume` or `goodsSuite` order moves 8 -> 20,
 * inside the transition's transaction: each material or consumable line through the stock ledger
 * (409 库存不足 when it is gone: of concurrent collections of the last unit exactly one wins), each
 * asset-model line as free items of the model handed to the applicant (locked, skipping items
 * another collection is taking).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, notExists, sql } from 'drizzle-orm';
import { GOODS_MESSAGES, hubDate } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { goodsAssetEvents, goodsAssets, goodsBorrowAssets, goodsItems, goodsOrderLines, goodsOrders } from './schema.ts';
import { moveStock } from './stock.ts';

export async function collectOrder(tx: Database, companyId: string, orderId: string, actorId: string, at: Date): Promise<void> {
  const [order] = await tx
    .select()
    .from(goodsOrders)
    .where(and(inCompany(goodsOrders, companyId), eq(goodsOrders.orderId, orderId)));
  // a generic goods order (no lines of the family): nothing leaves a warehouse
  if (!order?.warehouseId) return;
  const warehouseId = order.warehouseId;
  const lines = await tx
    .select({ line: goodsOrderLines, kind: goodsItems.kind })
    .from(goodsOrderLines)
    .innerJoin(goodsItems, and(eq(goodsItems.companyId, goodsOrderLines.companyId), eq(goodsItems.id, goodsOrderLines.goodsId)))
    .where(and(inCompany(goodsOrderLines, companyId), eq(goodsOrderLines.orderId, orderId)))
    // one lock order for every collection: by goods
    .orderBy(asc(goodsOrderLines.goodsId));
  for (const { line, kind } of lines) {
    if (kind !== 'asset') {
      await moveStock(tx, { companyId, warehouseId, goodsId: line.goodsId, kind: 'collect', delta: -line.quantity, orderId, actorId, at });
      continue;
    }
    const today = hubDate(at);
    const free = await tx
      .select({ id: goodsAssets.id })
      .from(goodsAssets)
      .where(
        and(
          inCompany(goodsAssets, companyId),
          eq(goodsAssets.modelId, line.goodsId),
          eq(goodsAssets.warehouseId, warehouseId),
          eq(goodsAssets.status, 'free'),
          // not promised to a borrower for a period still to come
          notExists(
            tx
              .select({ one: sql`1` })
              .from(goodsBorrowAssets)
              .where(
                and(
                  eq(goodsBorrowAssets.companyId, goodsAssets.companyId),
                  eq(goodsBorrowAssets.assetId, goodsAssets.id),
                  eq(goodsBorrowAssets.reserved, true),
                  gte(goodsBorrowAssets.endDate, today),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(goodsAssets.tag))
      .limit(line.quantity)
      .for('update', { skipLocked: true });
    const ids = free.map((r) => r.id);
    if (ids.length < line.quantity) throw new HttpError(409, { detail: GOODS_MESSAGES.noStock });
    for (const id of ids) {
      await tx
        .update(goodsAssets)
        .set({ status: 'in_use', holderId: order.applicantId, updatedAt: at })
        .where(and(inCompany(goodsAssets, companyId), eq(goodsAssets.id, id), eq(goodsAssets.status, 'free')));
      await tx.insert(goodsAssetEvents).values({
        companyId,
        id: randomUUID(),
        assetId: id,
        action: 'collect',
        fromId: null,
        toId: order.applicantId,
        orderId,
        actorId,
        createdAt: at,
      });
    }
  }
  await tx
    .update(goodsOrders)
    .set({ collectedAt: at, collectedBy: actorId })
    .where(and(inCompany(goodsOrders, companyId), eq(goodsOrders.orderId, orderId)));
}
