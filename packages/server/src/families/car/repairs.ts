/**
 * Vehicle repairs (car_repair orders): a driver or a car administrator reports a fault with photos;
 * approved, the vehicle is out of service (not offered, not dispatched) until an administrator
 * records the repair done and its cost.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CAR_ORDER_TYPES, fenToYuan, type CarRepair, type carRepairInputSchema, type carRepairFinishSchema } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { loadOrder } from '../../platform/orders/workflow.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { orderType, statusLabel } from '../../platform/orders/order-types.ts';
import { localDateTime } from '../../platform/time.ts';
import { checkAttachments, fileRefs } from '../../platform/files/index.ts';
import { actorOf, requireAdmin } from './caller.ts';
import type { RepairDraft } from './hooks.ts';
import { carRepairs, carVehicles } from './schema.ts';
import type { Caller } from './views.ts';

type RepairInput = z.output<typeof carRepairInputSchema>;

export async function requestRepair(ctx: AppContext, caller: Caller, isDriver: boolean, input: RepairInput): Promise<CarRepair> {
  if (!caller.isAdmin && !isDriver) throw forbiddenWith('只有司机或车辆管理员可以报修车辆');
  const db = ctx.handle.db;
  const [vehicle] = isGuid(input.vehicle_id)
    ? await db
        .select()
        .from(carVehicles)
        .where(inCompany(carVehicles, caller.companyId, eq(carVehicles.id, input.vehicle_id)))
    : [];
  if (!vehicle) throw fieldError('vehicle_id', '车辆不存在');
  const files = await checkAttachments(db, caller, input.attachments);
  const draft: RepairDraft = {
    vehicle_id: vehicle.id,
    description: input.description,
    estimate_fen: input.estimate_fen ?? null,
    attachments: files.map((f) => f.id),
  };
  const id = await ctx.orders.submit(actorOf(caller), {
    orderType: CAR_ORDER_TYPES.repair,
    title: `${vehicle.plate} 维修`,
    fields: [
      { label: '车辆', value: `${vehicle.plate}（${vehicle.model}）` },
      { label: '故障描述', value: input.description },
      { label: '预计费用', value: input.estimate_fen === undefined ? '--' : `¥${fenToYuan(input.estimate_fen)}` },
    ],
    data: { repair: draft },
    viaModule: true,
  });
  return getRepair(ctx, caller, id);
}

/** One repair (its applicant, its approvers, admins). */
export async function getRepair(ctx: AppContext, caller: Caller, id: string): Promise<CarRepair> {
  const db = ctx.handle.db;
  const { order } = await loadOrder(db, actorOf(caller), id);
  const [row] = await db
    .select({ repair: carRepairs, vehicle: carVehicles })
    .from(carRepairs)
    .innerJoin(carVehicles, eq(carVehicles.id, carRepairs.vehicleId))
    .where(inCompany(carRepairs, caller.companyId, eq(carRepairs.orderId, id), eq(carVehicles.companyId, caller.companyId)));
  if (!row) throw notFound();
  const def = orderType(order.orderType);
  const people = await staffBriefs(db, caller.companyId, [order.applicantId]);
  return {
    id,
    status: order.status,
    status_label: def ? statusLabel(def, order.status) : String(order.status),
    vehicle: { id: row.vehicle.id, plate: row.vehicle.plate, model: row.vehicle.model },
    description: row.repair.description,
    estimate_fen: row.repair.estimateFen,
    cost_fen: row.repair.costFen,
    attachments: await fileRefs(db, caller.companyId, row.repair.attachments),
    applicant: people.get(order.applicantId) ?? unknownStaff(order.applicantId),
    created_time: localDateTime(order.createdAt),
    finished_time: localDateTime(row.repair.finishedAt),
    can_finish: caller.isAdmin && order.status === 20,
  };
}

export async function finishRepair(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: z.output<typeof carRepairFinishSchema>,
): Promise<CarRepair> {
  requireAdmin(caller);
  await ctx.orders.runTransition(actorOf(caller), id, 'finish_repair', input.remark, {
    apply: async (tx, order) => {
      const [repair] = await tx
        .update(carRepairs)
        .set({ costFen: input.cost_fen, finishedAt: ctx.now() })
        .where(inCompany(carRepairs, order.companyId, eq(carRepairs.orderId, order.id)))
        .returning({ vehicleId: carRepairs.vehicleId });
      if (repair)
        await tx
          .update(carVehicles)
          .set({ inRepair: false })
          .where(inCompany(carVehicles, order.companyId, eq(carVehicles.id, repair.vehicleId)));
    },
  });
  return getRepair(ctx, caller, id);
}
