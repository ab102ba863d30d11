/**
 * Approvals that never stall (issue 41), on the order engine: urge (催办), add a signer (加签),
 * approve in batches, and the sweep that reminds waiting approvers and acts on time-outs. Every
 * family's orders get them through `ctx.orders`; each is a transaction with the engine's
 * "only one may win" checks, and every action is in the order's history.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { APPROVAL_ACTIONS, URGE_INTERVAL_MS, hubDateTime, type BatchApproveResult, type OrderUrgeResult } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { companies, departments, staff } from '../db/schema.ts';
import { inCompany } from '../db/scoped.ts';
import { HttpError, badRequest, fieldError } from '../errors.ts';
import { isGuid } from '../crypto.ts';
import { checkAttachments } from '../files/service.ts';
import { staffBriefs } from '../directory/directory.ts';
import { approvalSteps, orders, type StepTimeoutConfig } from './schema.ts';
import { orderType, statusLabel } from './order-types.ts';
import { forbiddenWith, requireTurn, workflowMessages, type Actor, type OrderContext, type StepRow } from './policy.ts';
import { approvalMessage, deliver, type PendingPush } from './notifications.ts';
import { OrderTransitions } from './transitions.ts';
import { companiesWithDelegations, refreshDelegates } from './delegation.ts';
import { DEFAULT_REMINDER_HOURS, inWorkingHours, loadApprovalSettings, timeoutOf } from './settings.ts';

/** The words of an HttpError's body (detail, the first general or field message). */
export function refusalText(err: unknown): string {
  if (!(err instanceof HttpError)) return '系统异常';
  const body = err.body;
  if (typeof body.detail === 'string') return body.detail;
  for (const value of Object.values(body)) if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return err.message;
}

/** The engine's own actor for the sweep (it may see every order of the company). */
const systemActor = (companyId: string): Actor => ({ companyId, staffId: '', role: 'admin' });

/** What one sweep did (the tests read it; the job logs it). */
export interface SweepReport {
  reminded: number;
  timedOut: number;
}

/**
 * What one sweep covers. `companyId`: that company alone (an administrator's sweep). `timeoutsOnly`:
 * no reminders and no delegation refresh (a demo server's sweep at another instant: its reminders
 * would push people about periods nobody waited, and its day's delegations are not today's).
 * `silent`: claim the reminder periods due without pushing.
 */
export interface SweepOptions {
  silent?: boolean;
  companyId?: string;
  timeoutsOnly?: boolean;
}

/** The one order workflow (`ctx.orders`): reads, transitions and the actions of issue 41. */
export class OrderWorkflow extends OrderTransitions {
  /**
   * The applicant urges the pending step: its approver (and delegate) are pushed, at most once per
   * step per hour. The claim is one conditional UPDATE of the step, so of 50 urges at once one
   * pushes and the others are told when the next may be sent.
   */
  async urge(actor: Actor, orderId: string, comment?: string, attachments: readonly string[] = []): Promise<OrderUrgeResult> {
    const now = this.now();
    const pushes: PendingPush[] = [];
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const { order, def, steps } = await this.load(tx, actor, orderId);
      if (order.applicantId !== actor.staffId) throw forbiddenWith(workflowMessages.onlyApplicantUrges);
      const pending = steps.find((s) => s.state === 'pending');
      if (order.status !== def.inApproval || !pending)
        throw badRequest(`${workflowMessages.notInApproval}（当前状态：${statusLabel(def, order.status)}）`);
      const claimed = await tx
        .update(approvalSteps)
        .set({ urgedAt: now })
        .where(
          and(
            inCompany(approvalSteps, order.companyId, eq(approvalSteps.id, pending.id)),
            sql`${approvalSteps.state} = 'pending'`,
            or(isNull(approvalSteps.urgedAt), lte(approvalSteps.urgedAt, new Date(now.getTime() - URGE_INTERVAL_MS))),
          ),
        )
        .returning({ id: approvalSteps.id });
      if (claimed.length === 0) {
        const [row] = await tx
          .select({ urgedAt: approvalSteps.urgedAt })
          .from(approvalSteps)
          .where(inCompany(approvalSteps, order.companyId, eq(approvalSteps.id, pending.id)));
        const next = new Date((row?.urgedAt ?? now).getTime() + URGE_INTERVAL_MS);
        throw badRequest(workflowMessages.urgeTooSoon((hubDateTime(next) ?? '').slice(11, 16)));
      }
      const remark = comment || null;
      await checkAttachments(tx, actor, attachments);
      await this.event(tx, order, actor.staffId, 'urge', order.status, order.status, remark, null, attachments);
      const applicant = (await staffBriefs(tx, order.companyId, [order.applicantId])).get(order.applicantId)?.name ?? '';
      const content = `${applicant}催办${def.name}「${order.title}」，请尽快审批${remark ? `：${remark}` : ''}`;
      for (const staffId of [pending.approverId, ...(pending.delegateId ? [pending.delegateId] : [])])
        pushes.push({ staffId, message: approvalMessage(order, def, APPROVAL_ACTIONS.approve, '催办', content) });
    });
    await deliver(this.push, this.log, actor.companyId, pushes);
    const next = new Date(now.getTime() + URGE_INTERVAL_MS);
    return { urged_at: now.toISOString(), next_urge_at: next.toISOString(), next_urge_time: hubDateTime(next) ?? '' };
  }

  /**
   * The pending approver (or his delegate) adds approvers before himself (前加签: they go first and
   * the order comes back to him) or after himself (后加签: he passes his step and they follow).
   */
  async addSigner(
    actor: Actor,
    orderId: string,
    staffIds: readonly string[],
    position: 'before' | 'after',
    comment?: string,
  ): Promise<void> {
    const wanted = [...new Set(staffIds)];
    await this.decide(actor, orderId, async (tx, loaded) => {
      const { order, def, steps } = loaded;
      const { step, onBehalfOf } = requireTurn(order, def, steps, actor);
      if (wanted.some((id) => id === actor.staffId || id === step.approverId)) throw fieldError('staff_ids', workflowMessages.signerSelf);
      if (wanted.includes(order.applicantId)) throw fieldError('staff_ids', workflowMessages.signerApplicant);
      const valid = wanted.filter(isGuid);
      const found = valid.length
        ? await tx
            .select({ id: staff.id, name: staff.name })
            .from(staff)
            .where(inCompany(staff, order.companyId, inArray(staff.id, valid), eq(staff.isActive, true)))
        : [];
      if (found.length !== wanted.length) throw fieldError('staff_ids', workflowMessages.signerUnknown);
      const names = wanted.map((id) => found.find((f) => f.id === id)?.name ?? '').join('、');
      const now = this.now();
      const remark = `${position === 'before' ? '前加签' : '后加签'}：${names}${comment ? `；${comment}` : ''}`;
      if (position === 'before') {
        const updated = await this.move(tx, order, order.status, {});
        const delegate = await this.insertSteps(tx, order, step.seq - 1, wanted, 'pending', now);
        await this.setStep(tx, step, { state: 'waiting', pendingSince: null, delegateId: null });
        await this.event(tx, order, actor.staffId, 'add_signer', order.status, order.status, remark, onBehalfOf);
        return this.toTurn(tx, updated, def, wanted[0] as string, delegate, APPROVAL_ACTIONS.approve);
      }
      await this.insertSteps(tx, order, step.seq, wanted, 'waiting', now);
      await this.event(tx, order, actor.staffId, 'add_signer', order.status, order.status, remark, onBehalfOf);
      const fresh = await this.load(tx, actor, orderId);
      const mine = fresh.steps.find((s) => s.id === step.id) as StepRow;
      return this.pass(tx, fresh, mine, { actorId: actor.staffId, onBehalfOf }, comment || null);
    });
  }

  /**
   * Approves many orders with one comment: each its own transition (its own transaction), so one
   * that fails (withdrawn meanwhile, handled by someone else) undoes nothing; each failure is
   * listed with its reason.
   */
  async batchApprove(actor: Actor, ids: readonly string[], comment?: string): Promise<BatchApproveResult> {
    const unique = [...new Set(ids)];
    const valid = unique.filter(isGuid);
    const titles = new Map(
      valid.length
        ? (
            await this.db
              .select({ id: orders.id, title: orders.title })
              .from(orders)
              .where(inCompany(orders, actor.companyId, inArray(orders.id, valid)))
          ).map((r) => [r.id, r.title])
        : [],
    );
    const result: BatchApproveResult = { approved: [], failed: [] };
    for (const id of unique) {
      const title = titles.get(id) ?? '';
      try {
        await this.approve(actor, id, comment);
        result.approved.push({ id, title });
      } catch (err) {
        if (!(err instanceof HttpError)) this.log.error({ err, orderId: id }, 'batch approval failed');
        result.failed.push({ id, title, reason: refusalText(err) });
      }
    }
    return result;
  }

  /**
   * The job (every minute on every server; tests call it on an injected clock): delegations that
   * start or end, reminders in working hours (once per step and period: a conditional UPDATE claims
   * the period), and time-outs (a transition by 系统 with the engine's version check, so a human
   * approval at the same instant and the time-out have one outcome). Two servers on one PostgreSQL
   * split the work; nothing fires twice. A server's first sweep after it starts is `silent`: the
   * periods it missed while down are not sent in a burst.
   */
  async sweepStalledSteps(now: Date = this.now(), options: SweepOptions = {}): Promise<SweepReport> {
    const report: SweepReport = { reminded: 0, timedOut: 0 };
    const only = (ids: string[]) => (options.companyId === undefined ? ids : ids.filter((id) => id === options.companyId));
    if (!options.timeoutsOnly)
      for (const companyId of only(await companiesWithDelegations(this.db, now)))
        await this.db.transaction(async (t) => refreshDelegates(t as unknown as Database, companyId, now));
    const all = only((await this.db.select({ id: companies.companyId }).from(companies)).map((c) => c.id));
    for (const companyId of all) {
      const settings = await loadApprovalSettings(this.db, companyId);
      if (!options.timeoutsOnly && inWorkingHours(settings, now))
        report.reminded += await this.remind(companyId, settings.reminder_hours, now, options.silent === true);
      if (Object.values(settings.timeouts).some((list) => list.length > 0)) {
        const due = await this.dueTimeouts(companyId, settings, now);
        for (const item of due) if (await this.timeOut(companyId, item.orderId, item.stepId, item.config, now)) report.timedOut += 1;
      }
    }
    return report;
  }

  /** Claims every due reminder period of the company's pending steps and pushes their approvers (and delegates). */
  private async remind(companyId: string, reminderHours: Record<string, number>, now: Date, silent: boolean): Promise<number> {
    const hours = sql`COALESCE((${JSON.stringify(reminderHours)}::jsonb ->> ${orders.orderType})::numeric, 24)`;
    const periods = sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${approvalSteps.pendingSince})) / (${hours} * 3600))::int`;
    const claimed = await this.db
      .update(approvalSteps)
      .set({ reminded: periods })
      .from(orders)
      .where(
        and(
          eq(approvalSteps.companyId, companyId),
          sql`${approvalSteps.state} = 'pending'`,
          eq(orders.companyId, approvalSteps.companyId),
          eq(orders.id, approvalSteps.orderId),
          sql`${periods} > ${approvalSteps.reminded}`,
        ),
      )
      .returning({ orderId: approvalSteps.orderId, approverId: approvalSteps.approverId, delegateId: approvalSteps.delegateId });
    if (claimed.length === 0 || silent) return claimed.length;
    const rows = await this.db
      .select()
      .from(orders)
      .where(
        inCompany(
          orders,
          companyId,
          inArray(
            orders.id,
            claimed.map((c) => c.orderId),
          ),
        ),
      );
    const byId = new Map(rows.map((o) => [o.id, o]));
    const pushes: PendingPush[] = [];
    for (const c of claimed) {
      const order = byId.get(c.orderId);
      const def = order ? orderType(order.orderType) : undefined;
      if (!order || !def) continue;
      const content = `${def.name}「${order.title}」已等待${reminderHours[order.orderType] ?? DEFAULT_REMINDER_HOURS}小时以上，请尽快审批`;
      for (const staffId of [c.approverId, ...(c.delegateId ? [c.delegateId] : [])])
        pushes.push({ staffId, message: approvalMessage(order, def, APPROVAL_ACTIONS.approve, '审批提醒', content) });
    }
    await deliver(this.push, this.log, companyId, pushes);
    return claimed.length;
  }

  /** Pending steps of the company whose time-out has come (its seq's, else its order type's every-step one). */
  private async dueTimeouts(
    companyId: string,
    settings: Awaited<ReturnType<typeof loadApprovalSettings>>,
    now: Date,
  ): Promise<{ orderId: string; stepId: string; config: StepTimeoutConfig }[]> {
    const types = Object.keys(settings.timeouts).filter((type) => (settings.timeouts[type] ?? []).length > 0);
    const shortest = Math.min(...types.flatMap((type) => (settings.timeouts[type] ?? []).map((c) => c.after_hours)));
    const candidates = await this.db
      .select({
        stepId: approvalSteps.id,
        orderId: approvalSteps.orderId,
        seq: approvalSteps.seq,
        since: approvalSteps.pendingSince,
        type: orders.orderType,
      })
      .from(approvalSteps)
      .innerJoin(orders, and(eq(orders.companyId, approvalSteps.companyId), eq(orders.id, approvalSteps.orderId)))
      .where(
        and(
          eq(approvalSteps.companyId, companyId),
          sql`${approvalSteps.state} = 'pending'`,
          lte(approvalSteps.pendingSince, new Date(now.getTime() - shortest * 3600_000)),
          inArray(orders.orderType, types),
        ),
      )
      .limit(1000);
    return candidates.flatMap((c) => {
      const config = timeoutOf(settings, c.type, c.seq);
      if (!config || !c.since || c.since.getTime() + config.after_hours * 3600_000 > now.getTime()) return [];
      return [{ orderId: c.orderId, stepId: c.stepId, config }];
    });
  }

  /**
   * One time-out, by 系统: approve, reject, or hand the step to the approver's department head or a
   * named person. The step must still be the pending one and the order's version unchanged (a human
   * who acted first wins: then nothing happens). Answers whether it acted.
   */
  private async timeOut(companyId: string, orderId: string, stepId: string, config: StepTimeoutConfig, now: Date): Promise<boolean> {
    const why = `超过${config.after_hours}小时未处理`;
    try {
      const pushes = await this.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const loaded = await this.load(tx, systemActor(companyId), orderId, true);
        const step = loaded.steps.find((s) => s.state === 'pending');
        if (!step || step.id !== stepId || loaded.order.status !== loaded.def.inApproval) return null;
        const system = { actorId: null, onBehalfOf: null };
        if (config.action === 'approve') return this.pass(tx, loaded, step, system, '超时自动通过', `${why}，系统自动通过`);
        if (config.action === 'reject') return this.refuse(tx, loaded, step, system, '超时未处理，系统自动驳回', `${why}，系统自动驳回`);
        const target = await this.timeoutTarget(tx, loaded, step, config);
        if (!target) return null;
        return this.handOver(tx, loaded, step, target, `${why}，转交给${target.name}`, now);
      });
      if (pushes === null) return false;
      await deliver(this.push, this.log, companyId, pushes);
      return true;
    } catch (err) {
      // Another server or a human acted first (409), or the order moved on: nothing to do.
      if (err instanceof HttpError) return false;
      throw err;
    }
  }

  /** Who a timed-out step goes to: the approver's department head, or the named person (never the approver or the applicant). */
  private async timeoutTarget(
    tx: Database,
    { order }: OrderContext,
    step: StepRow,
    config: StepTimeoutConfig,
  ): Promise<{ id: string; name: string } | null> {
    let targetId: string | null | undefined = config.staff_id;
    if (config.action === 'department_head') {
      const [row] = await tx
        .select({ head: departments.headStaffId })
        .from(staff)
        .innerJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)))
        .where(inCompany(staff, order.companyId, eq(staff.id, step.approverId)))
        .limit(1);
      targetId = row?.head;
    }
    if (!targetId || !isGuid(targetId) || targetId === step.approverId || targetId === order.applicantId) {
      this.log.warn({ orderId: order.id, stepId: step.id }, 'approval time-out has nobody to hand the step to');
      return null;
    }
    const [target] = await tx
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(inCompany(staff, order.companyId, eq(staff.id, targetId), eq(staff.isActive, true)))
      .limit(1);
    return target ?? null;
  }

  /** 系统 hands the step to `target`: the step is transferred, a pending step of his follows. */
  private async handOver(
    tx: Database,
    { order, def }: OrderContext,
    step: StepRow,
    target: { id: string; name: string },
    remark: string,
    now: Date,
  ): Promise<PendingPush[]> {
    const updated = await this.move(tx, order, order.status, {});
    // No acted_at: the approver did not act, so the step stays out of his 我已审批.
    await this.setStep(tx, step, { state: 'transferred', comment: remark, transferredTo: target.id });
    const delegate = await this.insertSteps(tx, order, step.seq, [target.id], 'pending', now);
    await this.event(tx, order, null, 'timeout', order.status, order.status, remark);
    return this.toTurn(tx, updated, def, target.id, delegate, APPROVAL_ACTIONS.transfer);
  }
}
