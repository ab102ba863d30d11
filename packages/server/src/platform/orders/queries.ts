/**
 * The order engine's reads: one order as the caller may see it, the caller's orders, and the
 * approval lists (todo, done).
 */
import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import {
  URGE_INTERVAL_MS,
  type ApprovalCounts,
  type ApprovalItem,
  type ApprovalPage,
  type OrderDetail,
  type OrderPage,
  type OrderSummary,
  type StaffBrief,
} from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { staffBriefs, unknownStaff } from '../directory/directory.ts';
import { iso, localDateTime } from '../time.ts';
import { isGuid } from '../crypto.ts';
import { fileRefs } from '../files/service.ts';
import { offsetOf, toKeysetPage, type KeysetPageRequest } from '../http/paging.ts';
import { approvalSteps, orderEvents, orders } from './schema.ts';
import { orderType, statusLabel, type OrderRow, type OrderTypeDef } from './order-types.ts';
import { mayRun, type Actor, type OrderContext, type StepRow } from './policy.ts';
import { inCompany } from '../db/scoped.ts';
import { rowsOf } from '../db/rows.ts';
import {
  BADGE_LIMIT,
  boundedCount,
  countLimit,
  pageIdsWithCount,
  pageIdsWithCountStatements,
  preparePageIdsWithCount,
  type PageIdsWithCount,
} from '../db/bounded-count.ts';
import { isCopied, unreadCopies } from './copies.ts';
import { ordersInOrder } from './applicant-types-page.ts';
import { builtPerShape, rowsInOrder, rowsWithAnyOf } from '../db/built-once.ts';
import { afterAnchor, anchorExists, keysetPageIds, pageAfterKey, type AfterKey, type KeysetOrder } from '../db/keyset.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Loads an order with its steps; 404 unless the caller is its applicant, one of its approvers or an
 * admin. `anyone`: a family's endpoint decided who may act (a driver), only the company is checked.
 */
export async function loadOrder(db: Database, actor: Actor, orderId: string, anyone = false): Promise<OrderContext> {
  if (!isGuid(orderId)) throw notFound();
  const [order] = await db
    .select()
    .from(orders)
    .where(inCompany(orders, actor.companyId, eq(orders.id, orderId)))
    .limit(1);
  if (!order) throw notFound();
  const def = orderType(order.orderType);
  if (!def) throw notFound();
  const steps = await db
    .select()
    .from(approvalSteps)
    .where(inCompany(approvalSteps, actor.companyId, eq(approvalSteps.orderId, order.id)))
    .orderBy(asc(approvalSteps.seq));
  const visible =
    anyone ||
    actor.role === 'admin' ||
    order.applicantId === actor.staffId ||
    steps.some(
      (s) =>
        s.approverId === actor.staffId ||
        s.transferredTo === actor.staffId ||
        s.delegateId === actor.staffId ||
        s.actedBy === actor.staffId,
    ) ||
    (await isCopied(db, actor.companyId, order.id, actor.staffId));
  if (!visible) throw notFound();
  return { order, def, steps };
}

/** The history's 系统 (a time-out, a repeated approver passed): no staff id. */
const SYSTEM_ACTOR = { id: '', name: '系统' } as const;

export class OrderQueries {
  constructor(
    protected readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** loadOrder, as a method: the seam the tests use to simulate a stale read. */
  protected async load(db: Database, actor: Actor, orderId: string, anyone = false): Promise<OrderContext> {
    return loadOrder(db, actor, orderId, anyone);
  }

  /** The order as the caller may see it (applicant, any approver of it, or an admin); 404 otherwise. */
  async detail(actor: Actor, orderId: string): Promise<OrderDetail> {
    const loaded = await this.load(this.db, actor, orderId);
    const { order, def, steps } = loaded;
    const events = await this.db
      .select()
      .from(orderEvents)
      .where(inCompany(orderEvents, order.companyId, eq(orderEvents.orderId, order.id)))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    const people = await staffBriefs(this.db, order.companyId, [
      order.applicantId,
      ...steps.flatMap((s) => [s.approverId, s.transferredTo, s.delegateId, s.actedBy].filter((id): id is string => id !== null)),
      ...events.flatMap((e) => [e.actorId, e.onBehalfOf].filter((id): id is string => id !== null)),
    ]);
    const files = new Map(
      (
        await fileRefs(
          this.db,
          order.companyId,
          events.flatMap((e) => e.attachments),
        )
      ).map((f) => [f.id, f]),
    );
    const who = (id: string): StaffBrief => people.get(id) ?? unknownStaff(id);
    const whoOrNull = (id: string | null): StaffBrief | null => (id ? who(id) : null);
    const pending = steps.find((s) => s.state === 'pending');
    const inApproval = order.status === def.inApproval;
    // The approver, or his delegate on an order not his own (the self-approval rule holds through delegation).
    const mine =
      inApproval &&
      pending !== undefined &&
      (pending.approverId === actor.staffId || (pending.delegateId === actor.staffId && order.applicantId !== actor.staffId));
    const urgeAt = pending?.urgedAt ? new Date(pending.urgedAt.getTime() + URGE_INTERVAL_MS) : null;
    const urgeLater = urgeAt !== null && urgeAt.getTime() > this.clock().getTime() ? urgeAt : null;
    const applicantWaiting = inApproval && pending !== undefined && order.applicantId === actor.staffId;
    const runnable = def.transitions.filter((t) => t.from === order.status && !t.viaModule && mayRun(t, order, actor));
    const offered = await Promise.all(runnable.map((t) => (t.offered ? t.offered({ db: this.db, order }) : true)));
    const transitions = runnable.filter((_, i) => offered[i]);
    return {
      ...summary(order, def, who(order.applicantId)),
      fields: order.payload.fields,
      data: order.payload.data,
      steps: steps.map((s) => ({
        seq: s.seq,
        approver: who(s.approverId),
        state: s.state,
        comment: s.comment,
        acted_at: iso(s.actedAt),
        act_time: localDateTime(s.actedAt),
        transferred_to: s.transferredTo ? who(s.transferredTo) : null,
        delegate: whoOrNull(s.delegateId),
        acted_by: whoOrNull(s.actedBy),
      })),
      events: events.map((e) => ({
        id: e.id,
        action: e.action,
        actor: e.actorId ? { id: e.actorId, name: who(e.actorId).name } : { ...SYSTEM_ACTOR },
        on_behalf_of: e.onBehalfOf ? { id: e.onBehalfOf, name: who(e.onBehalfOf).name } : null,
        from_status: e.fromStatus,
        from_label: e.fromStatus === null ? null : statusLabel(def, e.fromStatus),
        to_status: e.toStatus,
        to_label: statusLabel(def, e.toStatus),
        remark: e.remark,
        attachments: e.attachments.flatMap((id) => files.get(id) ?? []),
        created_at: e.createdAt.toISOString(),
        created_time: localDateTime(e.createdAt),
      })),
      can: {
        can_approve: mine,
        can_reject: mine,
        can_transfer: mine,
        can_cancel: inApproval && order.applicantId === actor.staffId,
        transitions: transitions.map((t) => ({ action: t.action, name: t.name, to: t.to, to_label: statusLabel(def, t.to) })),
        can_urge: applicantWaiting && urgeLater === null,
        urge_available_at: applicantWaiting ? iso(urgeLater) : null,
        urge_available_time: applicantWaiting ? localDateTime(urgeLater) : null,
        can_add_signer: mine,
      },
    };
  }

  /**
   * The caller's own orders, newest first: the page's ids and its count in one statement, both read
   * from orders_applicant_idx (or orders_applicant_type_idx for one type) alone, then the page's rows
   * by key. Selecting whole rows with an offset read every skipped order's row (2,000
   * of them with their payloads on page 200 of a person with 10,000 orders). After a key
   * (`request.after`, platform/db/keyset.ts) the walk starts at the page.
   */
  async listMine(actor: Actor, filter: { status?: number; orderType?: string }, request: KeysetPageRequest): Promise<OrderPage> {
    const shape = `${filter.status === undefined ? '' : 's'}${filter.orderType === undefined ? '' : 't'}`;
    const statements = myOrdersPage(this.db, shape);
    const values = { companyId: actor.companyId, staffId: actor.staffId, status: filter.status, orderType: filter.orderType };
    const { ids, total } = await keysetPageIds(statements.afterKey, values, request, () =>
      pageIdsWithCount(statements.byOffset, values, request.page, request.pageSize),
    );
    const rows = await ordersInOrder(this.db, actor.companyId, ids);
    return toKeysetPage(total, request, await this.summaries(actor.companyId, rows), ids.at(-1));
  }

  /**
   * Steps pending for the caller (his own and those he is the delegate of, 代理审批), the most
   * recently arrived first: two walks of partial indexes (approval_steps_pending_idx,
   * approval_steps_delegate_idx) merged by pending_since DESC, order_id DESC, each stopped at the
   * page's end, then the page's orders.
   */
  async todo(actor: Actor, orderTypeFilter: string | undefined, request: KeysetPageRequest): Promise<ApprovalPage> {
    return this.stepPage(TODO, actor, orderTypeFilter, request);
  }

  /**
   * Orders the caller acted on (approved, rejected, transferred), the latest action first: his own
   * steps through approval_steps_acted_idx and those he acted on as a delegate through
   * approval_steps_acted_by_idx, merged by acted_at DESC, order_id DESC, each walk stopped at the
   * page's end; each order once (his latest step on it: the earlier ones are marked superseded when
   * he acts).
   */
  async done(actor: Actor, orderTypeFilter: string | undefined, request: KeysetPageRequest): Promise<ApprovalPage> {
    return this.stepPage(DONE, actor, orderTypeFilter, request);
  }

  /**
   * The approval centre's tab counts, each through its list's index up to BADGE_LIMIT (99+): waiting
   * for me (mine and as delegate), acted on by me (mine and as delegate), my orders, copies I have not opened.
   */
  async counts(actor: Actor): Promise<ApprovalCounts> {
    const mineWhere = and(inCompany(orders, actor.companyId), eq(orders.applicantId, actor.staffId));
    const [todo, done, mine, ccUnread] = await Promise.all([
      this.stepCount(TODO, actor, undefined, BADGE_LIMIT, undefined).then((n) => n ?? 0),
      this.stepCount(DONE, actor, undefined, BADGE_LIMIT, undefined).then((n) => n ?? 0),
      boundedCount(this.db, orders, mineWhere, 0, 0, [desc(orders.createdAt), desc(orders.id)], BADGE_LIMIT),
      unreadCopies(this.db, actor.companyId, actor.staffId),
    ]);
    return { todo, done, mine, cc_unread: ccUnread };
  }

  /**
   * A page of an approval list. With `after` (the step the page before ended on) both walks start
   * right after it in the list's order, so page 200 reads what page 1 reads; a step that no longer
   * exists is paged by offset instead.
   */
  private async stepPage(
    list: StepList,
    actor: Actor,
    orderTypeFilter: string | undefined,
    request: KeysetPageRequest,
  ): Promise<ApprovalPage> {
    const { page, pageSize, after } = request;
    const skipped = offsetOf(page, pageSize);
    const offset = after === undefined ? skipped : 0;
    const walk = after === undefined ? countLimit(page, pageSize) : countLimit(1, pageSize);
    const [counted, ids] = await Promise.all([
      this.stepCount(list, actor, orderTypeFilter, walk, after),
      this.db.execute<{ id: string }>(
        sql`SELECT id FROM (${this.stepBranches(list, actor, orderTypeFilter, offset + pageSize, after)}) AS walked ORDER BY ${list.key} DESC, order_id DESC LIMIT ${pageSize} OFFSET ${offset}`,
      ),
    ]);
    if (counted === null) return this.stepPage(list, actor, orderTypeFilter, { page, pageSize });
    const stepIds = rowsOf<{ id: string }>(ids).map((r) => r.id);
    const steps = await stepsInOrder(this.db, actor.companyId, stepIds);
    const total = (after === undefined ? 0 : skipped) + counted;
    return toKeysetPage(total, request, await this.withSteps(actor.companyId, steps, actor.staffId), stepIds.at(-1));
  }

  /** The caller's own steps of a list and those of his delegators, each walk in the list's order to `limit`, after the anchor step if given. */
  private stepBranches(list: StepList, actor: Actor, orderTypeFilter: string | undefined, limit: number, after: string | undefined): SQL {
    const typeFilter = orderTypeFilter === undefined ? sql`` : sql` AND ${ofOrderType(orderTypeFilter)}`;
    const fromAnchor = after === undefined ? sql`` : sql` AND ${afterAnchor(list.keyset, actor.companyId, after)}`;
    const where = sql`${approvalSteps.companyId} = ${actor.companyId} AND ${list.state}${typeFilter}${fromAnchor}`;
    return sql`(SELECT * FROM ${approvalSteps} WHERE ${where} AND ${approvalSteps.approverId} = ${actor.staffId} ORDER BY ${list.key} DESC, order_id DESC LIMIT ${limit})
      UNION ALL
      (SELECT * FROM ${approvalSteps} WHERE ${where} AND ${list.delegate} = ${actor.staffId} AND ${list.delegate} IS NOT NULL ORDER BY ${list.key} DESC, order_id DESC LIMIT ${limit})`;
  }

  /** A list's rows to `limit` (after the anchor step if given); null when the anchor step is not the company's. */
  private async stepCount(
    list: StepList,
    actor: Actor,
    orderTypeFilter: string | undefined,
    limit: number,
    after: string | undefined,
  ): Promise<number | null> {
    const anchored = after === undefined ? sql`true` : anchorExists(list.keyset, actor.companyId, after);
    const counted = await this.db.execute<{ n: number; anchored: boolean }>(
      sql`SELECT count(*)::int AS n, ${anchored} AS anchored FROM (SELECT 1 FROM (${this.stepBranches(list, actor, orderTypeFilter, limit, after)}) AS walked LIMIT ${limit}) AS counted`,
    );
    const [row] = rowsOf<{ n: number; anchored: boolean }>(counted);
    return row?.anchored === false ? null : Number(row?.n ?? 0);
  }

  /** A page of the caller's steps as approval items: their orders in the steps' order. */
  private async withSteps(companyId: string, steps: StepRow[], viewerId?: string): Promise<ApprovalItem[]> {
    if (steps.length === 0) return [];
    const rows = await ordersInOrder(
      this.db,
      companyId,
      steps.map((s) => s.orderId),
    );
    const byId = new Map(rows.map((o) => [o.id, o]));
    const paired = steps.flatMap((step) => {
      const order = byId.get(step.orderId);
      return order ? [{ step, order }] : [];
    });
    const sums = await this.summaries(
      companyId,
      paired.map((p) => p.order),
    );
    const stepOf = new Map(paired.map((p) => [p.order.id, p.step]));
    // A step the viewer has (待我审批) or acted on (我已审批) as delegate names the approver he acts for.
    const forOther = (step: StepRow): boolean =>
      viewerId !== undefined && step.approverId !== viewerId && (step.actedBy === viewerId || step.delegateId === viewerId);
    // A step of the viewer's that his delegate decided for him (我已审批) names the delegate (由X代审批).
    const decidedForMe = (step: StepRow): string | null =>
      viewerId !== undefined && step.approverId === viewerId && step.actedBy !== null && step.actedBy !== viewerId ? step.actedBy : null;
    const people = await staffBriefs(
      this.db,
      companyId,
      steps.flatMap((s) => (forOther(s) ? [s.approverId] : [decidedForMe(s)].filter((id): id is string => id !== null))),
    );
    const brief = (id: string | null) => {
      const p = id === null ? undefined : people.get(id);
      return p ? { id: p.id, name: p.name } : null;
    };
    return sums.map((s) => {
      const step = stepOf.get(s.id);
      return withStep(s, step, step && forOther(step) ? brief(step.approverId) : null, step ? brief(decidedForMe(step)) : null);
    });
  }

  /** Orders as list rows (module endpoints list their own orders with it). */
  async summaries(companyId: string, rows: OrderRow[]): Promise<OrderSummary[]> {
    const people = await staffBriefs(
      this.db,
      companyId,
      rows.map((r) => r.applicantId),
    );
    return rows.flatMap((r) => {
      const def = orderType(r.orderType);
      return def ? [summary(r, def, people.get(r.applicantId) ?? unknownStaff(r.applicantId))] : [];
    });
  }
}

function summary(order: OrderRow, def: OrderTypeDef, applicant: StaffBrief): OrderSummary {
  return {
    id: order.id,
    order_type: order.orderType,
    order_type_name: def.name,
    module: order.module,
    title: order.title,
    status: order.status,
    status_label: statusLabel(def, order.status),
    applicant,
    reject_reason: order.rejectReason,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    approved_at: iso(order.approvedAt),
    approve_time: localDateTime(order.approvedAt),
    created_time: localDateTime(order.createdAt),
  };
}

function withStep(
  s: OrderSummary,
  step: StepRow | undefined,
  delegatedFrom: { id: string; name: string } | null = null,
  decidedBy: { id: string; name: string } | null = null,
): ApprovalItem {
  return {
    ...s,
    my_step: {
      seq: step?.seq ?? 0,
      state: step?.state ?? 'pending',
      comment: step?.comment ?? null,
      acted_at: iso(step?.actedAt ?? null),
      act_time: localDateTime(step?.actedAt ?? null),
      delegated_from: delegatedFrom,
      decided_by: decidedBy,
    },
  };
}

const stepsByIds = rowsWithAnyOf(approvalSteps, approvalSteps.id, 'approval_steps_by_ids');

const MY_ORDERS_ORDER: KeysetOrder = { table: orders, company: orders.companyId, id: orders.id, keys: [orders.createdAt, orders.id] };

/** A page of a person's orders, newest first, per filter shape: s (a status), t (an order type) ({companyId, staffId, status, orderType}). */
const myOrdersPage = builtPerShape((db, shape): { byOffset: PageIdsWithCount; afterKey: AfterKey } => {
  const where = and(
    eq(orders.companyId, sql.placeholder('companyId')),
    eq(orders.applicantId, sql.placeholder('staffId')),
    shape.includes('s') ? eq(orders.status, sql.placeholder('status')) : undefined,
    shape.includes('t') ? eq(orders.orderType, sql.placeholder('orderType')) : undefined,
  );
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const name = `orders_mine_${shape || 'all'}`;
  return {
    byOffset: preparePageIdsWithCount(pageIdsWithCountStatements(db, orders, orders.id, where, newestFirst), name),
    afterKey: pageAfterKey(db, MY_ORDERS_ORDER, where, newestFirst, name),
  };
});

/** A page's steps by key, in the ids' order (the statement built once: built-once.ts). */
async function stepsInOrder(db: Database, companyId: string, ids: readonly string[]): Promise<StepRow[]> {
  return rowsInOrder(stepsByIds(db), companyId, ids);
}

/** An approval list: the steps it holds, the key it is newest first by, the column naming a delegate who holds or acted on a step. */
interface StepList {
  state: SQL;
  key: SQL;
  delegate: SQL;
  /** The same order for a page after a key (platform/db/keyset.ts). */
  keyset: KeysetOrder;
}
const stepsBy = (key: PgColumn): KeysetOrder => ({
  table: approvalSteps,
  company: approvalSteps.companyId,
  id: approvalSteps.id,
  keys: [key, approvalSteps.orderId],
});
const TODO: StepList = {
  state: sql`state = 'pending'`,
  key: sql.raw('pending_since'),
  delegate: sql.raw('delegate_id'),
  keyset: stepsBy(approvalSteps.pendingSince),
};
const DONE: StepList = {
  state: sql`state IN ('approved', 'rejected', 'transferred') AND acted_at IS NOT NULL AND NOT superseded`,
  key: sql.raw('acted_at'),
  delegate: sql.raw('acted_by'),
  keyset: stepsBy(approvalSteps.actedAt),
};

/** An approval list's `order_type` filter: EXISTS on the step's order, so the page stays the steps' index order. */
function ofOrderType(orderType: string | undefined): SQL | undefined {
  if (orderType === undefined) return undefined;
  return exists(
    sql`(SELECT 1 FROM ${orders} WHERE ${orders.companyId} = ${approvalSteps.companyId} AND ${orders.id} = ${approvalSteps.orderId} AND ${orders.orderType} = ${orderType})`,
  );
}
