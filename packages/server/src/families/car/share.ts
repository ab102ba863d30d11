/**
 * The public page of a trip (/orderDetailCar3?token=, no login): the applicant shares a link whose
 * token is the only key; a passenger sees the route, times, vehicle and driver's name (no phone
 * numbers, no receipts) and may leave the trip's comment once it is finished.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CarCommentInput, CarSharedOrder } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { companies } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { CAR_STATUS } from './kinds.ts';
import { carCommentTags, carTrips } from './schema.ts';
import { commentTrip } from './steps.ts';
import { carOrderViews, loadCarOrder, type Caller } from './views.ts';

export const SHARE_PATH = '/orderDetailCar3';
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** The applicant's share link (made once, then the same). */
export async function shareLink(ctx: AppContext, caller: Caller, orderId: string): Promise<{ token: string; path: string }> {
  const db = ctx.handle.db;
  const { order, trip } = await loadCarOrder(db, caller, orderId);
  if (order.applicantId !== caller.staffId || trip.kind === 'v2') throw forbiddenWith('只有申请人可以分享行程');
  let token = trip.shareToken;
  if (!token) {
    const fresh = randomBytes(24).toString('base64url');
    const [row] = await db
      .update(carTrips)
      .set({ shareToken: fresh })
      .where(inCompany(carTrips, caller.companyId, eq(carTrips.orderId, orderId)))
      .returning({ token: carTrips.shareToken });
    token = row?.token ?? fresh;
  }
  return { token, path: `${SHARE_PATH}?token=${token}` };
}

/** The shared trip by its token (the one lookup across companies, on a unique index). */
async function sharedRow(db: Database, token: string) {
  if (!TOKEN.test(token)) throw notFound();
  const [row] = await db
    .select({ order: orders, trip: carTrips, company: companies.name })
    .from(carTrips)
    .innerJoin(orders, and(eq(orders.companyId, carTrips.companyId), eq(orders.id, carTrips.orderId)))
    .innerJoin(companies, eq(companies.companyId, carTrips.companyId))
    .where(eq(carTrips.shareToken, token));
  if (!row) throw notFound();
  return row;
}

export async function sharedOrder(ctx: AppContext, token: string): Promise<CarSharedOrder> {
  const db = ctx.handle.db;
  const { order, trip, company } = await sharedRow(db, token);
  const [view] = await carOrderViews(db, order.companyId, [{ order, trip }]);
  if (!view) throw notFound();
  const tags = await db
    .select({ label: carCommentTags.label })
    .from(carCommentTags)
    .where(inCompany(carCommentTags, order.companyId))
    .orderBy(asc(carCommentTags.sort));
  return {
    company_name: company,
    title: view.title,
    kind_label: view.kind_label,
    status_label: view.status_label,
    from: view.from,
    to: view.to,
    start_time: view.start_time,
    end_time: view.end_time,
    vehicle: view.vehicle ? { plate: view.vehicle.plate, model: view.vehicle.model } : null,
    driver_name: view.driver?.name ?? null,
    distance_km: view.distance_km,
    comment: view.comment,
    tags: tags.map((t) => t.label),
    can_comment: order.status === CAR_STATUS[trip.kind].finished && trip.commentedAt === null,
  };
}

export async function commentShared(ctx: AppContext, token: string, input: CarCommentInput): Promise<CarSharedOrder> {
  const { order, trip } = await sharedRow(ctx.handle.db, token);
  await commentTrip(ctx, order, trip, input, 'share');
  return sharedOrder(ctx, token);
}
