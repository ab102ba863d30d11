import type { FormTemplate, OrderDetail, OrderSummary } from '@campus/contracts';

/** Orders and templates for the module's unit tests. */

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'o-1',
    order_type: 'forms',
    order_type_name: '通用流程',
    module: 'forms',
    title: '出差申请',
    status: 10,
    status_label: '审批中',
    applicant: { id: 's-5', name: '普通员工', department: '信息中心' },
    reject_reason: null,
    created_at: '2026-03-01T01:02:03.000Z',
    updated_at: '2026-03-01T01:02:03.000Z',
    approved_at: null,
    approve_time: null,
    created_time: '2026-03-01 09:02:03',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    fields: [
      { label: '事由', value: '客户拜访' },
      { label: '天数', value: '3' },
    ],
    data: {},
    steps: [
      {
        seq: 1,
        approver: { id: 's-4', name: '审批人', department: '行政部' },
        state: 'approved',
        comment: '同意出差',
        acted_at: '2026-03-01T02:30:59.000Z',
        act_time: '2026-03-01 10:30:59',
        transferred_to: null,
      },
      {
        seq: 2,
        approver: { id: 's-0', name: '演示员工', department: '行政部' },
        state: 'pending',
        comment: null,
        acted_at: null,
        act_time: null,
        transferred_to: null,
      },
    ],
    events: [
      {
        id: 'e-1',
        action: 'submit',
        actor: { id: 's-5', name: '普通员工' },
        from_status: null,
        from_label: null,
        to_status: 10,
        to_label: '审批中',
        remark: null,
        created_at: '2026-03-01T01:02:03.000Z',
        created_time: '2026-03-01 09:02:03',
      },
    ],
    can: { can_approve: false, can_reject: false, can_transfer: false, can_cancel: false, transitions: [] },
    ...overrides,
  };
}

export function formTemplate(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return {
    id: 't-1',
    name: '通用申请',
    description: '适用于一般事项的申请',
    fields: [
      { key: 'reason', label: '事由', type: 'text', required: true },
      { key: 'detail', label: '详细说明', type: 'textarea', required: false },
      { key: 'days', label: '天数', type: 'number', required: false },
      { key: 'start', label: '开始日期', type: 'date', required: false },
      { key: 'kind', label: '类别', type: 'select', options: ['事假', '公出'], required: false },
    ],
    ...overrides,
  };
}
