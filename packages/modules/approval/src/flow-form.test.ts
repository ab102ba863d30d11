import { describe, expect, it } from 'vitest';
import { controlOf, fieldRules, formatDate, parseDate, toApiValue, toApiValues, toFlowSubmission } from './flow-form.ts';
import { formTemplate } from './test-fixtures.ts';

describe('flow form fields from a template', () => {
  it('picks the antd-mobile control of each field type', () => {
    expect(controlOf({ type: 'text' })).toBe('input');
    expect(controlOf({ type: 'textarea' })).toBe('textarea');
    expect(controlOf({ type: 'number' })).toBe('number');
    expect(controlOf({ type: 'date' })).toBe('date');
    expect(controlOf({ type: 'select', options: ['a', 'b'] })).toBe('selector');
    expect(controlOf({ type: 'select', options: ['1', '2', '3', '4', '5'] })).toBe('picker');
  });

  it('required fields get a required rule with 请填写/请选择 and the label', () => {
    expect(fieldRules({ key: 'reason', label: '事由', type: 'text', required: true })).toEqual([
      { required: true, message: '请填写事由', whitespace: true },
    ]);
    expect(fieldRules({ key: 'start', label: '开始日期', type: 'date', required: true })).toEqual([
      { required: true, message: '请选择开始日期' },
    ]);
    expect(fieldRules({ key: 'kind', label: '类别', type: 'select', options: ['a'], required: true })).toEqual([
      { required: true, message: '请选择类别', type: 'array' },
    ]);
    expect(fieldRules({ key: 'note', label: '备注', type: 'text', required: false })).toEqual([]);
  });

  it('numbers are checked as numbers', () => {
    const [rule] = fieldRules({ key: 'days', label: '天数', type: 'number', required: false });
    expect(rule?.message).toBe('请输入数字');
    expect(rule?.pattern?.test('3.5')).toBe(true);
    expect(rule?.pattern?.test('三')).toBe(false);
  });
});

describe('values as POST forms/flows/ takes them', () => {
  it("dates are 'YYYY-MM-DD' of the picked local day", () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(parseDate('2026-01-05')?.getDate()).toBe(5);
    expect(parseDate('05/01/2026')).toBeUndefined();
    expect(toApiValue({ type: 'date' }, new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('a select sends its one choice; numbers go as numbers; blanks are null', () => {
    expect(toApiValue({ type: 'select' }, ['公出'])).toBe('公出');
    expect(toApiValue({ type: 'select' }, [])).toBeNull();
    expect(toApiValue({ type: 'number' }, '3')).toBe(3);
    expect(toApiValue({ type: 'number' }, 'x')).toBe('x');
    expect(toApiValue({ type: 'number' }, '')).toBeNull();
    expect(toApiValue({ type: 'text' }, '  客户拜访 ')).toBe('客户拜访');
    expect(toApiValue({ type: 'text' }, '   ')).toBeNull();
    expect(toApiValue({ type: 'textarea' }, undefined)).toBeNull();
  });

  it('every template field is sent, keyed by its key', () => {
    const template = formTemplate();
    expect(toApiValues(template.fields, { reason: '拜访', kind: ['事假'], days: '2', start: new Date(2026, 2, 1) })).toEqual({
      reason: '拜访',
      detail: null,
      days: 2,
      start: '2026-03-01',
      kind: '事假',
    });
  });

  it('the body has the template, the title when given, and the approvers in order', () => {
    const template = formTemplate();
    const body = toFlowSubmission(template, {
      title: ' 出差 ',
      values: { reason: '拜访' },
      approvers: [{ id: 's-4' }, { id: 's-0' }],
      departments: [{ id: 'd-1' }],
    });
    expect(body).toMatchObject({ template_id: 't-1', title: '出差', approvers: ['s-4', 's-0'], departments: ['d-1'] });
    expect(toFlowSubmission(template, { title: '  ', values: {}, approvers: [], departments: [] })).not.toHaveProperty('title');
  });
});
