/**
 * Submitting a goods, consume or goodsSuite order from a module endpoint: the family's rows (header
 * with a fresh slip code, lines in fen, the quota it takes) are written by the order type's
 * afterSubmit hook inside the workflow's transaction; the same client key from the same person
 * answers the order it made (the unique key decides between concurrent double submits).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { CODE_DRAWS, CROCKFORD_ALPHABET, draw } from '../../platform/numbers/codes.ts';
import { actorOf, pendingSubmit } from './common.ts';
import { goodsOrderLines, goodsOrders } from './schema.ts';
import { takeQuota } from './quotas.ts';

type Header = typeof goodsOrders.$inferInsert;

export interface PreparedOrder {
  orderType: string;
  title: string;
  fields: [string, string][];
  data: Record<string, unknown>;
  clientKey: string;
  /** The header's own columns (order id, company, applicant, client key and created_at are filled in). */
  header: Omit<Header, 'companyId' | 'orderId' | 'applicantId' | 'clientKey' | 'createdAt' | 'orderType'>;
  /** goods, consume, goodsSuite: the lines (with a slip code); others write their own rows in `extra`. */
  lines?: { goods: { id: string; typeId: string; name: string; unit: string; valueFen: number }; quantity: number }[];
  /** Take the lines from the quotas (goods and consume). */
  quota?: boolean;
  /** More rows of the order (borrow assets, transfer lines), in the same transaction. */
  extra?: (tx: Database, orderId: string, at: Date) => Promise<void>;
}

export async function orderByClientKey(db: Database, companyId: string, applicantId: string, clientKey: string) {
  const [row] = await db
    .select({ orderId: goodsOrders.orderId })
    .from(goodsOrders)
    .where(and(inCompany(goodsOrders, companyId), eq(goodsOrders.applicantId, applicantId), eq(goodsOrders.clientKey, clientKey)));
  return row?.orderId;
}

/** Answers the order id, and whether it was made now (201) or by an earlier call with the key (200). */
export async function submitPrepared(ctx: AppContext, auth: AuthContext, p: PreparedOrder): Promise<{ id: string; created: boolean }> {
  const db = ctx.handle.db;
  const before = await orderByClientKey(db, auth.companyId, auth.staffId, p.clientKey);
  if (before) return { id: before, created: false };
  const prepare = async (tx: Database, orderId: string, at: Date) => {
    const base: Header = {
      ...p.header,
      companyId: auth.companyId,
      orderId,
      orderType: p.orderType,
      applicantId: auth.staffId,
      clientKey: p.clientKey,
      createdAt: at,
    };
    if (p.lines) {
      // a fresh slip code: a taken one is drawn again (ON CONFLICT on the slip index only; a repeated client key still fails)
      let stored = false;
      for (let i = 0; i < CODE_DRAWS && !stored; i++) {
        const rows = await tx
          .insert(goodsOrders)
          .values({ ...base, slipCode: draw.chars(CROCKFORD_ALPHABET, 10) })
          .onConflictDoNothing({ target: [goodsOrders.companyId, goodsOrders.slipCode] })
          .returning({ id: goodsOrders.orderId });
        stored = rows.length > 0;
      }
      if (!stored) throw new Error('No free slip code');
      await tx.insert(goodsOrderLines).values(
        p.lines.map((l, i) => ({
          companyId: auth.companyId,
          id: randomUUID(),
          orderId,
          seq: i + 1,
          goodsId: l.goods.id,
          quantity: l.quantity,
          unitValueFen: l.goods.valueFen,
          amountFen: l.goods.valueFen * l.quantity,
        })),
      );
      if (p.quota) {
        const uses = await takeQuota(tx, auth.companyId, { staffId: auth.staffId, departmentId: auth.staff.departmentId }, p.lines, at);
        if (uses.length > 0)
          await tx
            .update(goodsOrders)
            .set({ quotaUses: uses })
            .where(and(inCompany(goodsOrders, auth.companyId), eq(goodsOrders.orderId, orderId)));
      }
    } else {
      await tx.insert(goodsOrders).values(base);
    }
    await p.extra?.(tx, orderId, at);
  };
  try {
    const id = await pendingSubmit.run(prepare, () =>
      ctx.orders.submit(actorOf(auth), {
        orderType: p.orderType,
        title: p.title,
        fields: p.fields.map(([label, value]) => ({ label, value })),
        data: p.data,
        viaModule: true,
      }),
    );
    return { id, created: true };
  } catch (err) {
    if (pgCode(err) !== '23505') throw err;
    // a double submit: the other call made the order with this key
    const other = await orderByClientKey(db, auth.companyId, auth.staffId, p.clientKey);
    if (!other) throw err;
    return { id: other, created: false };
  }
}
