/** A staff's cars (pCarUserCar) and their certification with licence and insurance photos (pCarCertify...). */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PCAR_CERT_STATE_LABELS,
  PCAR_ORDER_TYPES,
  pcarPlateDisplay,
  privateCarEndpoints,
  type PcarCertState,
  type PcarCertification,
  type PcarVehicle,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { orders } from '../../platform/orders/schema.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { checkAttachments, fileRefs } from '../../platform/files/index.ts';
import { callerOf, hubToday, requireVisibleOrder, type Caller } from './access.ts';
import { pcarMessages as M } from './messages.ts';
import { PCAR_CERTIFY, uniqueOr } from './order-types.ts';
import { pcarCertifications, pcarVehicles } from './schema.ts';
import { orderState, vehicleBrief } from './views.ts';
import { certsOfCars } from './summary-statements.ts';

type VehicleRow = typeof pcarVehicles.$inferSelect;

const certQuery = (db: Database) =>
  db
    .select({ cert: pcarCertifications, order: orders })
    .from(pcarCertifications)
    .innerJoin(orders, and(eq(orders.companyId, pcarCertifications.companyId), eq(orders.id, pcarCertifications.id)));
type CertRow = Awaited<ReturnType<typeof certQuery>>[number];

const approved = (r: CertRow) => r.order.status === PCAR_CERTIFY.afterApproval;

/** The state of a car from its certifications (newest first) on `today`. */
export function certState(certs: readonly CertRow[], today: string): { state: PcarCertState; cert: CertRow | null } {
  const latestApproved = certs
    .filter(approved)
    .sort((a, b) => (b.order.approvedAt?.getTime() ?? 0) - (a.order.approvedAt?.getTime() ?? 0))[0];
  if (latestApproved && latestApproved.cert.insuranceExpires >= today) return { state: 'approved', cert: latestApproved };
  const inReview = certs.find((r) => r.cert.inReview);
  if (inReview) return { state: 'pending', cert: inReview };
  if (latestApproved) return { state: 'expired', cert: latestApproved };
  const latest = certs[0];
  if (latest && latest.order.status === PCAR_CERTIFY.rejected) return { state: 'rejected', cert: latest };
  return { state: 'none', cert: null };
}

/** Each car's certifications (newest first) and its state on `today`, by car id. */
async function certStates(
  db: Database,
  companyId: string,
  vehicleIds: readonly string[],
  today: string,
): Promise<Map<string, { state: PcarCertState; cert: CertRow | null }>> {
  const out = new Map<string, { state: PcarCertState; cert: CertRow | null }>();
  if (vehicleIds.length === 0) return out;
  const certs = await certsOfCars(db).execute({ companyId, ids: vehicleIds });
  for (const id of vehicleIds)
    out.set(
      id,
      certState(
        certs.filter((r) => r.cert.vehicleId === id),
        today,
      ),
    );
  return out;
}

/** The certification state of each car on `today`, by car id. */
export async function certStateOf(
  db: Database,
  companyId: string,
  vehicleIds: readonly string[],
  today: string,
): Promise<Map<string, PcarCertState>> {
  const states = await certStates(db, companyId, vehicleIds, today);
  return new Map([...states].map(([id, s]) => [id, s.state]));
}

async function vehicleViews(db: Database, companyId: string, cars: readonly VehicleRow[], today: string): Promise<PcarVehicle[]> {
  const states = await certStates(
    db,
    companyId,
    cars.map((c) => c.id),
    today,
  );
  return cars.map((car) => {
    const { state, cert } = states.get(car.id) ?? { state: 'none' as const, cert: null };
    return {
      ...vehicleBrief(car),
      created_time: localDateTime(car.createdAt),
      cert_state: state,
      cert_label: PCAR_CERT_STATE_LABELS[state],
      certification_id: cert?.cert.id ?? null,
      insurance_expires: cert && state !== 'pending' ? cert.cert.insuranceExpires : null,
      usable: state === 'approved',
    };
  });
}

/** The caller's car (not removed), or undefined. */
async function ownCar(db: Database, caller: Caller, id: string): Promise<VehicleRow | undefined> {
  if (!isGuid(id)) return undefined;
  const [car] = await db
    .select()
    .from(pcarVehicles)
    .where(
      inCompany(
        pcarVehicles,
        caller.companyId,
        eq(pcarVehicles.id, id),
        eq(pcarVehicles.ownerId, caller.staffId),
        isNull(pcarVehicles.removedAt),
      ),
    );
  return car;
}

/** Can the car be used for a trip on `day` (an approved certification whose insurance runs at least until then)? */
export async function carUsableOn(db: Database, companyId: string, vehicleId: string, day: string): Promise<boolean> {
  const [row] = await certQuery(db)
    .where(
      inCompany(
        pcarCertifications,
        companyId,
        eq(pcarCertifications.vehicleId, vehicleId),
        eq(orders.status, PCAR_CERTIFY.afterApproval),
        gte(pcarCertifications.insuranceExpires, day),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export { ownCar };

async function certificationViews(db: Database, companyId: string, rows: readonly CertRow[]): Promise<PcarCertification[]> {
  const cars = rows.length
    ? await db
        .select()
        .from(pcarVehicles)
        .where(
          inCompany(
            pcarVehicles,
            companyId,
            inArray(
              pcarVehicles.id,
              rows.map((r) => r.cert.vehicleId),
            ),
          ),
        )
    : [];
  const people = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.cert.staffId),
  );
  // every row's photos in one query
  const refs = new Map(
    (await fileRefs(db, companyId, [...new Set(rows.flatMap((r) => [...r.cert.licenceIds, ...r.cert.insuranceIds]))])).map((f) => [
      f.id,
      f,
    ]),
  );
  const refsOf = (ids: readonly string[]) => ids.flatMap((id) => refs.get(id) ?? []);
  const out: PcarCertification[] = [];
  for (const { cert, order } of rows) {
    const car = cars.find((c) => c.id === cert.vehicleId);
    if (!car) continue;
    out.push({
      ...orderState(order),
      applicant: { id: cert.staffId, name: (people.get(cert.staffId) ?? unknownStaff(cert.staffId)).name },
      vehicle: vehicleBrief(car),
      licence: refsOf(cert.licenceIds),
      insurance: refsOf(cert.insuranceIds),
      insurance_expires: cert.insuranceExpires,
    });
  }
  return out;
}

async function oneCertification(db: Database, companyId: string, id: string): Promise<PcarCertification> {
  const rows = await certQuery(db).where(inCompany(pcarCertifications, companyId, eq(pcarCertifications.id, id)));
  const [view] = await certificationViews(db, companyId, rows);
  if (!view) throw notFound(); // an order of another type
  return view;
}

export function vehicleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.listVehicles,
    async handler({ auth }) {
      const cars = await db()
        .select()
        .from(pcarVehicles)
        .where(inCompany(pcarVehicles, auth.companyId, eq(pcarVehicles.ownerId, auth.staffId), isNull(pcarVehicles.removedAt)))
        .orderBy(desc(pcarVehicles.createdAt));
      return vehicleViews(db(), auth.companyId, cars, hubToday(ctx.now()));
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createVehicle,
    async handler({ auth, body, reply }) {
      const id = randomUUID();
      // a plate once per company among cars not removed: the partial unique index decides between concurrent registrations
      await uniqueOr(
        () =>
          db().insert(pcarVehicles).values({
            companyId: auth.companyId,
            id,
            ownerId: auth.staffId,
            plate: body.plate,
            brandModel: body.brand_model,
            color: body.color,
            createdAt: ctx.now(),
          }),
        () => fieldError('plate', M.plateTaken),
      );
      const [car] = await db()
        .select()
        .from(pcarVehicles)
        .where(inCompany(pcarVehicles, auth.companyId, eq(pcarVehicles.id, id)));
      reply.code(201);
      const [view] = await vehicleViews(db(), auth.companyId, car ? [car] : [], hubToday(ctx.now()));
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.getVehicle,
    async handler({ auth, params }) {
      const caller = callerOf(auth);
      if (!isGuid(params.id)) throw notFound();
      const [car] = await db()
        .select()
        .from(pcarVehicles)
        .where(inCompany(pcarVehicles, auth.companyId, eq(pcarVehicles.id, params.id), isNull(pcarVehicles.removedAt)));
      if (!car || (car.ownerId !== auth.staffId && !caller.isAdmin)) throw notFound();
      const [view] = await vehicleViews(db(), auth.companyId, [car], hubToday(ctx.now()));
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.removeVehicle,
    async handler({ auth, params }) {
      const caller = callerOf(auth);
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        if (!isGuid(params.id)) throw notFound();
        // locked like a certification's submit locks it: a removal and a submission never interleave
        const [car] = await tx
          .select()
          .from(pcarVehicles)
          .where(
            inCompany(
              pcarVehicles,
              caller.companyId,
              eq(pcarVehicles.id, params.id),
              eq(pcarVehicles.ownerId, caller.staffId),
              isNull(pcarVehicles.removedAt),
            ),
          )
          .for('update');
        if (!car) throw notFound();
        const [review] = await tx
          .select({ n: count() })
          .from(pcarCertifications)
          .where(
            inCompany(
              pcarCertifications,
              caller.companyId,
              eq(pcarCertifications.vehicleId, car.id),
              eq(pcarCertifications.inReview, true),
            ),
          );
        if (Number(review?.n ?? 0) > 0) throw badRequest(M.vehicleInReview);
        await tx
          .update(pcarVehicles)
          .set({ removedAt: ctx.now() })
          .where(inCompany(pcarVehicles, caller.companyId, eq(pcarVehicles.id, car.id)));
      });
      return { detail: M.removed };
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.listCertifications,
    async handler({ auth, query }) {
      const where = inCompany(pcarCertifications, auth.companyId, eq(pcarCertifications.staffId, auth.staffId));
      const order = [desc(pcarCertifications.createdAt), desc(pcarCertifications.id)];
      // The page's ids first, on pcar_certifications_staff_idx; then the orders of those rows.
      const ids = db()
        .select({ id: pcarCertifications.id })
        .from(pcarCertifications)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the page's index up to the page and a window (issue 33), not the whole history.
      const [total, rows] = await Promise.all([
        boundedCount(db(), pcarCertifications, where, query.page, query.page_size, order),
        certQuery(db())
          .innerJoin(ids, eq(ids.id, pcarCertifications.id))
          .where(inCompany(pcarCertifications, auth.companyId))
          .orderBy(...order),
      ]);
      return toPage(total, query.page, query.page_size, await certificationViews(db(), auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createCertification,
    async handler({ auth, body, reply }) {
      const caller = callerOf(auth);
      const car = await ownCar(db(), caller, body.vehicle_id);
      if (!car) throw fieldError('vehicle_id', M.vehicleNotMine);
      if (body.insurance_expires <= hubToday(ctx.now())) throw fieldError('insurance_expires', M.insuranceExpired);
      const licence = await checkAttachments(db(), caller, body.licence, 'licence');
      const insurance = await checkAttachments(db(), caller, body.insurance, 'insurance');
      const plate = pcarPlateDisplay(car.plate);
      const id = await ctx.orders.submit(caller, {
        orderType: PCAR_ORDER_TYPES.certify,
        title: `车辆认证 ${plate}`,
        fields: [
          { label: '车牌号', value: plate },
          { label: '品牌型号', value: car.brandModel },
          { label: '车身颜色', value: car.color || '--' },
          { label: '保险到期日', value: body.insurance_expires },
          { label: '行驶证照片', value: `${String(licence.length)}张` },
          { label: '保险单照片', value: `${String(insurance.length)}张` },
        ],
        data: {
          vehicle_id: car.id,
          plate: car.plate,
          licence: licence.map((f) => f.id),
          insurance: insurance.map((f) => f.id),
          insurance_expires: body.insurance_expires,
        },
        viaModule: true,
      });
      reply.code(201);
      return oneCertification(db(), auth.companyId, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.getCertification,
    async handler({ auth, params }) {
      await requireVisibleOrder(db(), callerOf(auth), params.id);
      return oneCertification(db(), auth.companyId, params.id);
    },
  });
}
