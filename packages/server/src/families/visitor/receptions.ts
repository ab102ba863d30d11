/**
 * Receptions (/reception, /RApprove): creating one on the workflow, its detail as each role sees
 * it, the caller's lists (one index each: visitor_reception_lists) and the approver's list.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  RECEPTION_STATUS,
  RECEPTION_TASK_STATE_LABELS,
  VISITOR_ORDER_TYPES,
  visitorMessages as M,
  type ReceptionApprovalPage,
  type ReceptionCreate,
  type ReceptionDetail,
  type ReceptionPage,
  type ReceptionSummary,
  type ReceptionTask,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { mayRun } from '../../platform/orders/policy.ts';
import { orders } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { isGuid } from '../../platform/crypto.ts';
import { statusOf, type Caller } from './common.ts';
import { DuplicateKey, RECEPTION, type ReceptionData } from './order-types.ts';
import { isClosed, loadReception, type LoadedReception, type ReceptionRow, type TaskRow } from './reception-access.ts';
import { planView, shareLinkOf } from './reception-views.ts';
import {
  visitorReceptionFees,
  visitorReceptionLists,
  visitorReceptionPeople,
  visitorReceptionPlans,
  visitorReceptionShares,
  visitorReceptions,
} from './schema.ts';

/** Active staff of the company among `ids`; a missing one is a 400 on `field`. */
export async function requireActiveStaff(db: Database, companyId: string, ids: readonly string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  if (ids.some((id) => !isGuid(id))) throw new ValidationError({ [field]: [M.staffUnknown] });
  const found = await db
    .select({ id: staff.id })
    .from(staff)
    .where(inCompany(staff, companyId, inArray(staff.id, [...ids]), eq(staff.isActive, true)));
  if (found.length !== new Set(ids).size) throw new ValidationError({ [field]: [M.staffUnknown] });
}

/** Fee totals per task of a reception (one grouped query). */
export async function feeTotals(db: Database, companyId: string, receptionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ taskId: visitorReceptionFees.taskId, total: sql<string>`sum(${visitorReceptionFees.amountFen})` })
    .from(visitorReceptionFees)
    .where(inCompany(visitorReceptionFees, companyId, eq(visitorReceptionFees.receptionId, receptionId)))
    .groupBy(visitorReceptionFees.taskId);
  return new Map(rows.map((r) => [r.taskId, Number(r.total)]));
}

export async function taskViews(
  db: Database,
  caller: Caller,
  reception: ReceptionRow,
  tasks: readonly TaskRow[],
  arranger: boolean,
): Promise<ReceptionTask[]> {
  const people = await staffBriefs(
    db,
    caller.companyId,
    tasks.flatMap((t) => t.assigneeIds),
  );
  const totals = await feeTotals(db, caller.companyId, reception.id);
  return tasks.map((t) => ({
    id: t.id,
    reception_id: reception.id,
    reception_title: reception.title,
    kind: t.kind,
    title: t.title,
    content: t.content,
    assignees: t.assigneeIds.map((id) => ({ id, name: (people.get(id) ?? unknownStaff(id)).name })),
    due_at: t.dueAt.toISOString(),
    due_time: localDateTime(t.dueAt).slice(0, 16),
    state: t.state,
    state_label: RECEPTION_TASK_STATE_LABELS[t.state],
    fee_total_fen: totals.get(t.id) ?? 0,
    can_update_state: arranger || t.assigneeIds.includes(caller.staffId),
    can_edit: arranger,
  }));
}

async function summaries(db: Database, companyId: string, rows: readonly ReceptionRow[]): Promise<ReceptionSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const statuses = new Map(
    (
      await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(inCompany(orders, companyId, inArray(orders.id, ids)))
    ).map((o) => [o.id, o.status]),
  );
  const hosts = await db
    .select({ receptionId: visitorReceptionPeople.receptionId, staffId: visitorReceptionPeople.staffId })
    .from(visitorReceptionPeople)
    .where(
      inCompany(
        visitorReceptionPeople,
        companyId,
        inArray(visitorReceptionPeople.receptionId, ids),
        eq(visitorReceptionPeople.role, 'host'),
      ),
    );
  const names = await staffBriefs(db, companyId, [...rows.map((r) => r.applicantId), ...hosts.map((h) => h.staffId)]);
  const ref = (id: string) => ({ id, name: (names.get(id) ?? unknownStaff(id)).name });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    guest_company: r.guestCompany,
    guest_count: r.guests.length,
    start_date: r.startDate,
    end_date: r.endDate,
    place: r.place,
    budget_fen: r.budgetFen,
    applicant: ref(r.applicantId),
    hosts: hosts.filter((h) => h.receptionId === r.id).map((h) => ref(h.staffId)),
    status: statusOf(RECEPTION.statuses, statuses.get(r.id) ?? 0),
    created_time: localDateTime(r.createdAt),
  }));
}

/** May the caller run the reception's registry transition now (its status and who runs it, as the workflow decides)? */
const mayTransition = (action: 'start' | 'finish', order: typeof orders.$inferSelect, caller: Caller): boolean =>
  RECEPTION.transitions.some((t) => t.action === action && t.from === order.status && mayRun(t, order, caller));

export async function detailOf(ctx: AppContext, caller: Caller, loaded: LoadedReception): Promise<ReceptionDetail> {
  const db = ctx.handle.db;
  const { reception, order, people, steps, tasks, roles } = loaded;
  const [summary] = await summaries(db, caller.companyId, [reception]);
  if (!summary) throw new Error('reception summary missing');
  const arranger = roles.has('arranger');
  const views = await taskViews(db, caller, reception, tasks, arranger);
  const plans = await db
    .select()
    .from(visitorReceptionPlans)
    .where(inCompany(visitorReceptionPlans, caller.companyId, eq(visitorReceptionPlans.receptionId, reception.id)))
    .orderBy(asc(visitorReceptionPlans.seq));
  const [share] = await db
    .select()
    .from(visitorReceptionShares)
    .where(inCompany(visitorReceptionShares, caller.companyId, eq(visitorReceptionShares.receptionId, reception.id)));
  const pending = steps.find((s) => s.state === 'pending');
  // the caller holds the pending step as its approver's delegate (the self-approval rule holds through delegation)
  const delegateOf =
    pending && pending.delegateId === caller.staffId && pending.approverId !== caller.staffId && order.applicantId !== caller.staffId
      ? pending.approverId
      : null;
  const names = await staffBriefs(db, caller.companyId, [...people.map((p) => p.staffId), ...(delegateOf ? [delegateOf] : [])]);
  const refs = (role: string) =>
    people.filter((p) => p.role === role).map((p) => ({ id: p.staffId, name: (names.get(p.staffId) ?? unknownStaff(p.staffId)).name }));
  const approved =
    order.status === RECEPTION_STATUS.approved || order.status === RECEPTION_STATUS.hosting || order.status === RECEPTION_STATUS.finished;
  return {
    ...summary,
    guests: reception.guests,
    contacts: reception.contacts,
    remark: reception.remark,
    reject_reason: order.rejectReason,
    plans: plans.map(planView),
    prepares: views.filter((t) => t.kind === 'prepare'),
    main_task: views.find((t) => t.kind === 'main') ?? null,
    children: views.filter((t) => t.kind === 'child'),
    viewers: refs('viewer'),
    arrangers: refs('arranger'),
    fee_total_fen: views.reduce((sum, t) => sum + t.fee_total_fen, 0),
    share: share && arranger ? shareLinkOf(share) : null,
    comment:
      share?.commentedAt && share.rating !== null
        ? {
            rating: share.rating,
            content: share.comment ?? '',
            guest_name: share.guestName ?? '',
            created_time: localDateTime(share.commentedAt),
          }
        : null,
    my_roles: [...roles],
    delegated_from: delegateOf ? { id: delegateOf, name: (names.get(delegateOf) ?? unknownStaff(delegateOf)).name } : null,
    can: {
      arrange: arranger && !isClosed(order.status),
      authorize: roles.has('host') && !isClosed(order.status),
      share: arranger && approved,
      add_fee: (arranger || roles.has('assignee')) && !isClosed(order.status),
      approve: order.status === RECEPTION_STATUS.inApproval && (pending?.approverId === caller.staffId || delegateOf !== null),
      start: mayTransition('start', order, caller),
      finish: mayTransition('finish', order, caller),
    },
  };
}

export async function receptionDetail(ctx: AppContext, caller: Caller, id: string): Promise<ReceptionDetail> {
  return detailOf(ctx, caller, await loadReception(ctx.handle.db, caller, id));
}

export async function createReception(
  ctx: AppContext,
  caller: Caller,
  input: ReceptionCreate & { client_key: string; contacts: ReceptionData['contacts'] },
) {
  const db = ctx.handle.db;
  const sameKey = async () => {
    const [row] = await db
      .select({ id: visitorReceptions.id })
      .from(visitorReceptions)
      .where(
        inCompany(
          visitorReceptions,
          caller.companyId,
          eq(visitorReceptions.applicantId, caller.staffId),
          eq(visitorReceptions.clientKey, input.client_key),
        ),
      );
    return row;
  };
  const first = await sameKey();
  if (first) return { status: 200, body: await receptionDetail(ctx, caller, first.id) };
  if (input.end_date < input.start_date) throw new ValidationError({ end_date: [M.dateOrder] });
  await requireActiveStaff(db, caller.companyId, input.host_ids, 'host_ids');
  const data: ReceptionData = {
    title: input.title,
    guest_company: input.guest_company,
    guests: input.guests.map((g) => ({ name: g.name, title: g.title ?? '', phone: g.phone ?? '' })),
    start_date: input.start_date,
    end_date: input.end_date,
    place: input.place,
    budget_fen: input.budget_fen,
    host_ids: input.host_ids,
    contacts: input.contacts,
    remark: input.remark ?? '',
    client_key: input.client_key,
  };
  const hosts = await staffBriefs(db, caller.companyId, input.host_ids);
  try {
    const id = await ctx.orders.submit(caller, {
      orderType: VISITOR_ORDER_TYPES.reception,
      title: input.title,
      fields: [
        { label: '来宾单位', value: input.guest_company },
        { label: '来宾', value: data.guests.map((g) => (g.title ? `${g.name}（${g.title}）` : g.name)).join('、') },
        { label: '接待日期', value: input.start_date === input.end_date ? input.start_date : `${input.start_date} 至 ${input.end_date}` },
        { label: '接待地点', value: input.place },
        { label: '预算', value: `${(input.budget_fen / 100).toFixed(2)}元` },
        { label: '接待负责人', value: input.host_ids.map((h) => hosts.get(h)?.name ?? '').join('、') },
        ...(data.remark ? [{ label: '备注', value: data.remark }] : []),
      ],
      data: data as unknown as Record<string, unknown>,
      viaModule: true,
    });
    return { status: 201, body: await receptionDetail(ctx, caller, id) };
  } catch (err) {
    if (!(err instanceof DuplicateKey)) throw err;
    const again = await sameKey();
    if (!again) throw err;
    return { status: 200, body: await receptionDetail(ctx, caller, again.id) };
  }
}

/** The caller's list of one scope, newest first, through visitor_reception_lists_page_idx; the page is joined after. */
export async function listReceptions(
  ctx: AppContext,
  caller: Caller,
  q: { page: number; page_size: number; scope: 'mine' | 'assigned' | 'viewable' },
): Promise<ReceptionPage> {
  const db = ctx.handle.db;
  const l = visitorReceptionLists;
  const where = inCompany(l, caller.companyId, eq(l.staffId, caller.staffId), eq(l.scope, q.scope));
  const order = [desc(l.createdAt), desc(l.receptionId)];
  const [total, page] = await Promise.all([
    boundedCount(db, l, where, q.page, q.page_size, order),
    db
      .select({ id: l.receptionId })
      .from(l)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
  ]);
  const ids = page.map((p) => p.id);
  const rows = ids.length
    ? await db
        .select()
        .from(visitorReceptions)
        .where(inCompany(visitorReceptions, caller.companyId, inArray(visitorReceptions.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toPage(
    total,
    q.page,
    q.page_size,
    await summaries(
      db,
      caller.companyId,
      ids.flatMap((id) => byId.get(id) ?? []),
    ),
  );
}

/** RApprove: the workflow's todo / done list of reception orders, each with its reception. */
export async function receptionApprovals(
  ctx: AppContext,
  caller: Caller,
  q: { page: number; page_size: number; after?: string | undefined; state: 'todo' | 'done' },
): Promise<ReceptionApprovalPage> {
  const db = ctx.handle.db;
  const request = { page: q.page, pageSize: q.page_size, after: q.after };
  const list =
    q.state === 'todo'
      ? await ctx.orders.todo(caller, VISITOR_ORDER_TYPES.reception, request)
      : await ctx.orders.done(caller, VISITOR_ORDER_TYPES.reception, request);
  const ids = list.results.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select()
        .from(visitorReceptions)
        .where(and(inCompany(visitorReceptions, caller.companyId), inArray(visitorReceptions.id, ids)))
    : [];
  const byId = new Map((await summaries(db, caller.companyId, rows)).map((s) => [s.id, s]));
  return {
    ...list,
    results: list.results.flatMap((item) => {
      const reception = byId.get(item.id);
      return reception ? [{ ...item, reception }] : [];
    }),
  };
}
