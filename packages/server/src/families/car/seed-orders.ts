/**
 * Writes one demo car order as the workflow and the car services would have left it: the order, its
 * approval steps, its events, its car row and its fees. Idempotent (stable ids, ON CONFLICT DO NOTHING).
 */
import type { CarFeeKind, CarKind, CarPlace } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { approvalSteps, orderEvents, orders, type ApprovalStepStateValue } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { CAR_STATUS, isDispatched } from './kinds.ts';
import { typeOfKind } from './order-types.ts';
import { carFees, carTrips } from './schema.ts';
import { tripTitle } from './apply.ts';

/** The department of each seeded staff (platform/seed/data.ts). */
const DEPARTMENT_OF: Record<string, string> = {
  demo: 'admin',
  patrolman: 'security',
  repairman: 'logistics',
  off3driver: 'logistics',
  approver: 'admin',
  staff: 'it',
  wechat: 'it',
};

export type SeedStage = 'pending' | 'approved' | 'dispatched' | 'running' | 'finished' | 'commented';

export interface SeedCarOrder {
  key: string;
  kind: CarKind;
  applicant: string;
  from: CarPlace;
  to: CarPlace | null;
  start: Date;
  end: Date;
  passengers: number;
  purpose: string;
  createdAt: Date;
  /** Approvers in order (staff keys); the stage says how far they got. */
  approvers: string[];
  /** With `pending`: how many steps are approved already. */
  approvedSteps?: number;
  stage: SeedStage;
  vehicleId?: string;
  distanceKm?: number;
  odometerStartKm?: number;
  comment?: { stars: number; tags: string[]; text: string };
  fees?: { kind: CarFeeKind; amountFen: number; receipt?: string }[];
}

const hours = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

export const seedCarOrderId = (companyId: string, key: string): string => seedId(companyId, `car:order:${key}`);

/** The rows of one demo order, for one batched insert per table (seeding 18 companies must stay quick). */
export interface SeedRows {
  orders: (typeof orders.$inferInsert)[];
  steps: (typeof approvalSteps.$inferInsert)[];
  events: (typeof orderEvents.$inferInsert)[];
  trips: (typeof carTrips.$inferInsert)[];
  fees: (typeof carFees.$inferInsert)[];
}

export function carOrderRows(c: string, o: SeedCarOrder): SeedRows {
  const def = typeOfKind[o.kind];
  const s = CAR_STATUS[o.kind];
  const id = seedCarOrderId(c, o.key);
  const staffId = (key: string) => seedStaffId(c, key);
  const applicant = staffId(o.applicant);
  const driver = isDispatched(o.kind) ? staffId('off3driver') : null;
  const order = (n: number) => ['pending', 'approved', 'dispatched', 'running', 'finished', 'commented'].indexOf(o.stage) >= n;
  const approved = order(1);
  const dispatched = order(2);
  const started = order(3);
  const finished = order(4);
  const commented = order(5);
  const status = !approved
    ? 10
    : commented && s.commented !== null
      ? s.commented
      : finished
        ? s.finished
        : started
          ? s.running
          : dispatched
            ? s.dispatched
            : s.approved;
  const approvedAt = hours(o.createdAt, 1);
  const dispatchedAt = hours(o.createdAt, 2);
  const startedAt = o.start;
  const finishedAt = o.end;
  const commentedAt = hours(o.end, 2);
  const latest = commented
    ? commentedAt
    : finished
      ? finishedAt
      : started
        ? startedAt
        : dispatched
          ? dispatchedAt
          : approved
            ? approvedAt
            : o.createdAt;
  const rows: SeedRows = { orders: [], steps: [], events: [], trips: [], fees: [] };
  rows.orders.push({
    companyId: c,
    id,
    module: def.module,
    orderType: def.type,
    applicantId: applicant,
    title: tripTitle(o.kind, o.from, o.to),
    status,
    payload: { fields: [{ label: '用车事由', value: o.purpose }], data: { demo: true } },
    rejectReason: null,
    version: 0,
    createdAt: o.createdAt,
    updatedAt: latest,
    approvedAt: approved ? approvedAt : null,
  });

  const done = approved ? o.approvers.length : (o.approvedSteps ?? 0);
  rows.steps.push(
    ...o.approvers.map((a, i) => {
      const state: ApprovalStepStateValue = i < done ? 'approved' : i === done ? 'pending' : 'waiting';
      const at = hours(o.createdAt, (i + 1) / (o.approvers.length + 1));
      return {
        companyId: c,
        id: seedId(c, `car:order:${o.key}:step:${String(i + 1)}`),
        orderId: id,
        seq: i + 1,
        approverId: staffId(a),
        state,
        comment: state === 'approved' ? '同意' : null,
        pendingSince: state === 'waiting' ? null : i === 0 ? o.createdAt : at,
        actedAt: state === 'approved' ? (i === o.approvers.length - 1 && approved ? approvedAt : at) : null,
        createdAt: o.createdAt,
      };
    }),
  );

  const events: { action: string; actor: string; from: number | null; to: number; at: Date }[] = [
    { action: 'submit', actor: applicant, from: null, to: 10, at: o.createdAt },
  ];
  for (let i = 0; i < done; i++) {
    const last = i === o.approvers.length - 1;
    events.push({
      action: 'approve',
      actor: staffId(o.approvers[i] ?? 'approver'),
      from: 10,
      to: last ? s.approved : 10,
      at: last ? approvedAt : hours(o.createdAt, (i + 1) / (o.approvers.length + 1)),
    });
  }
  if (dispatched && isDispatched(o.kind))
    events.push({ action: 'dispatch', actor: staffId('demo'), from: s.approved, to: s.dispatched, at: dispatchedAt });
  const actor = driver ?? applicant;
  const startAction = o.kind === 'v2' ? 'start_use' : 'start';
  const finishAction = o.kind === 'v2' ? 'complete' : 'finish';
  if (started) events.push({ action: startAction, actor, from: s.dispatched, to: s.running, at: startedAt });
  if (finished) events.push({ action: finishAction, actor, from: s.running, to: s.finished, at: finishedAt });
  if (commented && s.commented !== null)
    events.push({ action: 'comment', actor: applicant, from: s.finished, to: s.commented, at: commentedAt });
  rows.events.push(
    ...events.map((e, i) => ({
      companyId: c,
      id: seedId(c, `car:order:${o.key}:event:${String(i)}`),
      orderId: id,
      actorId: e.actor,
      action: e.action,
      fromStatus: e.from,
      toStatus: e.to,
      remark: null,
      createdAt: e.at,
    })),
  );

  const odoStart = o.odometerStartKm ?? 12_000;
  const distance = o.distanceKm ?? 0;
  const hasVehicle = dispatched || (o.kind === 'driving' && o.vehicleId !== undefined);
  rows.trips.push({
    companyId: c,
    orderId: id,
    kind: o.kind,
    applicantId: applicant,
    departmentId: seedDepartmentId(c, DEPARTMENT_OF[o.applicant] ?? 'it'),
    fromName: o.from.name,
    fromAddress: o.from.address,
    toName: o.to?.name ?? null,
    toAddress: o.to?.address ?? null,
    startAt: o.start,
    endAt: o.end,
    passengers: o.passengers,
    purpose: o.purpose,
    vehicleId: hasVehicle ? (o.vehicleId ?? null) : null,
    driverId: dispatched ? driver : null,
    holds: dispatched && !finished && o.vehicleId !== undefined,
    dispatchedAt: dispatched && isDispatched(o.kind) ? dispatchedAt : null,
    dispatchedBy: dispatched && isDispatched(o.kind) ? staffId('demo') : null,
    startedAt: started ? startedAt : null,
    finishedAt: finished ? finishedAt : null,
    odometerStartKm: started ? odoStart : null,
    odometerEndKm: finished ? odoStart + distance : null,
    distanceKm: finished ? distance : null,
    commentStars: commented ? (o.comment?.stars ?? 5) : null,
    commentTags: commented ? (o.comment?.tags ?? []) : null,
    commentText: commented ? (o.comment?.text ?? '') : null,
    commentedAt: commented ? commentedAt : null,
    commentVia: commented ? 'app' : null,
  });
  rows.fees.push(
    ...(o.fees ?? []).map((f, i) => ({
      companyId: c,
      id: seedId(c, `car:order:${o.key}:fee:${String(i)}`),
      orderId: id,
      kind: f.kind,
      amountFen: f.amountFen,
      remark: '',
      attachments: f.receipt ? [f.receipt] : [],
      createdBy: actor,
      createdAt: hours(o.end, -0.5),
    })),
  );
  return rows;
}

/**
 * Seeds demo orders in one insert per table: orders first (ON CONFLICT DO NOTHING), then the rows of
 * those that were new; an order seeded before is kept as it is now.
 */
export async function seedCarOrders(db: Database, c: string, list: readonly SeedCarOrder[]): Promise<void> {
  const all = list.map((o) => carOrderRows(c, o));
  const inserted = await db
    .insert(orders)
    .values(all.flatMap((r) => r.orders))
    .onConflictDoNothing()
    .returning({ id: orders.id });
  const fresh = new Set(inserted.map((r) => r.id));
  const kept = all.filter((r) => fresh.has(r.orders[0]?.id ?? ''));
  const steps = kept.flatMap((r) => r.steps);
  const events = kept.flatMap((r) => r.events);
  const trips = kept.flatMap((r) => r.trips);
  const fees = kept.flatMap((r) => r.fees);
  if (steps.length > 0) await db.insert(approvalSteps).values(steps);
  if (events.length > 0) await db.insert(orderEvents).values(events);
  if (trips.length > 0) await db.insert(carTrips).values(trips);
  if (fees.length > 0) await db.insert(carFees).values(fees);
}

/** A time on the hub clock: `day` days after today's date of `now`, at `hour` o'clock. */
export function hubAt(now: Date, day: number, hour: number): Date {
  const today = new Date(`${localDateTime(now).slice(0, 10)}T00:00:00+08:00`);
  return new Date(today.getTime() + day * 86_400_000 + hour * 3_600_000);
}
