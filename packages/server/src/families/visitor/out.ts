/**
 * Going out (/outApplyList, /outApplyList/outApply) and its subsidy (/outSubsidy, outSubsidyDetail).
 * The person is the logged-in staff or the staff of a phone session (phone-codes.ts). After
 * approval the gate records leaving and returning (gate.ts); a claim pays the approved days of one
 * returned application at the company's daily rate, computed here in integer fen.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  OUT_APPLY_STATUS,
  OUT_SUBSIDY_STATUS,
  VISITOR_ORDER_TYPES,
  visitorMessages as M,
  type OutApply,
  type OutApplyCreate,
  type OutApplyPage,
  type OutClaimable,
  type OutSubsidy,
  type OutSubsidyPage,
  type VisitorSettings,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { approvalSteps, orders } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { hubDays, isGuard, settingsOf, statusOf, windowOf, windowView, type Caller } from './common.ts';
import { DuplicateKey, OUT_APPLY, OUT_SUBSIDY, type OutApplyData, type OutSubsidyData } from './order-types.ts';
import { latestPasses, passView } from './passes.ts';
import { gateRecordsOf } from './gate-views.ts';
import { visitorOutApplies, visitorOutSubsidies, visitorSettings } from './schema.ts';

type OutRow = typeof visitorOutApplies.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
const MAX_OUT_DAYS = 31;
const NOT_WITHDRAWABLE = '当前状态不能撤销';

async function withOrders(db: Database, companyId: string, rows: readonly OutRow[]): Promise<Map<string, OrderRow>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const found = await db
    .select()
    .from(orders)
    .where(inCompany(orders, companyId, inArray(orders.id, ids)));
  return new Map(found.map((o) => [o.id, o]));
}

async function liveClaims(db: Database, companyId: string, outIds: readonly string[]): Promise<Map<string, string>> {
  if (outIds.length === 0) return new Map();
  const rows = await db
    .select({ id: visitorOutSubsidies.id, outApplyId: visitorOutSubsidies.outApplyId })
    .from(visitorOutSubsidies)
    .where(
      inCompany(visitorOutSubsidies, companyId, inArray(visitorOutSubsidies.outApplyId, [...outIds]), eq(visitorOutSubsidies.live, true)),
    );
  return new Map(rows.map((r) => [r.outApplyId, r.id]));
}

async function outViews(db: Database, caller: Caller, rows: readonly OutRow[]): Promise<OutApply[]> {
  const byId = await withOrders(db, caller.companyId, rows);
  const people = await staffBriefs(
    db,
    caller.companyId,
    rows.map((r) => r.staffId),
  );
  const passes = await latestPasses(
    db,
    caller.companyId,
    rows.map((r) => r.id),
  );
  const claims = await liveClaims(
    db,
    caller.companyId,
    rows.map((r) => r.id),
  );
  const recordsOf = await gateRecordsOf(
    db,
    caller.companyId,
    rows.map((r) => r.id),
  );
  const out: OutApply[] = [];
  for (const r of rows) {
    const order = byId.get(r.id);
    if (!order) continue;
    const records = recordsOf.get(r.id) ?? [];
    const person = people.get(r.staffId) ?? unknownStaff(r.staffId);
    out.push({
      id: r.id,
      applicant: { id: person.id, name: person.name },
      reason: r.reason,
      destination: r.destination,
      window: windowView(r.startAt, r.endAt),
      contact_phone: r.contactPhone,
      status: statusOf(OUT_APPLY.statuses, order.status),
      reject_reason: order.rejectReason,
      pass: passView(passes.get(r.id)),
      left: records.find((x) => x.direction === 'out') ?? null,
      returned: records.find((x) => x.direction === 'in') ?? null,
      late: r.late,
      days: hubDays(r.startAt, r.endAt),
      can_cancel:
        r.staffId === caller.staffId && (order.status === OUT_APPLY_STATUS.inApproval || order.status === OUT_APPLY_STATUS.approved),
      subsidy_id: claims.get(r.id) ?? null,
      created_time: localDateTime(r.createdAt),
    });
  }
  return out;
}

async function isApprover(db: Database, caller: Caller, orderId: string): Promise<boolean> {
  const [step] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(inCompany(approvalSteps, caller.companyId, eq(approvalSteps.orderId, orderId), eq(approvalSteps.approverId, caller.staffId)))
    .limit(1);
  return step !== undefined;
}

async function loadOut(db: Database, caller: Caller, id: string): Promise<OutRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(visitorOutApplies)
    .where(inCompany(visitorOutApplies, caller.companyId, eq(visitorOutApplies.id, id)));
  if (!row) throw notFound();
  if (row.staffId !== caller.staffId && !isGuard(caller) && !(await isApprover(db, caller, id))) throw notFound();
  return row;
}

export async function outApplyView(ctx: AppContext, caller: Caller, id: string): Promise<OutApply> {
  const row = await loadOut(ctx.handle.db, caller, id);
  const [view] = await outViews(ctx.handle.db, caller, [row]);
  if (!view) throw notFound();
  return view;
}

export async function createOutApply(ctx: AppContext, caller: Caller, input: OutApplyCreate & { client_key: string }) {
  const db = ctx.handle.db;
  const sameKey = async () => {
    const [row] = await db
      .select({ id: visitorOutApplies.id })
      .from(visitorOutApplies)
      .where(
        inCompany(
          visitorOutApplies,
          caller.companyId,
          eq(visitorOutApplies.staffId, caller.staffId),
          eq(visitorOutApplies.clientKey, input.client_key),
        ),
      );
    return row;
  };
  const first = await sameKey();
  if (first) return { status: 200, body: await outApplyView(ctx, caller, first.id) };
  const window = windowOf(input.start_time, input.end_time, ctx.now(), MAX_OUT_DAYS);
  const data: OutApplyData = {
    reason: input.reason,
    destination: input.destination,
    start_at: window.startAt.toISOString(),
    end_at: window.endAt.toISOString(),
    contact_phone: input.contact_phone,
    client_key: input.client_key,
  };
  const w = windowView(window.startAt, window.endAt);
  try {
    const id = await ctx.orders.submit(caller, {
      orderType: VISITOR_ORDER_TYPES.outApply,
      title: `外出：${input.destination}`,
      fields: [
        { label: '事由', value: input.reason },
        { label: '目的地', value: input.destination },
        { label: '外出时间', value: `${w.start_time} 至 ${w.end_time}` },
        { label: '联系电话', value: input.contact_phone },
      ],
      data: data as unknown as Record<string, unknown>,
      viaModule: true,
    });
    return { status: 201, body: await outApplyView(ctx, caller, id) };
  } catch (err) {
    if (!(err instanceof DuplicateKey)) throw err;
    const again = await sameKey();
    if (!again) throw err;
    return { status: 200, body: await outApplyView(ctx, caller, again.id) };
  }
}

export async function myOutApplies(ctx: AppContext, caller: Caller, q: { page: number; page_size: number }): Promise<OutApplyPage> {
  const db = ctx.handle.db;
  const o = visitorOutApplies;
  const where = inCompany(o, caller.companyId, eq(o.staffId, caller.staffId));
  const order = [desc(o.createdAt), desc(o.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, o, where, q.page, q.page_size, order),
    db
      .select()
      .from(o)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
  ]);
  return toPage(total, q.page, q.page_size, await outViews(db, caller, rows));
}

/** The person withdraws: in approval through the workflow's cancel; approved and not yet out, its pass dies. */
export async function cancelOutApply(ctx: AppContext, caller: Caller, id: string): Promise<OutApply> {
  const db = ctx.handle.db;
  const row = await loadOut(db, caller, id);
  if (row.staffId !== caller.staffId) throw forbiddenWith('只有申请人可以撤销');
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(inCompany(orders, caller.companyId, eq(orders.id, id)));
  if (order?.status === OUT_APPLY_STATUS.inApproval) await ctx.orders.cancel(caller, id);
  else if (order?.status === OUT_APPLY_STATUS.approved)
    await ctx.orders.runTransition(caller, id, 'withdraw', undefined, { apply: async () => [] });
  else throw badRequest(NOT_WITHDRAWABLE);
  return outApplyView(ctx, caller, id);
}

// --- subsidies

type SubsidyRow = typeof visitorOutSubsidies.$inferSelect;

async function subsidyViews(db: Database, caller: Caller, rows: readonly SubsidyRow[]): Promise<OutSubsidy[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const byId = new Map(
    (
      await db
        .select()
        .from(orders)
        .where(inCompany(orders, caller.companyId, inArray(orders.id, ids)))
    ).map((o) => [o.id, o]),
  );
  const outs = new Map(
    (
      await db
        .select()
        .from(visitorOutApplies)
        .where(
          inCompany(
            visitorOutApplies,
            caller.companyId,
            inArray(
              visitorOutApplies.id,
              rows.map((r) => r.outApplyId),
            ),
          ),
        )
    ).map((o) => [o.id, o]),
  );
  const people = await staffBriefs(
    db,
    caller.companyId,
    rows.map((r) => r.staffId),
  );
  return rows.flatMap((r) => {
    const order = byId.get(r.id);
    const out = outs.get(r.outApplyId);
    if (!order || !out) return [];
    const person = people.get(r.staffId) ?? unknownStaff(r.staffId);
    return [
      {
        id: r.id,
        applicant: { id: person.id, name: person.name },
        out_apply: {
          id: out.id,
          reason: out.reason,
          destination: out.destination,
          window: windowView(out.startAt, out.endAt),
          late: out.late,
        },
        days: r.days,
        daily_rate_fen: r.dailyRateFen,
        total_fen: r.totalFen,
        remark: r.remark,
        status: statusOf(OUT_SUBSIDY.statuses, order.status),
        reject_reason: order.rejectReason,
        paid_time: r.paidAt ? localDateTime(r.paidAt) : null,
        created_time: localDateTime(r.createdAt),
        can_pay: caller.role === 'admin' && order.status === OUT_SUBSIDY_STATUS.approved,
      },
    ];
  });
}

export async function subsidyView(ctx: AppContext, caller: Caller, id: string): Promise<OutSubsidy> {
  const db = ctx.handle.db;
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(visitorOutSubsidies)
    .where(inCompany(visitorOutSubsidies, caller.companyId, eq(visitorOutSubsidies.id, id)));
  if (!row) throw notFound();
  if (row.staffId !== caller.staffId && caller.role !== 'admin' && !(await isApprover(db, caller, id))) throw notFound();
  const [view] = await subsidyViews(db, caller, [row]);
  if (!view) throw notFound();
  return view;
}

export async function mySubsidies(ctx: AppContext, caller: Caller, q: { page: number; page_size: number }): Promise<OutSubsidyPage> {
  const db = ctx.handle.db;
  const s = visitorOutSubsidies;
  const where = inCompany(s, caller.companyId, eq(s.staffId, caller.staffId));
  const order = [desc(s.createdAt), desc(s.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, s, where, q.page, q.page_size, order),
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
  ]);
  return toPage(total, q.page, q.page_size, await subsidyViews(db, caller, rows));
}

const priced = (row: OutRow, rateFen: number) => {
  const days = hubDays(row.startAt, row.endAt);
  return { days, daily_rate_fen: rateFen, total_fen: days * rateFen };
};

/** The caller's returned applications without a live claim (the latest 50). */
export async function claimable(ctx: AppContext, caller: Caller): Promise<OutClaimable> {
  const db = ctx.handle.db;
  const o = visitorOutApplies;
  const rows = await db
    .select()
    .from(o)
    .where(
      and(
        inCompany(o, caller.companyId, eq(o.staffId, caller.staffId)),
        sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.companyId} = ${o.companyId} AND ${orders.id} = ${o.id} AND ${orders.status} = ${OUT_APPLY_STATUS.returned})`,
        sql`NOT EXISTS (SELECT 1 FROM ${visitorOutSubsidies} WHERE ${visitorOutSubsidies.companyId} = ${o.companyId} AND ${visitorOutSubsidies.outApplyId} = ${o.id} AND ${visitorOutSubsidies.live})`,
      ),
    )
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(50);
  const { outDailyRateFen } = await settingsOf(db, caller.companyId);
  return rows.map((r) => ({
    out_apply: { id: r.id, reason: r.reason, destination: r.destination, window: windowView(r.startAt, r.endAt), late: r.late },
    ...priced(r, outDailyRateFen),
  }));
}

/** Claims one returned application: one live claim each (the partial unique index decides between concurrent claims). */
export async function claimSubsidy(
  ctx: AppContext,
  caller: Caller,
  input: { out_apply_id: string; remark?: string | undefined },
): Promise<OutSubsidy> {
  const db = ctx.handle.db;
  if (!isGuid(input.out_apply_id)) throw new ValidationError({ out_apply_id: [M.outNotYours] });
  const [row] = await db
    .select({ out: visitorOutApplies, status: orders.status })
    .from(visitorOutApplies)
    .innerJoin(orders, and(eq(orders.companyId, visitorOutApplies.companyId), eq(orders.id, visitorOutApplies.id)))
    .where(inCompany(visitorOutApplies, caller.companyId, eq(visitorOutApplies.id, input.out_apply_id)));
  if (row?.out.staffId !== caller.staffId) throw new ValidationError({ out_apply_id: [M.outNotYours] });
  if (row.status !== OUT_APPLY_STATUS.returned) throw new ValidationError({ out_apply_id: [M.outNotReturned] });
  const { outDailyRateFen } = await settingsOf(db, caller.companyId);
  const price = priced(row.out, outDailyRateFen);
  const data: OutSubsidyData = { out_apply_id: row.out.id, ...price, remark: input.remark ?? '' };
  const w = windowView(row.out.startAt, row.out.endAt);
  const id = await ctx.orders.submit(caller, {
    orderType: VISITOR_ORDER_TYPES.outSubsidy,
    title: `外出补贴：${row.out.destination}`,
    fields: [
      { label: '外出', value: `${row.out.destination}（${w.start_time} 至 ${w.end_time}）` },
      { label: '天数', value: String(price.days) },
      { label: '补贴标准', value: `${(price.daily_rate_fen / 100).toFixed(2)}元/天` },
      { label: '补贴金额', value: `${(price.total_fen / 100).toFixed(2)}元` },
      ...(data.remark ? [{ label: '备注', value: data.remark }] : []),
    ],
    data: data as unknown as Record<string, unknown>,
    viaModule: true,
  });
  return subsidyView(ctx, caller, id);
}

export async function paySubsidy(ctx: AppContext, caller: Caller, id: string): Promise<OutSubsidy> {
  await subsidyView(ctx, caller, id);
  await ctx.orders.runTransition(caller, id, 'pay_out');
  return subsidyView(ctx, caller, id);
}

// --- settings

export async function settingsView(ctx: AppContext, caller: Caller): Promise<VisitorSettings> {
  const s = await settingsOf(ctx.handle.db, caller.companyId);
  return { out_daily_rate_fen: s.outDailyRateFen, id_retention_days: s.idRetentionDays };
}

export async function updateSettings(ctx: AppContext, caller: Caller, input: VisitorSettings): Promise<VisitorSettings> {
  if (caller.role !== 'admin') throw forbiddenWith('只有管理员可以修改设置');
  const values = { outDailyRateFen: input.out_daily_rate_fen, idRetentionDays: input.id_retention_days, updatedAt: ctx.now() };
  await ctx.handle.db
    .insert(visitorSettings)
    .values({ companyId: caller.companyId, ...values })
    .onConflictDoUpdate({ target: visitorSettings.companyId, set: values });
  return settingsView(ctx, caller);
}
