/**
 * The one order workflow (issue "Orders and approvals"): submit, approve, reject, transfer, cancel
 * and the later transitions of the order-type registry. Every transition runs in one transaction
 * and moves the order with an optimistic check:
 *
 *   UPDATE orders SET status = $new, version = version + 1
 *   WHERE company_id = $c AND id = $id AND version = $read AND status = $expected
 *
 * so of two approvers (or an approver and the cancelling applicant) acting at once exactly one
 * wins; the other gets 409 {detail: '单据状态已变化，请刷新后重试'} (or, when it read after the
 * winner committed, the precise 400/403 of the new state). Every transition writes an order_event.
 * Push messages go out after the commit, to the people concerned.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  APPROVAL_ACTIONS,
  PUSH_MSG_TYPES,
  type ApprovalAction,
  type ApprovalItem,
  type ApprovalPage,
  type OrderDetail,
  type OrderPage,
  type OrderSummary,
  type PushMessage,
  type StaffBrief,
} from '@campus/contracts';
import type { Database } from '../db/types.ts';
import {
  approvalChains,
  approvalSteps,
  departments,
  orderEvents,
  orders,
  staff,
  type ApprovalStepStateValue,
  type ChainStepConfig,
  type OrderPayload,
} from '../db/schema.ts';
import type { StaffRole } from '../db/schema.ts';
import { HttpError, badRequest, fieldError, notFound } from '../errors.ts';
import { ValidationError } from '../http/validation.ts';
import type { PushService } from '../push/service.ts';
import { activeStaff, staffBriefs, unknownStaff } from '../directory/directory.ts';
import { iso, localDateTime } from '../time.ts';
import { isGuid } from '../crypto.ts';
import { offsetOf, toPage } from '../http/paging.ts';
import { orderType, statusLabel, type OrderRow, type OrderTypeDef, type TransitionDef } from './order-types.ts';

type StepRow = typeof approvalSteps.$inferSelect;

/** The staff acting (from the token). */
export interface Actor {
  companyId: string;
  staffId: string;
  role: StaffRole;
}

export const workflowMessages = {
  conflict: '单据状态已变化，请刷新后重试',
  illegal: '当前状态不能执行该操作',
  notApprover: '您不是当前审批人',
  notInApproval: '单据不在审批中',
  onlyApplicantCancels: '只有申请人可以撤销',
  cancelOnlyInApproval: '只有审批中的单据可以撤销',
  rejectReason: '请填写驳回原因',
  unknownType: '未知的单据类型',
  notGenericSubmit: '该类型的单据请在对应模块提交',
  unknownAction: '不支持的操作',
  transferSelf: '不能转交给自己',
  transferApplicant: '不能转交给申请人',
  transferUnknown: '审批人不存在',
  selfApprover: '不能选择自己作为审批人',
  selfHeadedDepartment: '不能选择自己负责的部门审批',
  noApprover: '审批流程配置有误：除申请人外没有可审批的人',
  autoApproved: '无需审批，自动通过',
} as const;

export const conflict = (): HttpError => new HttpError(409, { detail: workflowMessages.conflict });
const forbiddenWith = (detail: string): HttpError => new HttpError(403, { detail });

export interface SubmitInput {
  orderType: string;
  title: string;
  fields: { label: string; value: string }[];
  data?: Record<string, unknown>;
  /** The chain for this order; default: the company's configured chain of the order type. */
  chain?: ChainStepConfig[];
  /** Set by module endpoints that validated their data; the generic endpoint leaves it false. */
  viaModule?: boolean;
}

interface PendingPush {
  staffId: string;
  message: PushMessage;
}

interface OrderContext {
  order: OrderRow;
  def: OrderTypeDef;
  steps: StepRow[];
}

export class OrderWorkflow {
  constructor(
    private readonly db: Database,
    private readonly push: PushService,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  // ------------------------------------------------------------------------------------------
  // Transitions

  /** Creates the order in approval (first step pending, its approver pushed), or after approval when the chain is empty. */
  async submit(actor: Actor, input: SubmitInput): Promise<string> {
    const def = orderType(input.orderType);
    if (!def) throw fieldError('order_type', workflowMessages.unknownType);
    if (def.genericSubmit === false && !input.viaModule) throw fieldError('order_type', workflowMessages.notGenericSubmit);
    const pushes: PendingPush[] = [];
    const id = randomUUID();
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const approvers = input.chain
        ? await resolveChosenChain(tx, actor.companyId, input.chain, actor.staffId)
        : await resolveConfiguredChain(tx, actor.companyId, await configuredChain(tx, actor.companyId, def.type), actor.staffId);
      const now = this.now();
      const status = approvers.length > 0 ? def.inApproval : def.afterApproval;
      const row: OrderRow = {
        companyId: actor.companyId,
        id,
        module: def.module,
        orderType: def.type,
        applicantId: actor.staffId,
        title: input.title,
        status,
        payload: { fields: input.fields, data: input.data ?? {} } satisfies OrderPayload,
        rejectReason: null,
        version: 0,
        createdAt: now,
        updatedAt: now,
        approvedAt: approvers.length > 0 ? null : now,
      };
      await def.hooks?.beforeSubmit?.({ tx, order: row, actorId: actor.staffId });
      await tx.insert(orders).values(row);
      if (approvers.length > 0) {
        await tx.insert(approvalSteps).values(
          approvers.map((approverId, i) => ({
            companyId: actor.companyId,
            id: randomUUID(),
            orderId: id,
            seq: i + 1,
            approverId,
            state: (i === 0 ? 'pending' : 'waiting') as ApprovalStepStateValue,
            pendingSince: i === 0 ? now : null,
            createdAt: now,
          })),
        );
      }
      await this.event(tx, row, actor.staffId, 'submit', null, status, approvers.length > 0 ? null : workflowMessages.autoApproved);
      if (approvers.length === 0) await def.hooks?.onApproved?.({ tx, order: row, actorId: actor.staffId });
      const first = approvers[0];
      if (first) pushes.push(await this.toApprover(tx, row, def, first, APPROVAL_ACTIONS.approve));
    });
    await this.deliver(actor.companyId, pushes);
    return id;
  }

  /** The pending approver approves: the next step becomes pending, or the order moves to afterApproval. */
  async approve(actor: Actor, orderId: string, comment?: string): Promise<void> {
    await this.transition(actor, orderId, async (tx, { order, def, steps }) => {
      const pending = requirePendingStep(order, def, steps, actor);
      const next = steps.find((s) => s.seq > pending.seq && s.state === 'waiting');
      const now = this.now();
      const to = next ? def.inApproval : def.afterApproval;
      const updated = await this.move(tx, order, to, next ? {} : { approvedAt: now });
      await this.setStep(tx, pending, { state: 'approved', comment: comment || null, actedAt: now });
      if (next) await this.setStep(tx, next, { state: 'pending', pendingSince: now });
      await this.event(tx, order, actor.staffId, 'approve', order.status, to, comment || null);
      if (next) return [await this.toApprover(tx, updated, def, next.approverId, APPROVAL_ACTIONS.approve)];
      await def.hooks?.onApproved?.({ tx, order: updated, actorId: actor.staffId });
      return [this.toApplicant(updated, def, '审批通过', `您提交的${def.name}「${order.title}」已审批通过`)];
    });
  }

  /** The pending approver rejects with a reason: the order is rejected, the remaining steps cancelled. */
  async reject(actor: Actor, orderId: string, reason: string): Promise<void> {
    if (!reason.trim()) throw fieldError('reason', workflowMessages.rejectReason);
    await this.transition(actor, orderId, async (tx, { order, def, steps }) => {
      const pending = requirePendingStep(order, def, steps, actor);
      const now = this.now();
      const updated = await this.move(tx, order, def.rejected, { rejectReason: reason });
      await this.setStep(tx, pending, { state: 'rejected', comment: reason, actedAt: now });
      await this.cancelOpenSteps(tx, order);
      await this.event(tx, order, actor.staffId, 'reject', order.status, def.rejected, reason);
      await def.hooks?.onTransition?.({ tx, order: updated, actorId: actor.staffId, action: 'reject', from: order.status, to: def.rejected });
      return [this.toApplicant(updated, def, '已驳回', `您提交的${def.name}「${order.title}」已驳回：${reason}`)];
    });
  }

  /** The pending approver hands the step to another staff of the company: a new pending step follows the transferred one. */
  async transfer(actor: Actor, orderId: string, toStaffId: string, comment?: string): Promise<void> {
    await this.transition(actor, orderId, async (tx, { order, def, steps }) => {
      const pending = requirePendingStep(order, def, steps, actor);
      if (toStaffId === actor.staffId) throw fieldError('staff_id', workflowMessages.transferSelf);
      if (toStaffId === order.applicantId) throw fieldError('staff_id', workflowMessages.transferApplicant);
      const target = isGuid(toStaffId) ? await activeStaff(tx, order.companyId, toStaffId) : undefined;
      if (!target) throw fieldError('staff_id', workflowMessages.transferUnknown);
      const now = this.now();
      const updated = await this.move(tx, order, order.status, {});
      await this.setStep(tx, pending, { state: 'transferred', comment: comment || null, actedAt: now, transferredTo: target.id });
      // Make room after the transferred step (no unique key on seq, so one UPDATE is enough).
      await tx
        .update(approvalSteps)
        .set({ seq: sql`${approvalSteps.seq} + 1` })
        .where(and(eq(approvalSteps.companyId, order.companyId), eq(approvalSteps.orderId, order.id), gt(approvalSteps.seq, pending.seq)));
      await tx.insert(approvalSteps).values({
        companyId: order.companyId,
        id: randomUUID(),
        orderId: order.id,
        seq: pending.seq + 1,
        approverId: target.id,
        state: 'pending',
        pendingSince: now,
        createdAt: now,
      });
      const remark = comment ? `转交给${target.name}：${comment}` : `转交给${target.name}`;
      await this.event(tx, order, actor.staffId, 'transfer', order.status, order.status, remark);
      return [await this.toApprover(tx, updated, def, target.id, APPROVAL_ACTIONS.transfer, actor.staffId)];
    });
  }

  /** The applicant cancels while the order is in approval; the pending approver is told. */
  async cancel(actor: Actor, orderId: string, remark?: string): Promise<void> {
    await this.transition(actor, orderId, async (tx, { order, def, steps }) => {
      if (order.applicantId !== actor.staffId) throw forbiddenWith(workflowMessages.onlyApplicantCancels);
      if (order.status !== def.inApproval) throw badRequest(workflowMessages.cancelOnlyInApproval);
      const pending = steps.find((s) => s.state === 'pending');
      const updated = await this.move(tx, order, def.cancelled, {});
      await this.cancelOpenSteps(tx, order);
      await this.event(tx, order, actor.staffId, 'cancel', order.status, def.cancelled, remark || null);
      await def.hooks?.onTransition?.({ tx, order: updated, actorId: actor.staffId, action: 'cancel', from: order.status, to: def.cancelled });
      if (!pending) return [];
      const applicant = (await staffBriefs(tx, order.companyId, [order.applicantId])).get(order.applicantId) ?? unknownStaff(order.applicantId);
      return [
        {
          staffId: pending.approverId,
          message: approvalMessage(updated, def, APPROVAL_ACTIONS.result, '审批已撤销', `${applicant.name}已撤销${def.name}「${order.title}」`),
        },
      ];
    });
  }

  /** A later transition of the registry (collect, assign, check_in, start_use ...), by the applicant or an admin as registered. */
  async runTransition(actor: Actor, orderId: string, action: string, remark?: string): Promise<void> {
    await this.transition(actor, orderId, async (tx, { order, def }) => {
      const named = def.transitions.filter((t) => t.action === action);
      if (named.length === 0) throw fieldError('action', workflowMessages.unknownAction);
      const t = named.find((x) => x.from === order.status);
      if (!t) throw badRequest(`${workflowMessages.illegal}（当前状态：${statusLabel(def, order.status)}）`);
      if (!mayRun(t, order, actor)) throw forbiddenWith(t.by === 'admin' ? '只有管理员可以执行该操作' : '只有申请人可以执行该操作');
      const updated = await this.move(tx, order, t.to, {});
      await this.event(tx, order, actor.staffId, t.action, order.status, t.to, remark || null);
      await def.hooks?.onTransition?.({ tx, order: updated, actorId: actor.staffId, action: t.action, from: order.status, to: t.to });
      if (order.applicantId === actor.staffId) return [];
      return [this.toApplicant(updated, def, '单据状态更新', `您的${def.name}「${order.title}」${t.name}：${statusLabel(def, t.to)}`)];
    });
  }

  // ------------------------------------------------------------------------------------------
  // Reads

  /** The order as the caller may see it (applicant, any approver of it, or an admin); 404 otherwise. */
  async detail(actor: Actor, orderId: string): Promise<OrderDetail> {
    const loaded = await this.load(this.db, actor, orderId);
    const { order, def, steps } = loaded;
    const events = await this.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.companyId, order.companyId), eq(orderEvents.orderId, order.id)))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    const people = await staffBriefs(this.db, order.companyId, [
      order.applicantId,
      ...steps.flatMap((s) => (s.transferredTo ? [s.approverId, s.transferredTo] : [s.approverId])),
      ...events.map((e) => e.actorId),
    ]);
    const who = (id: string): StaffBrief => people.get(id) ?? unknownStaff(id);
    const pending = steps.find((s) => s.state === 'pending');
    const inApproval = order.status === def.inApproval;
    const mine = inApproval && pending?.approverId === actor.staffId;
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
      })),
      events: events.map((e) => ({
        id: e.id,
        action: e.action,
        actor: { id: e.actorId, name: who(e.actorId).name },
        from_status: e.fromStatus,
        from_label: e.fromStatus === null ? null : statusLabel(def, e.fromStatus),
        to_status: e.toStatus,
        to_label: statusLabel(def, e.toStatus),
        remark: e.remark,
        created_at: e.createdAt.toISOString(),
        created_time: localDateTime(e.createdAt),
      })),
      can: {
        can_approve: mine,
        can_reject: mine,
        can_transfer: mine,
        can_cancel: inApproval && order.applicantId === actor.staffId,
        transitions: def.transitions
          .filter((t) => t.from === order.status && mayRun(t, order, actor))
          .map((t) => ({ action: t.action, name: t.name, to: t.to, to_label: statusLabel(def, t.to) })),
      },
    };
  }

  /** The caller's own orders, newest first. */
  async listMine(actor: Actor, filter: { status?: number; orderType?: string }, page: number, pageSize: number): Promise<OrderPage> {
    const where = and(
      eq(orders.companyId, actor.companyId),
      eq(orders.applicantId, actor.staffId),
      filter.status === undefined ? undefined : eq(orders.status, filter.status),
      filter.orderType === undefined ? undefined : eq(orders.orderType, filter.orderType),
    );
    const [total] = await this.db.select({ n: count() }).from(orders).where(where);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    return toPage(Number(total?.n ?? 0), page, pageSize, await this.summaries(actor.companyId, rows));
  }

  /** Steps pending for the caller, the most recently arrived first. */
  async todo(actor: Actor, orderTypeFilter: string | undefined, page: number, pageSize: number): Promise<ApprovalPage> {
    const where = and(
      eq(approvalSteps.companyId, actor.companyId),
      eq(approvalSteps.approverId, actor.staffId),
      eq(approvalSteps.state, 'pending'),
      orderTypeFilter === undefined ? undefined : eq(orders.orderType, orderTypeFilter),
    );
    const joined = and(eq(orders.companyId, approvalSteps.companyId), eq(orders.id, approvalSteps.orderId));
    const [total] = await this.db.select({ n: count() }).from(approvalSteps).innerJoin(orders, joined).where(where);
    const rows = await this.db
      .select({ step: approvalSteps, order: orders })
      .from(approvalSteps)
      .innerJoin(orders, joined)
      .where(where)
      .orderBy(desc(approvalSteps.pendingSince), desc(orders.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    const sums = await this.summaries(actor.companyId, rows.map((r) => r.order));
    return toPage(Number(total?.n ?? 0), page, pageSize, sums.map((s, i) => withStep(s, rows[i]?.step)));
  }

  /** Orders the caller acted on as an approver (approved, rejected, transferred), the latest action first. */
  async done(actor: Actor, orderTypeFilter: string | undefined, page: number, pageSize: number): Promise<ApprovalPage> {
    const where = and(
      eq(approvalSteps.companyId, actor.companyId),
      eq(approvalSteps.approverId, actor.staffId),
      inArray(approvalSteps.state, ['approved', 'rejected', 'transferred']),
      isNotNull(approvalSteps.actedAt),
      orderTypeFilter === undefined ? undefined : eq(orders.orderType, orderTypeFilter),
    );
    const joined = and(eq(orders.companyId, approvalSteps.companyId), eq(orders.id, approvalSteps.orderId));
    const [total] = await this.db
      .select({ n: sql<number>`count(distinct ${approvalSteps.orderId})` })
      .from(approvalSteps)
      .innerJoin(orders, joined)
      .where(where);
    const last = max(approvalSteps.actedAt);
    const ids = await this.db
      .select({ orderId: approvalSteps.orderId, last })
      .from(approvalSteps)
      .innerJoin(orders, joined)
      .where(where)
      .groupBy(approvalSteps.orderId)
      .orderBy(desc(last), desc(approvalSteps.orderId))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    const orderIds = ids.map((r) => r.orderId);
    if (orderIds.length === 0) return toPage(Number(total?.n ?? 0), page, pageSize, []);
    const [orderRows, myRows] = await Promise.all([
      this.db.select().from(orders).where(and(eq(orders.companyId, actor.companyId), inArray(orders.id, orderIds))),
      this.db
        .select()
        .from(approvalSteps)
        .where(and(eq(approvalSteps.companyId, actor.companyId), inArray(approvalSteps.orderId, orderIds), eq(approvalSteps.approverId, actor.staffId), isNotNull(approvalSteps.actedAt)))
        .orderBy(desc(approvalSteps.actedAt)),
    ]);
    const byId = new Map(orderRows.map((o) => [o.id, o]));
    const ordered = orderIds.map((id) => byId.get(id)).filter((o): o is OrderRow => o !== undefined);
    const sums = await this.summaries(actor.companyId, ordered);
    return toPage(
      Number(total?.n ?? 0),
      page,
      pageSize,
      sums.map((s) => withStep(s, myRows.find((r) => r.orderId === s.id))),
    );
  }

  // ------------------------------------------------------------------------------------------
  // Internals

  /** Runs one transition: load (404 when the caller may not see it), the body in a transaction, pushes after the commit. */
  private async transition(
    actor: Actor,
    orderId: string,
    body: (tx: Database, loaded: OrderContext) => Promise<PendingPush[]>,
  ): Promise<void> {
    const pushes = await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const loaded = await this.load(tx, actor, orderId);
      return body(tx, loaded);
    });
    await this.deliver(actor.companyId, pushes);
  }

  private async load(db: Database, actor: Actor, orderId: string): Promise<OrderContext> {
    if (!isGuid(orderId)) throw notFound();
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, actor.companyId), eq(orders.id, orderId)))
      .limit(1);
    if (!order) throw notFound();
    const def = orderType(order.orderType);
    if (!def) throw notFound();
    const steps = await db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.companyId, actor.companyId), eq(approvalSteps.orderId, order.id)))
      .orderBy(asc(approvalSteps.seq));
    const visible =
      actor.role === 'admin' ||
      order.applicantId === actor.staffId ||
      steps.some((s) => s.approverId === actor.staffId || s.transferredTo === actor.staffId);
    if (!visible) throw notFound();
    return { order, def, steps };
  }

  /** The optimistic move: 0 rows means another transition won meanwhile (409). */
  private async move(
    tx: Database,
    order: OrderRow,
    to: number,
    extra: Partial<Pick<OrderRow, 'approvedAt' | 'rejectReason'>>,
  ): Promise<OrderRow> {
    const rows = await tx
      .update(orders)
      .set({ status: to, version: sql`${orders.version} + 1`, updatedAt: this.now(), ...extra })
      .where(
        and(
          eq(orders.companyId, order.companyId),
          eq(orders.id, order.id),
          eq(orders.version, order.version),
          eq(orders.status, order.status),
        ),
      )
      .returning();
    const row = rows[0];
    if (!row) throw conflict();
    return row;
  }

  private async setStep(tx: Database, step: StepRow, values: Partial<Pick<StepRow, 'state' | 'comment' | 'actedAt' | 'pendingSince' | 'transferredTo'>>): Promise<void> {
    await tx
      .update(approvalSteps)
      .set(values)
      .where(and(eq(approvalSteps.companyId, step.companyId), eq(approvalSteps.id, step.id)));
  }

  private async cancelOpenSteps(tx: Database, order: OrderRow): Promise<void> {
    await tx
      .update(approvalSteps)
      .set({ state: 'cancelled' })
      .where(
        and(
          eq(approvalSteps.companyId, order.companyId),
          eq(approvalSteps.orderId, order.id),
          inArray(approvalSteps.state, ['pending', 'waiting']),
        ),
      );
  }

  private async event(tx: Database, order: OrderRow, actorId: string, action: string, from: number | null, to: number, remark: string | null): Promise<void> {
    await tx.insert(orderEvents).values({
      companyId: order.companyId,
      id: randomUUID(),
      orderId: order.id,
      actorId,
      action,
      fromStatus: from,
      toStatus: to,
      remark,
      createdAt: this.now(),
    });
  }

  private async toApprover(tx: Database, order: OrderRow, def: OrderTypeDef, approverId: string, action: ApprovalAction, fromId?: string): Promise<PendingPush> {
    const people = await staffBriefs(tx, order.companyId, fromId ? [order.applicantId, fromId] : [order.applicantId]);
    const applicant = people.get(order.applicantId)?.name ?? '';
    const content =
      action === APPROVAL_ACTIONS.transfer && fromId
        ? `${people.get(fromId)?.name ?? ''}将${applicant}提交的${def.name}「${order.title}」转交给您审批`
        : `${applicant}提交的${def.name}「${order.title}」待您审批`;
    return { staffId: approverId, message: approvalMessage(order, def, action, '待审批', content) };
  }

  private toApplicant(order: OrderRow, def: OrderTypeDef, title: string, content: string): PendingPush {
    return { staffId: order.applicantId, message: approvalMessage(order, def, APPROVAL_ACTIONS.result, title, content) };
  }

  /** After the commit: a failed push is logged, never undoes the transition. */
  private async deliver(companyId: string, pushes: PendingPush[]): Promise<void> {
    for (const p of pushes) {
      try {
        await this.push.send({ companyId, staffId: p.staffId }, p.message);
      } catch (err) {
        this.log.error({ err, staffId: p.staffId }, 'order push failed');
      }
    }
  }

  private async summaries(companyId: string, rows: OrderRow[]): Promise<OrderSummary[]> {
    const people = await staffBriefs(this.db, companyId, rows.map((r) => r.applicantId));
    return rows.flatMap((r) => {
      const def = orderType(r.orderType);
      return def ? [summary(r, def, people.get(r.applicantId) ?? unknownStaff(r.applicantId))] : [];
    });
  }
}

/** The push of spec section 3 for an order: APPROVAL, msg_id = order id, extra_param.module routes the client. */
export function approvalMessage(order: Pick<OrderRow, 'id' | 'orderType'>, def: OrderTypeDef, action: ApprovalAction, title: string, content: string): PushMessage {
  return {
    title,
    content,
    extras: {
      msg_type: PUSH_MSG_TYPES.approval,
      msg_id: order.id,
      order_type: order.orderType,
      extra_param: { module: def.module, action_type: action },
    },
  };
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

function withStep(s: OrderSummary, step: StepRow | undefined): ApprovalItem {
  return {
    ...s,
    my_step: {
      seq: step?.seq ?? 0,
      state: step?.state ?? 'pending',
      comment: step?.comment ?? null,
      acted_at: iso(step?.actedAt ?? null),
      act_time: localDateTime(step?.actedAt ?? null),
    },
  };
}

function mayRun(t: TransitionDef, order: OrderRow, actor: Actor): boolean {
  return t.by === 'admin' ? actor.role === 'admin' : order.applicantId === actor.staffId;
}

/** The caller's pending step, or the precise refusal (not in approval: 400; not the caller's turn: 403). */
function requirePendingStep(order: OrderRow, def: OrderTypeDef, steps: StepRow[], actor: Actor): StepRow {
  if (order.status !== def.inApproval) throw badRequest(`${workflowMessages.notInApproval}（当前状态：${statusLabel(def, order.status)}）`);
  const pending = steps.find((s) => s.state === 'pending');
  if (!pending || pending.approverId !== actor.staffId) throw forbiddenWith(workflowMessages.notApprover);
  return pending;
}

export async function configuredChain(db: Database, companyId: string, type: string): Promise<ChainStepConfig[]> {
  const [row] = await db
    .select({ steps: approvalChains.steps })
    .from(approvalChains)
    .where(and(eq(approvalChains.companyId, companyId), eq(approvalChains.orderType, type)))
    .limit(1);
  return row?.steps ?? [];
}

/**
 * Chain configuration -> approver ids, at submit time: department heads are resolved now (a later
 * change of head does not move steps already created). Consecutive duplicates collapse into one step.
 * A staff that is missing or inactive, or a department without a head, is a 400: the order must not
 * slip through unapproved.
 */
export async function resolveChain(db: Database, companyId: string, config: ChainStepConfig[]): Promise<string[]> {
  const staffIds = config.flatMap((s) => (s.kind === 'staff' && isGuid(s.staff_id) ? [s.staff_id] : []));
  const deptIds = config.flatMap((s) => (s.kind === 'department_head' && isGuid(s.department_id) ? [s.department_id] : []));
  const depts = deptIds.length
    ? await db
        .select({ id: departments.id, name: departments.name, head: departments.headStaffId })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), inArray(departments.id, deptIds)))
    : [];
  const heads = depts.flatMap((d) => (d.head ? [d.head] : []));
  const active = new Set(
    staffIds.length + heads.length
      ? (
          await db
            .select({ id: staff.id })
            .from(staff)
            .where(and(eq(staff.companyId, companyId), inArray(staff.id, [...staffIds, ...heads]), eq(staff.isActive, true)))
        ).map((r) => r.id)
      : [],
  );
  const out: string[] = [];
  for (const step of config) {
    let id: string;
    if (step.kind === 'staff') {
      if (!active.has(step.staff_id)) throw badRequest('审批流程配置有误：审批人不存在或已停用');
      id = step.staff_id;
    } else {
      const d = depts.find((x) => x.id === step.department_id);
      if (!d) throw badRequest('审批流程配置有误：部门不存在');
      if (!d.head || !active.has(d.head)) throw badRequest(`审批流程配置有误：${d.name}未设置负责人`);
      id = d.head;
    }
    if (out[out.length - 1] !== id) out.push(id);
  }
  return out;
}


/**
 * A chain the applicant chose himself (forms' approvers and departments): naming himself, or a
 * department he heads, is refused with a field error.
 */
export async function resolveChosenChain(db: Database, companyId: string, config: ChainStepConfig[], applicantId: string): Promise<string[]> {
  const errors: Record<string, string[]> = {};
  const ids = await resolveChain(db, companyId, config);
  if (config.some((s) => s.kind === 'staff' && s.staff_id === applicantId)) errors.approvers = [workflowMessages.selfApprover];
  const heads = await departmentHeads(db, companyId, config);
  if (config.some((s) => s.kind === 'department_head' && heads.get(s.department_id) === applicantId)) errors.departments = [workflowMessages.selfHeadedDepartment];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return ids;
}

/**
 * A configured chain: the applicant is never an approver of his own order. His steps are skipped
 * (the next step takes over); when that leaves no step, the company's fallback approver (its first
 * active admin other than him) takes the order, so it never slips through unapproved.
 */
export async function resolveConfiguredChain(db: Database, companyId: string, config: ChainStepConfig[], applicantId: string): Promise<string[]> {
  const ids = await resolveChain(db, companyId, config);
  const others = ids.filter((id) => id !== applicantId);
  // Skipping him may bring two steps of one approver together: they collapse as in resolveChain.
  const collapsed = others.filter((id, i) => others[i - 1] !== id);
  if (collapsed.length > 0 || ids.length === 0) return collapsed;
  const [fallback] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.role, 'admin'), eq(staff.isActive, true), sql`${staff.id} <> ${applicantId}`))
    .orderBy(asc(staff.phone), asc(staff.id))
    .limit(1);
  if (!fallback) throw badRequest(workflowMessages.noApprover);
  return [fallback.id];
}

async function departmentHeads(db: Database, companyId: string, config: ChainStepConfig[]): Promise<Map<string, string | null>> {
  const deptIds = config.flatMap((s) => (s.kind === 'department_head' && isGuid(s.department_id) ? [s.department_id] : []));
  if (deptIds.length === 0) return new Map();
  const rows = await db
    .select({ id: departments.id, head: departments.headStaffId })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, deptIds)));
  return new Map(rows.map((r) => [r.id, r.head]));
}
