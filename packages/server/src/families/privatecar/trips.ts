/**
 * Business trips (the family's "orders", pCarAdd / pCarDetail) and their costs with vouchers
 * (pCarCost / pCarCostDetail). A trip in a claim is frozen: its fees and the trip itself change only
 * while it is in no claim, checked under the trip's row lock (the claim locks the same rows).
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pcarMileageFen, privateCarEndpoints, type PcarPointInput, type PcarTrip } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { callerOf, hubToday, monthRange, type Caller } from './access.ts';
import { authorisedOn } from './auths.ts';
import { companyConfig } from './config.ts';
import { placesById } from './config-routes.ts';
import { placeDistanceM, typedKmToMetres } from './distance.ts';
import { pcarMessages as M } from './messages.ts';
import { pcarFees, pcarSubsidies, pcarTrips } from './schema.ts';
import { carUsableOn, ownCar } from './vehicles.ts';
import { feeView, feesOfTrips, findTrips, orderState, ordersById, tripBriefs, tripOrder } from './views.ts';

type TripRow = typeof pcarTrips.$inferSelect;

interface ResolvedPoint {
  placeId: string | null;
  name: string;
  lat: number | null;
  lng: number | null;
}

async function resolvePoints(
  db: Database,
  companyId: string,
  from: PcarPointInput,
  to: PcarPointInput,
): Promise<[ResolvedPoint, ResolvedPoint]> {
  const ids = [from, to].flatMap((p) => ('place_id' in p ? [p.place_id] : []));
  const places = await placesById(db, companyId, ids);
  const resolve = (p: PcarPointInput, field: 'from' | 'to'): ResolvedPoint => {
    if (!('place_id' in p)) return { placeId: null, name: p.name, lat: null, lng: null };
    const place = places.get(p.place_id);
    if (!place) throw fieldError(field, M.placeUnknown);
    return { placeId: place.id, name: place.name, lat: place.lat, lng: place.lng };
  };
  return [resolve(from, 'from'), resolve(to, 'to')];
}

/** The computed distance of two saved places (null when one is typed), and the one the trip keeps. */
function tripDistance(
  from: ResolvedPoint,
  to: ResolvedPoint,
  typedKm: number | undefined,
): { distanceM: number; computedM: number | null; typed: boolean } {
  const computedM =
    from.lat !== null && from.lng !== null && to.lat !== null && to.lng !== null
      ? placeDistanceM({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng })
      : null;
  if (typedKm !== undefined) return { distanceM: typedKmToMetres(typedKm), computedM, typed: true };
  if (computedM === null) throw fieldError('distance_km', M.distanceNeeded);
  if (computedM === 0) throw fieldError('distance_km', M.samePlace);
  return { distanceM: computedM, computedM, typed: false };
}

/** The trip if the caller may see it (its staff or an admin); 404 otherwise. */
async function visibleTrip(db: Database, caller: Caller, id: string): Promise<TripRow> {
  if (!isGuid(id)) throw notFound();
  const [trip] = await db
    .select()
    .from(pcarTrips)
    .where(inCompany(pcarTrips, caller.companyId, eq(pcarTrips.id, id), isNull(pcarTrips.removedAt)));
  if (!trip || (trip.staffId !== caller.staffId && !caller.isAdmin)) throw notFound();
  return trip;
}

/** The caller's own open trip, locked for this transaction: 404 when not the caller's, 400 once claimed. */
async function lockOwnOpenTrip(tx: Database, caller: Caller, id: string): Promise<TripRow> {
  if (!isGuid(id)) throw notFound();
  const [trip] = await tx
    .select()
    .from(pcarTrips)
    .where(inCompany(pcarTrips, caller.companyId, eq(pcarTrips.id, id), eq(pcarTrips.staffId, caller.staffId), isNull(pcarTrips.removedAt)))
    .for('update');
  if (!trip) throw notFound();
  if (trip.subsidyId !== null) throw badRequest(M.tripClaimed);
  return trip;
}

export async function tripDetail(db: Database, caller: Caller, trip: TripRow): Promise<PcarTrip> {
  const [withCar] = await findTrips(db, caller.companyId, eq(pcarTrips.id, trip.id));
  if (!withCar) throw notFound();
  const [brief] = await tripBriefs(db, caller.companyId, [withCar]);
  if (!brief) throw notFound();
  const own = trip.staffId === caller.staffId;
  const open = trip.subsidyId === null;
  const fees = (await feesOfTrips(db, caller.companyId, [trip.id], () => own && open)).get(trip.id) ?? [];
  const claimOrder = trip.subsidyId ? (await ordersById(db, caller.companyId, [trip.subsidyId])).get(trip.subsidyId) : undefined;
  const [claim] = trip.subsidyId
    ? await db
        .select()
        .from(pcarSubsidies)
        .where(inCompany(pcarSubsidies, caller.companyId, eq(pcarSubsidies.id, trip.subsidyId)))
    : [];
  const rate = claim?.rateFenPerKm ?? (await companyConfig(db, caller.companyId)).rateFenPerKm;
  const mileage = pcarMileageFen(rate, trip.distanceM);
  const people = await staffBriefs(db, caller.companyId, [trip.staffId]);
  return {
    ...brief,
    applicant: { id: trip.staffId, name: (people.get(trip.staffId) ?? unknownStaff(trip.staffId)).name },
    computed_m: trip.computedM,
    fees,
    rate_fen_per_km: rate,
    mileage_fen: mileage,
    total_fen: mileage + brief.fees_fen,
    subsidy: claimOrder && claim ? { ...orderState(claimOrder), period: claim.period } : null,
    created_time: localDateTime(trip.createdAt),
    can_edit: own && open,
  };
}

export function tripRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.listTrips,
    async handler({ auth, query }) {
      const range = query.month ? monthRange(query.month) : null;
      const where = and(
        eq(pcarTrips.staffId, auth.staffId),
        isNull(pcarTrips.removedAt),
        range ? gte(pcarTrips.tripDate, range[0]) : undefined,
        range ? lt(pcarTrips.tripDate, range[1]) : undefined,
      );
      // The count walks the page's index up to the page and a window (issue 33), not the whole history.
      const [total, rows] = await Promise.all([
        boundedCount(db(), pcarTrips, inCompany(pcarTrips, auth.companyId, where), query.page, query.page_size, tripOrder()),
        findTrips(db(), auth.companyId, where, query.page_size, offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await tripBriefs(db(), auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createTrip,
    async handler({ auth, body, reply }) {
      const caller = callerOf(auth);
      const today = hubToday(ctx.now());
      const car = await ownCar(db(), caller, body.vehicle_id);
      if (!car) throw fieldError('vehicle_id', M.vehicleNotMine);
      if (body.trip_date > today) throw fieldError('trip_date', M.tripInFuture);
      if (!(await carUsableOn(db(), caller.companyId, car.id, body.trip_date))) throw fieldError('vehicle_id', M.vehicleNotCertified);
      if (!(await authorisedOn(db(), caller.companyId, caller.staffId, body.trip_date))) throw badRequest(M.notAuthorised);
      const [from, to] = await resolvePoints(db(), caller.companyId, body.from, body.to);
      const distance = tripDistance(from, to, body.distance_km);
      const id = randomUUID();
      await db()
        .insert(pcarTrips)
        .values({
          companyId: caller.companyId,
          id,
          staffId: caller.staffId,
          vehicleId: car.id,
          tripDate: body.trip_date,
          fromPlaceId: from.placeId,
          fromName: from.name,
          fromLat: from.lat,
          fromLng: from.lng,
          toPlaceId: to.placeId,
          toName: to.name,
          toLat: to.lat,
          toLng: to.lng,
          distanceM: distance.distanceM,
          distanceSource: distance.typed ? 'typed' : 'computed',
          computedM: distance.computedM,
          purpose: body.purpose,
          createdAt: ctx.now(),
        });
      reply.code(201);
      return tripDetail(db(), caller, await visibleTrip(db(), caller, id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.getTrip,
    async handler({ auth, params }) {
      const caller = callerOf(auth);
      return tripDetail(db(), caller, await visibleTrip(db(), caller, params.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.removeTrip,
    async handler({ auth, params }) {
      const caller = callerOf(auth);
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const trip = await lockOwnOpenTrip(tx, caller, params.id);
        await tx
          .update(pcarTrips)
          .set({ removedAt: ctx.now() })
          .where(inCompany(pcarTrips, caller.companyId, eq(pcarTrips.id, trip.id)));
      });
      return { detail: M.removed };
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createFee,
    async handler({ auth, params, body, reply }) {
      const caller = callerOf(auth);
      const id = randomUUID();
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const trip = await lockOwnOpenTrip(tx, caller, params.id);
        const [existing] = await tx
          .select({ n: count() })
          .from(pcarFees)
          .where(inCompany(pcarFees, caller.companyId, eq(pcarFees.tripId, trip.id)));
        if (Number(existing?.n ?? 0) >= 10) throw badRequest(M.tooManyFees);
        const vouchers = await checkAttachments(tx, caller, body.attachments);
        await tx.insert(pcarFees).values({
          companyId: caller.companyId,
          id,
          tripId: trip.id,
          feeType: body.fee_type,
          amountFen: body.amount_fen,
          remark: body.remark,
          voucherIds: vouchers.map((v) => v.id),
          createdAt: ctx.now(),
        });
      });
      const [row] = await db()
        .select()
        .from(pcarFees)
        .where(inCompany(pcarFees, caller.companyId, eq(pcarFees.id, id)));
      reply.code(201);
      return feeView(db(), row as typeof pcarFees.$inferSelect, true);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.getFee,
    async handler({ auth, params }) {
      const caller = callerOf(auth);
      if (!isGuid(params.id)) throw notFound();
      const [fee] = await db()
        .select()
        .from(pcarFees)
        .where(inCompany(pcarFees, caller.companyId, eq(pcarFees.id, params.id)));
      if (!fee) throw notFound();
      const trip = await visibleTrip(db(), caller, fee.tripId);
      return feeView(db(), fee, trip.staffId === caller.staffId && trip.subsidyId === null);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.removeFee,
    async handler({ auth, params }) {
      const caller = callerOf(auth);
      if (!isGuid(params.id)) throw notFound();
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const [fee] = await tx
          .select()
          .from(pcarFees)
          .where(inCompany(pcarFees, caller.companyId, eq(pcarFees.id, params.id)));
        if (!fee) throw notFound();
        await lockOwnOpenTrip(tx, caller, fee.tripId);
        await tx.delete(pcarFees).where(inCompany(pcarFees, caller.companyId, eq(pcarFees.id, fee.id)));
      });
      return { detail: M.removed };
    },
  });
}
