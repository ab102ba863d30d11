/**
 * The stock ledger: the only way a warehouse's stock of a material or consumable changes. Each
 * change is one conditional UPDATE (never below zero: of concurrent takers of the last unit exactly
 * one wins) and one goods_moves row with the balance after it, in the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { GOODS_MESSAGES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { goodsMoves, goodsStock } from './schema.ts';

export type MoveKind = 'initial' | 'stock_in' | 'collect' | 'return';

export interface Movement {
  companyId: string;
  warehouseId: string;
  goodsId: string;
  kind: MoveKind;
  /** Signed: a collection is negative. */
  delta: number;
  orderId: string | null;
  actorId: string;
  remark?: string | null;
  at: Date;
}

/** Applies one movement; 409 库存不足 when the stock would go below zero. Answers the balance after it. */
export async function moveStock(tx: Database, m: Movement): Promise<number> {
  if (m.delta > 0) {
    await tx
      .insert(goodsStock)
      .values({ companyId: m.companyId, warehouseId: m.warehouseId, goodsId: m.goodsId, quantity: 0 })
      .onConflictDoNothing();
  }
  const rows = await tx
    .update(goodsStock)
    .set({ quantity: sql`${goodsStock.quantity} + ${m.delta}` })
    .where(
      and(
        inCompany(goodsStock, m.companyId),
        eq(goodsStock.warehouseId, m.warehouseId),
        eq(goodsStock.goodsId, m.goodsId),
        m.delta < 0 ? gte(goodsStock.quantity, -m.delta) : undefined,
      ),
    )
    .returning({ quantity: goodsStock.quantity });
  const balance = rows[0]?.quantity;
  if (balance === undefined) throw new HttpError(409, { detail: GOODS_MESSAGES.noStock });
  await tx.insert(goodsMoves).values({
    companyId: m.companyId,
    id: randomUUID(),
    warehouseId: m.warehouseId,
    goodsId: m.goodsId,
    kind: m.kind,
    delta: m.delta,
    balanceAfter: balance,
    orderId: m.orderId,
    actorId: m.actorId,
    remark: m.remark ?? null,
    createdAt: m.at,
  });
  return balance;
}
