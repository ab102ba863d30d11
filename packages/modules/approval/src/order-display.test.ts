import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderStep } from '@campus/contracts';
import {
  approvalTime,
  currentStepIndex,
  eventActionLabel,
  eventOutcome,
  normalizeOrderDetail,
  stepStateLabel,
  stepStatus,
} from './order-display.ts';
import { orderDetail } from './test-fixtures.ts';

describe('approval time (spec 3 display rule)', () => {
  it('shows the first 16 characters, or -- when absent', () => {
    expect(approvalTime('2026-03-01 10:30:59')).toBe('2026-03-01 10:30');
    expect(approvalTime(null)).toBe('--');
    expect(approvalTime(undefined)).toBe('--');
    expect(approvalTime('')).toBe('--');
  });
});

describe('chain steps', () => {
  it('names every state', () => {
    expect(['waiting', 'pending', 'approved', 'rejected', 'transferred', 'cancelled'].map(stepStateLabel)).toEqual([
      '等待中',
      '待审批',
      '已通过',
      '已驳回',
      '已转交',
      '已取消',
    ]);
  });

  it('maps states to antd-mobile Steps statuses', () => {
    expect(stepStatus('approved')).toBe('finish');
    expect(stepStatus('transferred')).toBe('finish');
    expect(stepStatus('pending')).toBe('process');
    expect(stepStatus('rejected')).toBe('error');
    expect(stepStatus('waiting')).toBe('wait');
    expect(stepStatus('cancelled')).toBe('wait');
  });

  it('the current step is the pending one, else the last acted on', () => {
    expect(currentStepIndex([{ state: 'approved' }, { state: 'pending' }, { state: 'waiting' }])).toBe(1);
    expect(currentStepIndex([{ state: 'approved' }, { state: 'rejected' }, { state: 'cancelled' }])).toBe(2);
    expect(currentStepIndex([])).toBe(0);
  });
});

describe('audit trail labels', () => {
  it('names workflow actions, registry transitions, else the action', () => {
    expect(eventActionLabel({ action: 'approve' })).toBe('同意');
    expect(eventActionLabel({ action: 'cancel' })).toBe('撤回');
    expect(eventActionLabel({ action: 'start_use' }, new Map([['start_use', '开始使用']]))).toBe('开始使用');
    expect(eventActionLabel({ action: 'mystery' })).toBe('mystery');
  });
});

describe('normalizeOrderDetail', () => {
  it('keeps a good order as it is', () => {
    const order = orderDetail();
    expect(normalizeOrderDetail(order)).toEqual(order);
  });

  it('fills missing lists and flags instead of crashing', () => {
    const normalized = normalizeOrderDetail({ id: 7, title: 'x', steps: null, can: { can_approve: 'yes' } });
    expect(normalized?.id).toBe('7');
    expect(normalized?.steps).toEqual([]);
    expect(normalized?.events).toEqual([]);
    expect(normalized?.fields).toEqual([]);
    expect(normalized?.can).toEqual({ can_approve: false, can_reject: false, can_transfer: false, can_cancel: false, transitions: [] });
  });

  it('an answer that is not an order is null', () => {
    expect(normalizeOrderDetail(null)).toBeNull();
    expect(normalizeOrderDetail('<html>')).toBeNull();
    expect(normalizeOrderDetail({ title: 'no id' })).toBeNull();
  });
});

describe('what an audit-trail entry says happened (issue 34)', () => {
  const step = (seq: number, id: string, name: string, state: OrderStep['state'], actedAt: string | null = null): OrderStep => ({
    seq,
    approver: { id, name, department: null },
    state,
    comment: null,
    acted_at: actedAt,
    act_time: null,
    transferred_to: null,
  });
  const event = (action: string, actor: string, from: [number, string] | null, to: [number, string], at: string): OrderEvent => ({
    id: `e-${action}-${at}`,
    action,
    actor: { id: actor, name: actor },
    from_status: from?.[0] ?? null,
    from_label: from?.[1] ?? null,
    to_status: to[0],
    to_label: to[1],
    remark: null,
    created_at: at,
    created_time: at,
  });
  const inApproval: [number, string] = [10, '审批中'];

  it('step 1 of two approved: 第 1 步通过，待 <next> 审批, never 审批中 → 审批中', () => {
    const steps = [step(1, 's-4', '审批人', 'approved', '2026-03-01T02:30:59.000Z'), step(2, 's-0', '演示员工', 'pending')];
    expect(eventOutcome(event('approve', 's-4', inApproval, inApproval, '2026-03-01T02:30:59.004Z'), steps)).toBe(
      '第 1 步通过，待 演示员工 审批',
    );
  });

  it('a status that moves reads as the move; the last step passing is 审批中 → 已通过; a submit its first status', () => {
    const steps = [step(1, 's-4', '审批人', 'approved', '2026-03-01T02:30:59.000Z')];
    expect(eventOutcome(event('approve', 's-4', inApproval, [20, '已通过'], '2026-03-01T02:30:59.000Z'), steps)).toBe('审批中 → 已通过');
    expect(eventOutcome(event('submit', 's-5', null, inApproval, '2026-03-01T01:00:00.000Z'), steps)).toBe('审批中');
  });

  it('after a transfer the step is counted as the chain shows it, and the next one is whose turn it became then', () => {
    // 审批人 handed step 1 to 维修员, who approved; 演示员工's step was next, later handed on to 巡检员
    const steps = [
      step(1, 's-4', '审批人', 'transferred', '2026-03-01T02:00:00.000Z'),
      step(2, 's-2', '维修员', 'approved', '2026-03-01T03:00:00.000Z'),
      step(3, 's-0', '演示员工', 'transferred', '2026-03-01T04:00:00.000Z'),
      step(4, 's-1', '巡检员', 'pending'),
    ];
    expect(eventOutcome(event('approve', 's-2', inApproval, inApproval, '2026-03-01T03:00:00.001Z'), steps)).toBe(
      '第 2 步通过，待 演示员工 审批',
    );
    // a transfer leaves the status where it was: its remark says to whom, no 审批中 → 审批中
    expect(eventOutcome(event('transfer', 's-4', inApproval, inApproval, '2026-03-01T02:00:00.000Z'), steps)).toBe('');
  });

  it('one person on two steps: the step acted on when the event was written', () => {
    const steps = [
      step(1, 's-4', '审批人', 'approved', '2026-03-01T02:00:00.000Z'),
      step(2, 's-0', '演示员工', 'approved', '2026-03-01T03:00:00.000Z'),
      step(3, 's-4', '审批人', 'approved', '2026-03-01T04:00:00.000Z'),
      step(4, 's-1', '巡检员', 'pending'),
    ];
    expect(eventOutcome(event('approve', 's-4', inApproval, inApproval, '2026-03-01T04:00:00.002Z'), steps)).toBe(
      '第 3 步通过，待 巡检员 审批',
    );
    expect(eventOutcome(event('approve', 's-4', inApproval, inApproval, '2026-03-01T02:00:00.002Z'), steps)).toBe(
      '第 1 步通过，待 演示员工 审批',
    );
  });
});
