import type { ApprovalStepState, OrderCan, OrderDetail, OrderEvent, OrderField, OrderStep } from '@campus/contracts';
import { formatApprovalTime } from '@campus/core';
import { ACTION_LABELS, STEP_STATE_LABELS, stepPassed } from './labels.ts';

/** Pure display rules of orders and approval chains (unit-tested without a DOM). */

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** antd-mobile Steps status of a chain step. */
export function stepStatus(state: ApprovalStepState | string): StepStatus {
  switch (state) {
    case 'approved':
    case 'transferred':
      return 'finish';
    case 'pending':
      return 'process';
    case 'rejected':
      return 'error';
    default:
      return 'wait';
  }
}

export function stepStateLabel(state: ApprovalStepState | string): string {
  return (STEP_STATE_LABELS as Record<string, string>)[state] ?? state;
}

/** The index antd-mobile Steps treats as current: the pending step, else the last step acted on. */
export function currentStepIndex(steps: readonly Pick<OrderStep, 'state'>[]): number {
  const pending = steps.findIndex((step) => step.state === 'pending');
  if (pending >= 0) return pending;
  let last = -1;
  steps.forEach((step, index) => {
    if (step.state !== 'waiting') last = index;
  });
  return Math.max(last, 0);
}

/** The words of an audit-trail action: the workflow's own, a registry transition's name, else the action itself. */
export function eventActionLabel(event: Pick<OrderEvent, 'action'>, transitionNames: ReadonlyMap<string, string> = new Map()): string {
  return (ACTION_LABELS as Record<string, string>)[event.action] ?? transitionNames.get(event.action) ?? event.action;
}

/**
 * What an audit-trail entry says happened, under its actor and action (issue 34): the status move
 * ('审批中 → 已通过'); for a step approved with more to come, where the status stays 审批中, which
 * step of the chain above passed and whose turn it became ('第 1 步通过，待 演示员工 审批'); nothing
 * for a move that is none (a transfer's remark names the new approver).
 */
export function eventOutcome(
  event: Pick<OrderEvent, 'action' | 'actor' | 'from_status' | 'from_label' | 'to_status' | 'to_label' | 'created_at' | 'on_behalf_of'>,
  steps: readonly OrderStep[],
): string {
  if (event.from_status !== event.to_status) return event.from_label ? `${event.from_label} → ${event.to_label}` : event.to_label;
  if (event.action !== 'approve') return '';
  const chain = [...steps].sort((a, b) => a.seq - b.seq);
  // the actor's approved step acted on when the event was written (one person may hold two steps)
  const at = Date.parse(event.created_at);
  // a delegate approves the step of the approver he acts for
  const holder = event.on_behalf_of?.id ?? event.actor.id;
  let index = -1;
  chain.forEach((step, i) => {
    if (step.state !== 'approved' || step.approver.id !== holder || step.acted_at === null) return;
    const best = chain[index]?.acted_at;
    if (index < 0 || (best && Math.abs(Date.parse(step.acted_at) - at) < Math.abs(Date.parse(best) - at))) index = i;
  });
  if (index < 0) return '';
  // the step after it became pending then; a later transfer of it adds its step after it, not before
  return stepPassed(index + 1, chain[index + 1]?.approver.name ?? null);
}

/** Spec 3 display rule for every approval time: first 16 characters, or '--'. */
export const approvalTime = (value: string | null | undefined): string => formatApprovalTime(value ?? null);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value.filter(isRecord) as T[]) : []);

/**
 * An order detail as the screen reads it, whatever the server sent: lists
 * that are missing become empty, missing `can` flags allow nothing. An answer
 * that is not an order (no id) is null, which the screen shows as empty.
 */
export function normalizeOrderDetail(raw: unknown): OrderDetail | null {
  if (!isRecord(raw) || (typeof raw.id !== 'string' && typeof raw.id !== 'number')) return null;
  const can = isRecord(raw.can) ? raw.can : {};
  return {
    ...(raw as unknown as OrderDetail),
    id: String(raw.id),
    fields: list<OrderField>(raw.fields),
    steps: list<OrderStep>(raw.steps),
    events: list<OrderEvent>(raw.events),
    data: isRecord(raw.data) ? raw.data : {},
    applicant: isRecord(raw.applicant) ? (raw.applicant as OrderDetail['applicant']) : { id: '', name: '', department: null },
    can: {
      can_approve: can.can_approve === true,
      can_reject: can.can_reject === true,
      can_transfer: can.can_transfer === true,
      can_cancel: can.can_cancel === true,
      transitions: list<OrderCan['transitions'][number]>(can.transitions),
      // issue 41's flags, when the server sent them
      ...(can.can_urge === undefined ? {} : { can_urge: can.can_urge === true }),
      ...(typeof can.urge_available_time === 'string' ? { urge_available_time: can.urge_available_time } : {}),
      ...(can.can_add_signer === undefined ? {} : { can_add_signer: can.can_add_signer === true }),
    },
  };
}
