/**
 * The order engine's transitions (issue "Orders and approvals"): submit, approve, reject, transfer, cancel
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
import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APPROVAL_ACTIONS } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { badRequest, fieldError } from '../errors.ts';
import type { PushService } from '../push/service.ts';
import { activeStaff } from '../directory/directory.ts';
import { isGuid } from '../crypto.ts';
import { approvalSteps, orderEvents, orders, type ApprovalStepStateValue, type ChainStepConfig, type OrderPayload } from './schema.ts';
import { orderType, statusLabel, type OrderRow } from './order-types.ts';
import {
  conflict,
  forbiddenWith,
  mayRun,
  refusalOf,
  requirePendingStep,
  workflowMessages,
  type Actor,
  type OrderContext,
  type StepRow,
} from './policy.ts';
import { configuredChain, resolveChosenChain, resolveConfiguredChain } from './chain.ts';
import {
  approvedNotice,
  cancelledNotice,
  deliver,
  rejectedNotice,
  toApprover,
  transitionNotice,
  type PendingPush,
} from './notifications.ts';
import { OrderQueries } from './queries.ts';
import { inCompany } from '../db/scoped.ts';

/** What a family's endpoint adds to one of its transitions (runTransition). */
export interface ModuleTransition {
  /** The data the order type's onTransition hook reads (e.g. the bed a dorm order is assigned). */
  input?: Readonly<Record<string, unknown>>;
  /** Inside the transition's transaction, after the order moved: the family's own rows (throw to refuse); pushes to send after the commit. */
  apply?: (tx: Database, order: OrderRow) => Promise<PendingPush[] | void>;
}

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

/** The one order workflow (`ctx.orders`): the reads of OrderQueries and every transition. */
export class OrderWorkflow extends OrderQueries {
  constructor(
    db: Database,
    private readonly push: PushService,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    super(db);
  }

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
      await def.hooks?.afterSubmit?.({ tx, order: row, actorId: actor.staffId });
      await this.event(tx, row, actor.staffId, 'submit', null, status, approvers.length > 0 ? null : workflowMessages.autoApproved);
      if (approvers.length === 0) await def.hooks?.onApproved?.({ tx, order: row, actorId: actor.staffId });
      const first = approvers[0];
      if (first) pushes.push(await toApprover(tx, row, def, first, APPROVAL_ACTIONS.approve));
    });
    await deliver(this.push, this.log, actor.companyId, pushes);
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
      if (next) return [await toApprover(tx, updated, def, next.approverId, APPROVAL_ACTIONS.approve)];
      await def.hooks?.onApproved?.({ tx, order: updated, actorId: actor.staffId });
      return [approvedNotice(updated, def)];
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
      await def.hooks?.onTransition?.({
        tx,
        order: updated,
        actorId: actor.staffId,
        action: 'reject',
        from: order.status,
        to: def.rejected,
      });
      return [rejectedNotice(updated, def, reason)];
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
        .where(inCompany(approvalSteps, order.companyId, eq(approvalSteps.orderId, order.id), gt(approvalSteps.seq, pending.seq)));
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
      return [await toApprover(tx, updated, def, target.id, APPROVAL_ACTIONS.transfer, actor.staffId)];
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
      await def.hooks?.onTransition?.({
        tx,
        order: updated,
        actorId: actor.staffId,
        action: 'cancel',
        from: order.status,
        to: def.cancelled,
      });
      if (!pending) return [];
      return [await cancelledNotice(tx, updated, def, pending.approverId)];
    });
  }

  /**
   * A later transition of the registry (collect, assign, check_in, start_use ...), by the applicant or
   * an admin as registered. A family's own endpoint passes `module`: the data its hook reads (`input`,
   * e.g. the bed of a `viaModule` transition), and `apply` to write its own rows in the same
   * transaction; with it, `by: 'module'` transitions run (the family has checked who may act: a driver may).
   */
  async runTransition(actor: Actor, orderId: string, action: string, remark?: string, module?: ModuleTransition): Promise<void> {
    await this.transition(
      actor,
      orderId,
      async (tx, { order, def }) => {
        const named = def.transitions.filter((t) => t.action === action);
        if (named.length === 0) throw fieldError('action', workflowMessages.unknownAction);
        if (!module && named.some((t) => t.viaModule)) throw fieldError('action', workflowMessages.viaModuleOnly);
        const t = named.find((x) => x.from === order.status);
        if (!t) throw badRequest(`${workflowMessages.illegal}（当前状态：${statusLabel(def, order.status)}）`);
        const allowed = t.by === 'module' ? module !== undefined : mayRun(t, order, actor);
        if (!allowed) throw forbiddenWith(refusalOf(t));
        const updated = await this.move(tx, order, t.to, {});
        await this.event(tx, order, actor.staffId, t.action, order.status, t.to, remark || null);
        await def.hooks?.onTransition?.({
          tx,
          order: updated,
          actorId: actor.staffId,
          action: t.action,
          from: order.status,
          to: t.to,
          ...(module?.input ? { input: module.input } : {}),
        });
        const extra = (await module?.apply?.(tx, updated)) ?? [];
        if (order.applicantId === actor.staffId) return extra;
        return [transitionNotice(updated, def, t), ...extra];
      },
      module !== undefined,
    );
  }

  // ------------------------------------------------------------------------------------------
  // Internals

  /** Runs one transition: load (404 when the caller may not see it), the body in a transaction, pushes after the commit. */
  private async transition(
    actor: Actor,
    orderId: string,
    body: (tx: Database, loaded: OrderContext) => Promise<PendingPush[]>,
    viaModule = false,
  ): Promise<void> {
    const pushes = await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const loaded = await this.load(tx, actor, orderId, viaModule);
      return body(tx, loaded);
    });
    await deliver(this.push, this.log, actor.companyId, pushes);
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
          inCompany(orders, order.companyId),
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

  private async setStep(
    tx: Database,
    step: StepRow,
    values: Partial<Pick<StepRow, 'state' | 'comment' | 'actedAt' | 'pendingSince' | 'transferredTo'>>,
  ): Promise<void> {
    await tx
      .update(approvalSteps)
      .set(values)
      .where(inCompany(approvalSteps, step.companyId, eq(approvalSteps.id, step.id)));
    // Acting makes this his latest step on the order: his earlier ones leave his done list.
    if (values.actedAt)
      await tx
        .update(approvalSteps)
        .set({ superseded: true })
        .where(
          inCompany(
            approvalSteps,
            step.companyId,
            eq(approvalSteps.orderId, step.orderId),
            eq(approvalSteps.approverId, step.approverId),
            ne(approvalSteps.id, step.id),
            isNotNull(approvalSteps.actedAt),
          ),
        );
  }

  private async cancelOpenSteps(tx: Database, order: OrderRow): Promise<void> {
    await tx
      .update(approvalSteps)
      .set({ state: 'cancelled' })
      .where(
        and(
          inCompany(approvalSteps, order.companyId),
          eq(approvalSteps.orderId, order.id),
          inArray(approvalSteps.state, ['pending', 'waiting']),
        ),
      );
  }

  private async event(
    tx: Database,
    order: OrderRow,
    actorId: string,
    action: string,
    from: number | null,
    to: number,
    remark: string | null,
  ): Promise<void> {
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
}
