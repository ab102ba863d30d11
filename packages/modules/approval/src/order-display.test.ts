import { describe, expect, it } from 'vitest';
import { approvalTime, currentStepIndex, eventActionLabel, normalizeOrderDetail, stepStateLabel, stepStatus } from './order-display.ts';
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
