import { describe, expect, it } from 'vitest';
import { orderStatusTable } from './order-status.ts';

describe('status tables from the order-type registry', () => {
  const forms = {
    type: 'forms',
    module: 'forms',
    name: '通用流程',
    statuses: [
      { code: -20, label: '已驳回' },
      { code: -10, label: '已取消' },
      { code: 10, label: '审批中' },
      { code: 20, label: '已通过' },
    ],
    in_approval: 10,
    after_approval: 20,
    rejected: -20,
    cancelled: -10,
    transitions: [],
  };

  it('labels and tones every code', () => {
    const table = orderStatusTable(forms);
    expect(table.get(-20)).toEqual({ label: '已驳回', tone: 'danger' });
    expect(table.get(-10)).toEqual({ label: '已取消', tone: 'default' });
    expect(table.get(10)).toEqual({ label: '审批中', tone: 'primary' });
    expect(table.get(20)).toEqual({ label: '已通过', tone: 'success' });
  });
});
