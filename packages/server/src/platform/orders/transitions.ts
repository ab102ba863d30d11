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
import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { checkAttachments } from '../files/service.ts';
import type { FastifyBaseLogger } from 'fastify';
import { APPROVAL_ACTIONS, type ApprovalAction } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { HttpError, badRequest, fieldError } from '../errors.ts';
import type { PushService } from '../push/service.ts';
import { activeStaff, staffBriefs } from '../directory/directory.ts';
import { isGuid } from '../crypto.ts';
import { approvalSteps, orderEvents, orders, type ApprovalStepStateValue, type ChainStepConfig, type OrderPayload } from './schema.ts';
import { orderType, statusLabel, type OrderRow, type OrderTypeDef } from './order-types.ts';
import {
  conflict,
  forbiddenWith,
  mayRun,
  refusalOf,
  requireTurn,
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
import { configuredCopies, copyOrder } from './copies.ts';
import { delegateFor } from './delegation.ts';
import { loadApprovalSettings } from './settings.ts';
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
  /** People the module copies at submission (抄送), besides those of the company's chain. */
  copyTo?: readonly string[];
}

/** Who records a step's decision: a person (and whom he acted for), or 系统 (actorId null). */
export interface Decider {
  actorId: string | null;
  onBehalfOf: string | null;
  /** Photos and files of the decision's comment (file ids, checked as the actor's uploads). */
  attachments?: readonly string[];
}

/** The order workflow's transitions (submit, approve, reject, transfer, cancel, later ones); `OrderWorkflow` (actions.ts) adds issue 41's. */
export class OrderTransitions extends OrderQueries {
  constructor(
    db: Database,
    protected readonly push: PushService,
    protected readonly now: () => Date,
    protected readonly log: FastifyBaseLogger,
  ) {
    super(db, now);
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
      const firstDelegate = approvers[0] ? await delegateFor(tx, actor.companyId, approvers[0], actor.staffId, now) : null;
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
            delegateId: i === 0 ? firstDelegate : null,
            createdAt: now,
          })),
        );
      }
      await def.hooks?.afterSubmit?.({ tx, order: row, actorId: actor.staffId });
      await this.event(tx, row, actor.staffId, 'submit', null, status, approvers.length > 0 ? null : workflowMessages.autoApproved);
      if (approvers.length === 0) await def.hooks?.onApproved?.({ tx, order: row, actorId: actor.staffId });
      const first = approvers[0];
      if (first) pushes.push(...(await this.toTurn(tx, row, def, first, firstDelegate, APPROVAL_ACTIONS.approve)));
      const copied = [...(await configuredCopies(tx, actor.companyId, def.type, 'submit')), ...(input.copyTo ?? [])];
      if (approvers.length === 0) copied.push(...(await configuredCopies(tx, actor.companyId, def.type, 'approved')));
      pushes.push(...(await copyOrder(tx, row, def, copied, now)));
    });
    await deliver(this.push, this.log, actor.companyId, pushes);
    return id;
  }

  /** The pending approver approves: the next step becomes pending, or the order moves to afterApproval. */
  async approve(actor: Actor, orderId: string, comment?: string, attachments: readonly string[] = []): Promise<void> {
    await this.decide(actor, orderId, async (tx, { order, def, steps }) => {
      const { step, onBehalfOf } = requireTurn(order, def, steps, actor);
      await checkAttachments(tx, actor, attachments);
      return this.pass(tx, { order, def, steps }, step, { actorId: actor.staffId, onBehalfOf, attachments }, comment || null);
    });
  }

  /**
   * Passes the pending step (an approver, his delegate, or 系统 on a time-out): the next step becomes
   * pending (its approver and delegate pushed), or the order moves to afterApproval. A next step of
   * the same approver passes too when the company says so (on by default), recorded as 系统.
   */
  protected async pass(
    tx: Database,
    { order, def, steps }: OrderContext,
    pending: StepRow,
    by: Decider,
    comment: string | null,
    remark = comment,
  ): Promise<PendingPush[]> {
    const now = this.now();
    const waiting = (after: StepRow) => steps.find((s) => s.seq > after.seq && s.state === 'waiting');
    const repeated: StepRow[] = [];
    let next = waiting(pending);
    if (next?.approverId === pending.approverId && (await loadApprovalSettings(tx, order.companyId)).skip_repeated_approver) {
      while (next?.approverId === pending.approverId) {
        repeated.push(next);
        next = waiting(next);
      }
    }
    const to = next ? def.inApproval : def.afterApproval;
    const updated = await this.move(tx, order, to, next ? {} : { approvedAt: now });
    await this.setStep(tx, pending, { state: 'approved', comment, actedAt: now, actedBy: by.onBehalfOf ? by.actorId : null });
    await this.event(
      tx,
      order,
      by.actorId,
      'approve',
      order.status,
      repeated.length > 0 ? order.status : to,
      remark,
      by.onBehalfOf,
      by.attachments,
    );
    for (const [i, step] of repeated.entries()) {
      await this.setStep(tx, step, { state: 'approved', comment: workflowMessages.repeatedApprover, actedAt: now });
      await this.event(
        tx,
        order,
        null,
        'approve',
        order.status,
        i === repeated.length - 1 ? to : order.status,
        workflowMessages.repeatedApprover,
      );
    }
    if (next) {
      const delegate = await delegateFor(tx, order.companyId, next.approverId, order.applicantId, now);
      await this.setStep(tx, next, { state: 'pending', pendingSince: now, delegateId: delegate });
      return this.toTurn(tx, updated, def, next.approverId, delegate, APPROVAL_ACTIONS.approve);
    }
    await def.hooks?.onApproved?.({ tx, order: updated, actorId: by.actorId ?? order.applicantId });
    const copies = await copyOrder(tx, updated, def, await configuredCopies(tx, order.companyId, def.type, 'approved'), now);
    return [approvedNotice(updated, def), ...copies];
  }

  /** The pushes of a step arriving: its approver, and his delegate when he has one (both may act). */
  protected async toTurn(
    tx: Database,
    order: OrderRow,
    def: OrderTypeDef,
    approverId: string,
    delegateId: string | null,
    action: ApprovalAction,
    fromId?: string,
  ): Promise<PendingPush[]> {
    const pushes = [await toApprover(tx, order, def, approverId, action, fromId)];
    if (delegateId) pushes.push(await toApprover(tx, order, def, delegateId, action, fromId));
    return pushes;
  }

  /** The pending approver rejects with a reason: the order is rejected, the remaining steps cancelled. */
  async reject(actor: Actor, orderId: string, reason: string, attachments: readonly string[] = []): Promise<void> {
    if (!reason.trim()) throw fieldError('reason', workflowMessages.rejectReason);
    await this.decide(actor, orderId, async (tx, { order, def, steps }) => {
      const { step, onBehalfOf } = requireTurn(order, def, steps, actor);
      await checkAttachments(tx, actor, attachments);
      return this.refuse(tx, { order, def, steps }, step, { actorId: actor.staffId, onBehalfOf, attachments }, reason);
    });
  }

  /** Rejects at the pending step (an approver, his delegate, or 系统 on a time-out): the remaining steps are cancelled. */
  protected async refuse(
    tx: Database,
    { order, def }: OrderContext,
    pending: StepRow,
    by: Decider,
    reason: string,
    remark = reason,
  ): Promise<PendingPush[]> {
    const now = this.now();
    const updated = await this.move(tx, order, def.rejected, { rejectReason: reason });
    await this.setStep(tx, pending, { state: 'rejected', comment: reason, actedAt: now, actedBy: by.onBehalfOf ? by.actorId : null });
    await this.cancelOpenSteps(tx, order);
    await this.event(tx, order, by.actorId, 'reject', order.status, def.rejected, remark, by.onBehalfOf, by.attachments);
    await def.hooks?.onTransition?.({
      tx,
      order: updated,
      actorId: by.actorId ?? order.applicantId,
      action: 'reject',
      from: order.status,
      to: def.rejected,
    });
    return [rejectedNotice(updated, def, reason)];
  }

  /** The pending approver hands the step to another staff of the company: a new pending step follows the transferred one. */
  async transfer(actor: Actor, orderId: string, toStaffId: string, comment?: string): Promise<void> {
    await this.decide(actor, orderId, async (tx, { order, def, steps }) => {
      const { step: pending, onBehalfOf } = requireTurn(order, def, steps, actor);
      if (toStaffId === actor.staffId) throw fieldError('staff_id', workflowMessages.transferSelf);
      if (toStaffId === order.applicantId) throw fieldError('staff_id', workflowMessages.transferApplicant);
      const target = isGuid(toStaffId) ? await activeStaff(tx, order.companyId, toStaffId) : undefined;
      if (!target) throw fieldError('staff_id', workflowMessages.transferUnknown);
      const now = this.now();
      const updated = await this.move(tx, order, order.status, {});
      await this.setStep(tx, pending, {
        state: 'transferred',
        comment: comment || null,
        actedAt: now,
        transferredTo: target.id,
        actedBy: onBehalfOf ? actor.staffId : null,
      });
      const delegate = await this.insertSteps(tx, order, pending.seq, [target.id], 'pending', now);
      const remark = comment ? `转交给${target.name}：${comment}` : `转交给${target.name}`;
      await this.event(tx, order, actor.staffId, 'transfer', order.status, order.status, remark, onBehalfOf);
      return this.toTurn(tx, updated, def, target.id, delegate, APPROVAL_ACTIONS.transfer, actor.staffId);
    });
  }

  /**
   * Inserts steps right after `afterSeq` (later steps move down), the first `pending` (with its
   * delegate, answered) or all `waiting`.
   */
  protected async insertSteps(
    tx: Database,
    order: OrderRow,
    afterSeq: number,
    approverIds: readonly string[],
    firstState: 'pending' | 'waiting',
    now: Date,
  ): Promise<string | null> {
    // Make room (no unique key on seq, so one UPDATE is enough).
    await tx
      .update(approvalSteps)
      .set({ seq: sql`${approvalSteps.seq} + ${approverIds.length}` })
      .where(inCompany(approvalSteps, order.companyId, eq(approvalSteps.orderId, order.id), gt(approvalSteps.seq, afterSeq)));
    const first = approverIds[0];
    const delegate = firstState === 'pending' && first ? await delegateFor(tx, order.companyId, first, order.applicantId, now) : null;
    await tx.insert(approvalSteps).values(
      approverIds.map((approverId, i) => ({
        companyId: order.companyId,
        id: randomUUID(),
        orderId: order.id,
        seq: afterSeq + 1 + i,
        approverId,
        state: (i === 0 ? firstState : 'waiting') as ApprovalStepStateValue,
        pendingSince: i === 0 && firstState === 'pending' ? now : null,
        delegateId: i === 0 ? delegate : null,
        createdAt: now,
      })),
    );
    return delegate;
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
  protected async transition(
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

  /**
   * A decision on a step (approve, reject, transfer): when it loses to the approver's delegate (or
   * the approver, to his delegate), the caller is told who handled it (409 该审批已由X处理).
   */
  protected async decide(
    actor: Actor,
    orderId: string,
    body: (tx: Database, loaded: OrderContext) => Promise<PendingPush[]>,
  ): Promise<void> {
    try {
      await this.transition(actor, orderId, body);
    } catch (err) {
      if (!(err instanceof HttpError) || ![400, 403, 409].includes(err.statusCode)) throw err;
      const name = await this.handledBy(actor, orderId).catch(() => null);
      if (name) throw new HttpError(409, { detail: workflowMessages.handledBy(name) });
      throw err;
    }
  }

  /** The name of whoever decided the caller's latest step (as approver or delegate) when it was not him. */
  private async handledBy(actor: Actor, orderId: string): Promise<string | null> {
    const { steps } = await this.load(this.db, actor, orderId);
    const mine = steps
      .filter((s) => (s.approverId === actor.staffId || s.delegateId === actor.staffId) && s.actedAt !== null)
      .filter((s) => s.state === 'approved' || s.state === 'rejected' || s.state === 'transferred');
    const last = mine[mine.length - 1];
    if (!last) return null;
    const by = last.actedBy ?? last.approverId;
    if (by === actor.staffId) return null;
    return (await staffBriefs(this.db, actor.companyId, [by])).get(by)?.name ?? null;
  }

  /** The optimistic move: 0 rows means another transition won meanwhile (409). */
  protected async move(
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

  protected async setStep(
    tx: Database,
    step: StepRow,
    values: Partial<Pick<StepRow, 'state' | 'comment' | 'actedAt' | 'pendingSince' | 'transferredTo' | 'delegateId' | 'actedBy'>>,
  ): Promise<void> {
    await tx
      .update(approvalSteps)
      .set(values)
      .where(inCompany(approvalSteps, step.companyId, eq(approvalSteps.id, step.id)));
    // Acting makes this the latest step on the order of its approver and of whoever acted (his delegate):
    // their earlier ones leave their done lists (the approver's, and the actor's own or delegated steps).
    if (values.actedAt) {
      const actorId = values.actedBy ?? step.approverId;
      await tx
        .update(approvalSteps)
        .set({ superseded: true })
        .where(
          inCompany(
            approvalSteps,
            step.companyId,
            eq(approvalSteps.orderId, step.orderId),
            or(eq(approvalSteps.approverId, step.approverId), eq(approvalSteps.approverId, actorId), eq(approvalSteps.actedBy, actorId)),
            ne(approvalSteps.id, step.id),
            isNotNull(approvalSteps.actedAt),
          ),
        );
    }
  }

  protected async cancelOpenSteps(tx: Database, order: OrderRow): Promise<void> {
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

  /** One history entry: the actor (null: 系统), whom a delegate acted for, the move, the remark and its files. */
  protected async event(
    tx: Database,
    order: OrderRow,
    actorId: string | null,
    action: string,
    from: number | null,
    to: number,
    remark: string | null,
    onBehalfOf: string | null = null,
    attachments: readonly string[] = [],
  ): Promise<void> {
    await tx.insert(orderEvents).values({
      companyId: order.companyId,
      id: randomUUID(),
      orderId: order.id,
      actorId,
      onBehalfOf,
      action,
      fromStatus: from,
      toStatus: to,
      remark,
      attachments: [...attachments],
      createdAt: this.now(),
    });
  }
}
