/**
 * The private car order types on the one workflow (module privateCar: the client opens
 * /approvalProcess/approvalPrivateCarDetail). Each is submitted only through the family's own
 * endpoint (genericSubmit: false), which validated its data; the hooks write the family's row in
 * the submit's transaction and keep `in_review` in step with the order, so the partial unique
 * indexes enforce "one in review at a time" even for concurrent submissions.
 */
import { eq, inArray, isNull } from 'drizzle-orm';
import { PCAR_ORDER_TYPES, PUSH_MODULES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, type HttpError } from '../../platform/errors.ts';
import { conflict } from '../../platform/orders/policy.ts';
import type { OrderHookInput, OrderRow, OrderTypeDef } from '../../platform/orders/order-types.ts';
import { pcarAuths, pcarCertifications, pcarSubsidies, pcarTrips, pcarVehicles } from './schema.ts';
import { authData, certificationData, subsidyData } from './order-data.ts';
import { claimableTrips } from './claims.ts';
import { pcarMessages as M } from './messages.ts';
import { pgCode } from '../../platform/db/pg-code.ts';

/** Runs an insert; a unique violation (another one in review, a plate taken) becomes the given refusal. */
export async function uniqueOr(insert: () => Promise<unknown>, refusal: () => HttpError): Promise<void> {
  try {
    await insert();
  } catch (err) {
    if (pgCode(err) === '23505') throw refusal();
    throw err;
  }
}

const closeReview =
  (table: typeof pcarAuths | typeof pcarCertifications) =>
  async ({ tx, order }: OrderHookInput) => {
    await tx
      .update(table)
      .set({ inReview: false })
      .where(inCompany(table, order.companyId, eq(table.id, order.id)));
  };
/** Rejected or cancelled while in review: no longer in review (later transitions leave the row as it is). */
const closeReviewOn = (table: typeof pcarAuths | typeof pcarCertifications) => {
  const close = closeReview(table);
  return async (input: OrderHookInput & { action: string }) => {
    if (input.action === 'reject' || input.action === 'cancel') await close(input);
  };
};

export const PCAR_AUTH = {
  type: PCAR_ORDER_TYPES.auth,
  module: PUSH_MODULES.privateCar,
  name: '私车公用授权',
  statuses: { [-20]: '已驳回', [-10]: '已撤回', 10: '审批中', 20: '已授权', 30: '已终止' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'revoke', name: '终止授权', from: 20, to: 30, by: 'admin' }],
  genericSubmit: false,
  hooks: {
    async beforeSubmit({ tx, order }) {
      const d = authData(order);
      await uniqueOr(
        () =>
          tx.insert(pcarAuths).values({
            companyId: order.companyId,
            id: order.id,
            staffId: order.applicantId,
            reason: d.reason,
            validFrom: d.valid_from,
            validTo: d.valid_to,
            agreementVersion: d.agreement_version,
            createdAt: order.createdAt,
          }),
        () => badRequest(M.authInReview),
      );
    },
    onApproved: closeReview(pcarAuths),
    onTransition: closeReviewOn(pcarAuths),
  },
} as const satisfies OrderTypeDef;

export const PCAR_CERTIFY = {
  type: PCAR_ORDER_TYPES.certify,
  module: PUSH_MODULES.privateCar,
  name: '车辆认证',
  statuses: { [-20]: '已驳回', [-10]: '已撤回', 10: '待审核', 20: '已认证', 30: '已失效' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'invalidate', name: '认证失效', from: 20, to: 30, by: 'admin' }],
  genericSubmit: false,
  hooks: {
    async beforeSubmit({ tx, order }) {
      const d = certificationData(order);
      // the car stays the applicant's and is not removed meanwhile (removal locks it too)
      const [car] = await tx
        .select({ id: pcarVehicles.id })
        .from(pcarVehicles)
        .where(
          inCompany(
            pcarVehicles,
            order.companyId,
            eq(pcarVehicles.id, d.vehicle_id),
            eq(pcarVehicles.ownerId, order.applicantId),
            isNull(pcarVehicles.removedAt),
          ),
        )
        .for('update');
      if (!car) throw badRequest(M.vehicleGone);
      await uniqueOr(
        () =>
          tx.insert(pcarCertifications).values({
            companyId: order.companyId,
            id: order.id,
            vehicleId: d.vehicle_id,
            staffId: order.applicantId,
            licenceIds: d.licence,
            insuranceIds: d.insurance,
            insuranceExpires: d.insurance_expires,
            createdAt: order.createdAt,
          }),
        () => badRequest(M.certInReview),
      );
    },
    onApproved: closeReview(pcarCertifications),
    onTransition: closeReviewOn(pcarCertifications),
  },
} as const satisfies OrderTypeDef;

/** Lets the trips of a rejected or cancelled claim go, so a new claim can take them. */
async function releaseTrips(tx: Database, order: OrderRow): Promise<void> {
  await tx
    .update(pcarTrips)
    .set({ subsidyId: null })
    .where(inCompany(pcarTrips, order.companyId, eq(pcarTrips.subsidyId, order.id)));
}

export const PCAR_SUBSIDY = {
  type: PCAR_ORDER_TYPES.subsidy,
  module: PUSH_MODULES.privateCar,
  name: '私车补贴',
  statuses: { [-20]: '已驳回', [-10]: '已撤回', 10: '审批中', 20: '待发放', 30: '已发放' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'pay_out', name: '确认发放', from: 20, to: 30, by: 'admin' }],
  genericSubmit: false,
  hooks: {
    /**
     * Only one claim may take a trip: the month's unclaimed trips are locked (FOR UPDATE) and must be
     * exactly those the totals were computed from, with the same fees; then they are claimed with a
     * conditional update. A concurrent claim that locked them first leaves nothing or something else: 409.
     */
    async beforeSubmit({ tx, order }) {
      const d = subsidyData(order);
      const now = await claimableTrips(tx, order.companyId, order.applicantId, d.period, { lock: true });
      const same =
        now.trips.length === d.trip_ids.length &&
        now.trips.every((t) => d.trip_ids.includes(t.id)) &&
        now.totals.fees_fen === d.fees_fen &&
        now.totals.distance_m === d.distance_m;
      if (!same) throw conflict();
      await tx.insert(pcarSubsidies).values({
        companyId: order.companyId,
        id: order.id,
        staffId: order.applicantId,
        period: d.period,
        rateFenPerKm: d.rate_fen_per_km,
        tripCount: d.trip_ids.length,
        distanceM: d.distance_m,
        mileageFen: d.mileage_fen,
        feesFen: d.fees_fen,
        totalFen: d.total_fen,
        tripIds: d.trip_ids,
        createdAt: order.createdAt,
      });
      const claimed = await tx
        .update(pcarTrips)
        .set({ subsidyId: order.id })
        .where(
          inCompany(
            pcarTrips,
            order.companyId,
            inArray(pcarTrips.id, d.trip_ids),
            isNull(pcarTrips.subsidyId),
            isNull(pcarTrips.removedAt),
          ),
        )
        .returning({ id: pcarTrips.id });
      if (claimed.length !== d.trip_ids.length) throw conflict();
    },
    async onTransition({ tx, order, action }) {
      if (action === 'reject' || action === 'cancel') await releaseTrips(tx, order);
    },
  },
} as const satisfies OrderTypeDef;

export const pcarOrderTypes = [PCAR_AUTH, PCAR_CERTIFY, PCAR_SUBSIDY] as const;

/** Approved statuses: an authorisation in force, a valid certification, a claim approved or paid. */
export const PCAR_APPROVED = { auth: [20], certify: [20], subsidy: [20, 30] } as const;
