/**
 * Waiting for a taken slot. When a slot frees (a no-show released, a cancel, an early check-out) the
 * first waiter whose window is now wholly free is offered it by push: one conditional UPDATE marks him
 * `offered`, so two freeings at once never offer one wait twice. The offer is a push, not a hold:
 * he books as anyone would.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { SPACE_PUSH_ACTIONS, WAIT_STATES, spaceMessages as M, type Wait, type WaitCreate, type WaitPage } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { instantOf, refuse, slotView } from './common.ts';
import { loadResource, loadResources } from './resources.ts';
import { spaceBookings, spaceWaits } from './schema.ts';
import { spacePush } from './push.ts';

type WaitRow = typeof spaceWaits.$inferSelect;

/** Holding bookings of a resource that overlap [start, end). */
export const overlapping = (companyId: string, resourceId: string, startAt: Date, endAt: Date) =>
  inCompany(
    spaceBookings,
    companyId,
    eq(spaceBookings.resourceId, resourceId),
    eq(spaceBookings.holding, true),
    lt(spaceBookings.startAt, endAt),
    gt(spaceBookings.holdEndAt, startAt),
  );

export async function createWait(ctx: AppContext, companyId: string, staffId: string, body: WaitCreate): Promise<Wait> {
  const db = ctx.handle.db;
  const resource = await loadResource(db, companyId, body.kind, body.resource_id);
  if (!resource) throw new ValidationError({ resource_id: [M.resource] });
  const startAt = instantOf(body.date, body.start_time);
  const endAt = instantOf(body.date, body.end_time);
  if (Number.isNaN(startAt.getTime())) throw new ValidationError({ date: [M.date] });
  if (endAt <= startAt) throw new ValidationError({ end_time: [M.endAfterStart] });
  if (endAt <= ctx.now()) throw new ValidationError({ start_time: [M.past] });
  const [taken] = await db
    .select({ id: spaceBookings.id })
    .from(spaceBookings)
    .where(overlapping(companyId, resource.id, startAt, endAt))
    .limit(1);
  if (!taken) throw refuse(M.waitFree);
  const [row] = await db
    .insert(spaceWaits)
    .values({
      companyId,
      id: randomUUID(),
      staffId,
      kind: body.kind,
      resourceId: resource.id,
      date: body.date,
      startAt,
      endAt,
      state: 'waiting',
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw refuse(M.waitExists);
  return (await waitViews(db, companyId, [row]))[0]!;
}

async function waitViews(db: Database, companyId: string, rows: WaitRow[]): Promise<Wait[]> {
  const spaces = await loadResources(
    db,
    companyId,
    'space',
    rows.filter((r) => r.kind === 'space').map((r) => r.resourceId),
  );
  const seats = await loadResources(
    db,
    companyId,
    'seat',
    rows.filter((r) => r.kind === 'seat').map((r) => r.resourceId),
  );
  return rows.map((r) => {
    const res = (r.kind === 'space' ? spaces : seats).get(r.resourceId);
    return {
      id: r.id,
      kind: r.kind,
      resource_id: r.resourceId,
      resource: { id: res?.areaId ?? r.resourceId, name: res?.name ?? '已删除', place: res?.place ?? '' },
      seat_number: res?.seatNumber ?? null,
      slot: slotView(r.date, r.startAt, r.endAt),
      state: r.state,
      state_label: WAIT_STATES[r.state],
      created_time: localDateTime(r.createdAt),
    };
  });
}

export async function myWaits(ctx: AppContext, companyId: string, staffId: string, page: number, pageSize: number): Promise<WaitPage> {
  const db = ctx.handle.db;
  const where = inCompany(spaceWaits, companyId, eq(spaceWaits.staffId, staffId));
  const order = [desc(spaceWaits.createdAt), desc(spaceWaits.id)];
  const total = await boundedCount(db, spaceWaits, where, page, pageSize, order);
  const rows = await db
    .select()
    .from(spaceWaits)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return toPage(total, page, pageSize, await waitViews(db, companyId, rows));
}

export async function removeWait(ctx: AppContext, companyId: string, staffId: string, id: string): Promise<Wait> {
  if (!isGuid(id)) throw notFound();
  const db = ctx.handle.db;
  const where = inCompany(spaceWaits, companyId, eq(spaceWaits.id, id), eq(spaceWaits.staffId, staffId));
  await db.update(spaceWaits).set({ state: 'closed' }).where(where);
  const [row] = await db.select().from(spaceWaits).where(where).limit(1);
  if (!row) throw notFound();
  return (await waitViews(db, companyId, [row]))[0]!;
}

/**
 * The slot [start, end) of a resource was freed: offers it to the first waiter whose window lies in
 * it, is still ahead and is now free of every holding booking. Answers the push to send.
 */
export async function offerFreedSlot(
  db: Database,
  companyId: string,
  resourceId: string,
  startAt: Date,
  endAt: Date,
  now: Date,
): Promise<PendingPush[]> {
  const candidates = await db
    .select()
    .from(spaceWaits)
    .where(
      and(
        inCompany(spaceWaits, companyId, eq(spaceWaits.resourceId, resourceId), eq(spaceWaits.state, 'waiting')),
        lt(spaceWaits.startAt, endAt),
        gt(spaceWaits.endAt, startAt),
        gt(spaceWaits.endAt, now),
      ),
    )
    .orderBy(asc(spaceWaits.createdAt))
    .limit(20);
  for (const wait of candidates) {
    const [busy] = await db
      .select({ id: spaceBookings.id })
      .from(spaceBookings)
      .where(overlapping(companyId, resourceId, wait.startAt, wait.endAt))
      .limit(1);
    if (busy) continue;
    const [offered] = await db
      .update(spaceWaits)
      .set({ state: 'offered', offeredAt: now })
      .where(inCompany(spaceWaits, companyId, eq(spaceWaits.id, wait.id), sql`state = 'waiting'`))
      .returning();
    if (!offered) continue;
    const slot = slotView(wait.date, wait.startAt, wait.endAt);
    return [
      spacePush(
        wait.staffId,
        wait.kind,
        SPACE_PUSH_ACTIONS.offer,
        wait.id,
        '候补时段已空出',
        `您候补的 ${slot.date} ${slot.start_time}-${slot.end_time} 已空出，请尽快预约`,
        { resource_id: wait.resourceId, date: slot.date, start_time: slot.start_time, end_time: slot.end_time },
      ),
    ];
  }
  return [];
}

const RECENT_OFFER_MS = 30 * 60_000;

/**
 * The job's pass over the waits: a slot freed by any path (a rejection or a cancel through the
 * workflow's own endpoints, which cannot push after their commit) is offered here, to the oldest
 * waiter whose window is free and ahead, unless an overlapping wait of the same space or seat was
 * offered in the last half hour (that person is the next one). Each offer is one conditional UPDATE.
 */
export async function offerWaitingSlots(db: Database, now: Date, companyId?: string): Promise<PendingPushOf[]> {
  const waiting = await db
    .select()
    .from(spaceWaits)
    .where(and(sql`state = 'waiting'`, gt(spaceWaits.endAt, now), companyId ? eq(spaceWaits.companyId, companyId) : undefined))
    .orderBy(asc(spaceWaits.createdAt))
    .limit(200);
  const out: PendingPushOf[] = [];
  for (const wait of waiting) {
    const [recent] = await db
      .select({ id: spaceWaits.id })
      .from(spaceWaits)
      .where(
        and(
          inCompany(spaceWaits, wait.companyId, eq(spaceWaits.resourceId, wait.resourceId), eq(spaceWaits.state, 'offered')),
          gt(spaceWaits.offeredAt, new Date(now.getTime() - RECENT_OFFER_MS)),
          lt(spaceWaits.startAt, wait.endAt),
          gt(spaceWaits.endAt, wait.startAt),
        ),
      )
      .limit(1);
    if (recent) continue;
    const pushes = await offerFreedSlot(db, wait.companyId, wait.resourceId, wait.startAt, wait.endAt, now);
    for (const p of pushes) out.push({ companyId: wait.companyId, push: p });
  }
  return out;
}

export interface PendingPushOf {
  companyId: string;
  push: PendingPush;
}
