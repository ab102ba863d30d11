/**
 * Fees of a trip (fuel, toll, parking, other) in fen, each with a photo of its receipt (the files
 * service): added by the driver (self-driving: the applicant) while the trip runs or once it ended.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CarFee, carFeeInputSchema } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { carFees } from './schema.ts';
import { canOf, feeViews, loadCarOrder, type Caller } from './views.ts';

type FeeInput = z.output<typeof carFeeInputSchema>;

export async function addFee(ctx: AppContext, caller: Caller, orderId: string, input: FeeInput): Promise<CarFee> {
  const db = ctx.handle.db;
  const { order, trip } = await loadCarOrder(db, caller, orderId);
  if (!canOf(caller, order, trip, false).add_fee) throw forbiddenWith('只有司机（自驾：申请人）可以在行程开始后添加费用');
  const files = await checkAttachments(db, caller, input.attachments);
  const [row] = await db
    .insert(carFees)
    .values({
      companyId: caller.companyId,
      id: randomUUID(),
      orderId,
      kind: input.kind,
      amountFen: input.amount_fen,
      remark: input.remark,
      attachments: files.map((f) => f.id),
      createdBy: caller.staffId,
      createdAt: ctx.now(),
    })
    .returning();
  const [view] = await feeViews(db, caller.companyId, row ? [row] : []);
  if (!view) throw notFound();
  return view;
}

export async function listFees(ctx: AppContext, caller: Caller, orderId: string): Promise<CarFee[]> {
  const db = ctx.handle.db;
  await loadCarOrder(db, caller, orderId);
  const rows = await db
    .select()
    .from(carFees)
    .where(inCompany(carFees, caller.companyId, eq(carFees.orderId, orderId)))
    .orderBy(asc(carFees.createdAt), asc(carFees.id));
  return feeViews(db, caller.companyId, rows);
}

/** One fee, to those who may see its order. */
export async function getFee(ctx: AppContext, caller: Caller, feeId: string): Promise<CarFee> {
  const db = ctx.handle.db;
  if (!isGuid(feeId)) throw notFound();
  const [row] = await db
    .select()
    .from(carFees)
    .where(inCompany(carFees, caller.companyId, eq(carFees.id, feeId)));
  if (!row) throw notFound();
  await loadCarOrder(db, caller, row.orderId);
  const [view] = await feeViews(db, caller.companyId, [row]);
  if (!view) throw notFound();
  return view;
}
