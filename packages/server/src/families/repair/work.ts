/**
 * After the report: the repair administrator dispatches to one or more repairmen (20 or 30 -> 30), one
 * of them takes it (30 -> 40: of concurrent takes exactly one wins), he finishes with photos and the
 * charge (40 -> 50), the reporter confirms (50 -> 60, a charge paid first) or sends it back (50 -> 40),
 * and may withdraw it while nobody has taken it (20, 30 -> -10). Each is a `by: 'module'` transition:
 * this file decides who may act, the workflow moves the order (a version check: a concurrent move
 * loses with 409) and `apply` writes the family's row in the same transaction.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  REPAIR_MESSAGES as M,
  REPAIR_PUSH_ACTIONS as P,
  REPAIR_STATUS as S,
  repairEndpoints,
  type RepairmanOption,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, badRequest, fieldError } from '../../platform/errors.ts';
import { staff } from '../../platform/db/schema.ts';
import { isGuid } from '../../platform/crypto.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { actorOf, repairPush, requireRepairAdmin } from './common.ts';
import { repairCandidates, repairOrders, repairStaff } from './schema.ts';
import { candidateIds, repairInfo, repairRow } from './views.ts';

const forbiddenWith = (detail: string) => new HttpError(403, { detail });
const taken = () => new HttpError(409, { detail: M.taken });

async function updateRow(tx: Database, companyId: string, orderId: string, values: Partial<typeof repairOrders.$inferInsert>) {
  await tx
    .update(repairOrders)
    .set(values)
    .where(and(inCompany(repairOrders, companyId), eq(repairOrders.orderId, orderId)));
}

export function repairWorkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const run = (
    auth: AuthContext,
    id: string,
    action: string,
    remark: string | undefined,
    apply: (tx: Database) => Promise<PendingPush[] | void>,
  ) => ctx.orders.runTransition(actorOf(auth), id, action, remark, { apply: async (tx) => apply(tx) });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.repairmen,
    async handler({ auth, params }) {
      await requireRepairAdmin(db(), auth);
      const row = await repairRow(db(), auth.companyId, params.id);
      const c = auth.companyId;
      const men = await db()
        .select({ id: staff.id, name: staff.name, phone: staff.phone })
        .from(staff)
        .where(inCompany(staff, c, eq(staff.isRepairman, true), eq(staff.isActive, true)))
        .limit(200);
      if (men.length === 0) return [];
      const ids = men.map((m) => m.id);
      const [covers, open] = await Promise.all([
        db()
          .select()
          .from(repairStaff)
          .where(and(inCompany(repairStaff, c), inArray(repairStaff.staffId, ids), eq(repairStaff.typeId, row.typeId))),
        db()
          .select({ id: repairOrders.repairmanId, n: sql<number>`count(*)::int` })
          .from(repairOrders)
          .where(and(inCompany(repairOrders, c), inArray(repairOrders.repairmanId, ids), eq(repairOrders.status, S.repairing)))
          .groupBy(repairOrders.repairmanId),
      ]);
      const openOf = new Map(open.map((o) => [o.id, o.n]));
      const options: RepairmanOption[] = men.map((m) => {
        const cover = covers.filter((x) => x.staffId === m.id);
        return {
          ...m,
          phone: m.phone ?? '',
          covers_type: cover.length > 0,
          covers_area: cover.some((x) => x.area === null || x.area === row.area),
          open_orders: openOf.get(m.id) ?? 0,
        };
      });
      const rank = (o: RepairmanOption) => (o.covers_type ? 2 : 0) + (o.covers_area ? 1 : 0);
      return options.sort((a, b) => rank(b) - rank(a) || a.open_orders - b.open_orders || a.name.localeCompare(b.name));
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.dispatch,
    async handler({ auth, params, body }) {
      await requireRepairAdmin(db(), auth);
      const row = await repairRow(db(), auth.companyId, params.id);
      const ids = body.repairman_ids;
      const men = ids.every(isGuid)
        ? await db()
            .select({ id: staff.id })
            .from(staff)
            .where(inCompany(staff, auth.companyId, inArray(staff.id, ids), eq(staff.isRepairman, true), eq(staff.isActive, true)))
        : [];
      if (men.length !== ids.length) throw fieldError('repairman_ids', M.repairmanUnknown);
      const now = ctx.now();
      await run(auth, row.orderId, 'dispatch', body.remark, async (tx) => {
        await tx
          .delete(repairCandidates)
          .where(and(inCompany(repairCandidates, auth.companyId), eq(repairCandidates.orderId, row.orderId)));
        await tx
          .insert(repairCandidates)
          .values(ids.map((staffId) => ({ companyId: auth.companyId, orderId: row.orderId, staffId, createdAt: now })));
        await updateRow(tx, auth.companyId, row.orderId, { dispatchedBy: auth.staffId, dispatchedAt: now });
        const where = row.placeDetail ? `${row.placeLabel}（${row.placeDetail}）` : row.placeLabel;
        return ids.map((id) => repairPush(id, row.orderId, P.dispatched, '新的维修任务', `${where}：${row.faultItemName}，请及时接单`));
      });
      return repairInfo(ctx, auth, row.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.take,
    async handler({ auth, params, body }) {
      const row = await repairRow(db(), auth.companyId, params.id);
      const candidates = await candidateIds(db(), auth.companyId, row.orderId);
      if (!candidates.includes(auth.staffId)) throw forbiddenWith(M.notCandidate);
      if (row.repairmanId !== null) throw taken();
      try {
        await run(auth, row.orderId, 'take', body.remark, async (tx) => {
          const won = await tx
            .update(repairOrders)
            .set({ repairmanId: auth.staffId, takenAt: ctx.now() })
            .where(and(inCompany(repairOrders, auth.companyId), eq(repairOrders.orderId, row.orderId), isNull(repairOrders.repairmanId)))
            .returning({ id: repairOrders.orderId });
          if (won.length === 0) throw taken();
        });
      } catch (err) {
        // another repairman moved it first (a lost version check, or a read after his commit)
        if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 400)) {
          const now = await repairRow(db(), auth.companyId, row.orderId);
          if (now.repairmanId !== null && now.repairmanId !== auth.staffId) throw taken();
        }
        throw err;
      }
      return repairInfo(ctx, auth, row.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.finish,
    async handler({ auth, params, body }) {
      const row = await repairRow(db(), auth.companyId, params.id);
      if (row.repairmanId !== auth.staffId) throw forbiddenWith(M.notRepairman);
      await checkAttachments(db(), auth, body.photos, 'photos');
      await run(auth, row.orderId, 'finish', body.remark, async (tx) => {
        const locked = await repairRow(tx, auth.companyId, row.orderId, true);
        if (locked.paidAt !== null && locked.feeFen !== body.charge_fen) throw fieldError('charge_fen', M.chargeChanged);
        await updateRow(tx, auth.companyId, row.orderId, {
          finishedAt: ctx.now(),
          finishRemark: body.remark || null,
          finishPhotos: body.photos,
          feeFen: body.charge_fen,
        });
      });
      return repairInfo(ctx, auth, row.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.confirm,
    async handler({ auth, params, body }) {
      const row = await repairRow(db(), auth.companyId, params.id);
      if (row.reporterId !== auth.staffId) throw forbiddenWith(M.onlyReporter);
      await run(auth, row.orderId, 'confirm', body.remark, async (tx) => {
        const locked = await repairRow(tx, auth.companyId, row.orderId, true);
        if ((locked.feeFen ?? 0) > 0 && locked.paidAt === null) throw badRequest(M.unpaid);
        await updateRow(tx, auth.companyId, row.orderId, { confirmedAt: ctx.now() });
        return locked.repairmanId
          ? [repairPush(locked.repairmanId, row.orderId, P.confirmed, '维修已确认', `报修单「${row.faultItemName}」报修人已确认完成`)]
          : [];
      });
      return repairInfo(ctx, auth, row.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.sendBack,
    async handler({ auth, params, body }) {
      const row = await repairRow(db(), auth.companyId, params.id);
      if (row.reporterId !== auth.staffId) throw forbiddenWith(M.onlyReporter);
      await run(auth, row.orderId, 'send_back', body.reason, async (tx) => {
        await updateRow(tx, auth.companyId, row.orderId, { sentBackCount: sql`${repairOrders.sentBackCount} + 1` as unknown as number });
        return row.repairmanId
          ? [repairPush(row.repairmanId, row.orderId, P.sentBack, '维修被退回', `报修单「${row.faultItemName}」被退回：${body.reason}`)]
          : [];
      });
      return repairInfo(ctx, auth, row.orderId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.withdraw,
    async handler({ auth, params, body }) {
      const row = await repairRow(db(), auth.companyId, params.id);
      if (row.reporterId !== auth.staffId) throw forbiddenWith(M.onlyReporter);
      await run(auth, row.orderId, 'withdraw', body.remark, async () => []);
      return repairInfo(ctx, auth, row.orderId);
    },
  });
}
