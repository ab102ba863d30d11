/**
 * Demo rows beside the car orders: a finished repair of a vehicle and an applied change of a past
 * trip, so the repair and change screens (and their approval details) have something to show.
 */
import type { Database } from '../../platform/db/types.ts';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { approvalSteps, orderEvents, orders } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { CAR3_CHANGE, CAR_REPAIR } from './order-types.ts';
import { carRepairs, carTripChanges, carTrips } from './schema.ts';
import { seedCarOrderId } from './seed-orders.ts';
import { and, eq } from 'drizzle-orm';

export const seedRepairId = (c: string): string => seedId(c, 'car:repair:passat');
export const seedChangeId = (c: string): string => seedId(c, 'car:change:history-1-0');

const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

async function seedDoneOrder(
  db: Database,
  c: string,
  o: {
    id: string;
    type: typeof CAR_REPAIR | typeof CAR3_CHANGE;
    applicant: string;
    approver: string;
    title: string;
    at: Date;
    status: number;
    fields: { label: string; value: string }[];
    finish?: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(orders)
    .values({
      companyId: c,
      id: o.id,
      module: o.type.module,
      orderType: o.type.type,
      applicantId: seedStaffId(c, o.applicant),
      title: o.title,
      status: o.status,
      payload: { fields: o.fields, data: { demo: true } },
      createdAt: o.at,
      updatedAt: days(o.at, 2),
      approvedAt: days(o.at, 0.1),
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (inserted.length === 0) return false;
  await db.insert(approvalSteps).values({
    companyId: c,
    id: seedId(c, `car:extra:${o.id}:step`),
    orderId: o.id,
    seq: 1,
    approverId: seedStaffId(c, o.approver),
    state: 'approved',
    comment: '同意',
    pendingSince: o.at,
    actedAt: days(o.at, 0.1),
    createdAt: o.at,
  });
  const events = [
    { action: 'submit', actor: o.applicant, from: null, to: 10, at: o.at },
    { action: 'approve', actor: o.approver, from: 10, to: 20, at: days(o.at, 0.1) },
    ...(o.finish ? [{ action: o.finish, actor: 'demo', from: 20, to: o.status, at: days(o.at, 2) }] : []),
  ];
  await db.insert(orderEvents).values(
    events.map((e, i) => ({
      companyId: c,
      id: seedId(c, `car:extra:${o.id}:event:${String(i)}`),
      orderId: o.id,
      actorId: seedStaffId(c, e.actor),
      action: e.action,
      fromStatus: e.from,
      toStatus: e.to,
      createdAt: e.at,
    })),
  );
  return true;
}

export async function seedCarExtraRows(db: Database, { id: c }: { id: string }): Promise<void> {
  const now = new Date();
  const repairAt = days(now, -40);
  if (
    await seedDoneOrder(db, c, {
      id: seedRepairId(c),
      type: CAR_REPAIR,
      applicant: 'off3driver',
      approver: 'demo',
      title: '京A·C1002 维修',
      at: repairAt,
      status: 40,
      fields: [
        { label: '车辆', value: '京A·C1002（大众帕萨特）' },
        { label: '故障描述', value: '刹车异响，需检查刹车片' },
        { label: '预计费用', value: '¥800.00' },
      ],
      finish: 'finish_repair',
    })
  )
    await db.insert(carRepairs).values({
      companyId: c,
      orderId: seedRepairId(c),
      vehicleId: seedId(c, 'car:vehicle:passat'),
      description: '刹车异响，需检查刹车片',
      estimateFen: 80_000,
      costFen: 65_000,
      attachments: [],
      finishedAt: days(repairAt, 2),
    });

  const tripId = seedCarOrderId(c, 'history-1-0');
  const [trip] = await db
    .select()
    .from(carTrips)
    .where(and(eq(carTrips.companyId, c), eq(carTrips.orderId, tripId)));
  if (!trip) return;
  const changeAt = days(trip.startAt, -1);
  const before = {
    from: { name: trip.fromName, address: trip.fromAddress },
    to: trip.toName === null ? null : { name: trip.toName, address: trip.toAddress ?? '' },
    start_at: days(trip.startAt, -0.125).toISOString(),
    end_at: days(trip.endAt, -0.125).toISOString(),
    start_time: localDateTime(days(trip.startAt, -0.125)),
    end_time: localDateTime(days(trip.endAt, -0.125)),
    passengers: trip.passengers,
  };
  const after = {
    ...before,
    start_at: trip.startAt.toISOString(),
    end_at: trip.endAt.toISOString(),
    start_time: localDateTime(trip.startAt),
    end_time: localDateTime(trip.endAt),
  };
  const [tripOrder] = await db
    .select({ title: orders.title, applicantId: orders.applicantId })
    .from(orders)
    .where(and(eq(orders.companyId, c), eq(orders.id, tripId)));
  const applicant = tripOrder?.applicantId === seedStaffId(c, 'staff') ? 'staff' : 'demo';
  if (
    await seedDoneOrder(db, c, {
      id: seedChangeId(c),
      type: CAR3_CHANGE,
      applicant,
      approver: 'approver',
      title: `变更：${tripOrder?.title ?? ''}`,
      at: changeAt,
      status: 20,
      fields: [
        { label: '原行程', value: tripOrder?.title ?? '' },
        { label: '用车时间', value: `${before.start_time.slice(0, 16)} → ${after.start_time.slice(0, 16)}` },
        { label: '变更原因', value: '会议时间推迟' },
      ],
    })
  )
    await db.insert(carTripChanges).values({
      companyId: c,
      changeOrderId: seedChangeId(c),
      tripOrderId: tripId,
      reason: '会议时间推迟',
      before,
      after,
      appliedAt: days(changeAt, 0.1),
    });
}
