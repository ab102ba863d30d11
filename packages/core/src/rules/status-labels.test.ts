import { describe, expect, it } from 'vitest';
import {
  PERIOD_CODES,
  defineStatusTable,
  periodLabel,
  statusEntry,
  statusLabel,
  statusTone,
  targetLabel,
  type StatusTable,
} from './status-labels.ts';

// A fixture table shaped like the server's goods order type (order labels come from GET order_types/).
const GOODS_APPLY_STATUS: StatusTable = defineStatusTable([
  [-20, '已驳回', 'danger'],
  [-10, '已取消', 'default'],
  [8, '待领取', 'warning'],
  [10, '审批中', 'primary'],
  [20, '已完成', 'success'],
]);

describe('period codes (spec 3)', () => {
  it.each([
    [0, '不限'],
    [10, '每天'],
    [20, '每周'],
    [30, '每月'],
    [40, '每半年'],
    [50, '每年'],
    [60, '每季度'],
    [70, '其他'],
  ])('spec 3: period code %i is %s', (code, label) => {
    expect(periodLabel(code)).toBe(label);
  });

  it('spec 3: the period table has exactly the eight codes and unknown codes show --', () => {
    expect(PERIOD_CODES.size).toBe(8);
    expect(periodLabel(80)).toBe('--');
  });
});

describe('target (spec 3)', () => {
  it('spec 3: personal means per person', () => {
    expect(targetLabel('personal')).toBe('按人');
  });

  it.each([['department'], [''], [null], [undefined]])('spec 3: any other value (%s) means per department', (value) => {
    expect(targetLabel(value)).toBe('按部门');
  });
});

describe('generic status tables (spec 3)', () => {
  const table = defineStatusTable([
    [1, '进行中', 'primary'],
    [2, '草稿'],
  ]);

  it('spec 3: a module defines its own table; a row without tone gets default', () => {
    expect(statusEntry(table, 1)).toEqual({ label: '进行中', tone: 'primary' });
    expect(statusEntry(table, 2)).toEqual({ label: '草稿', tone: 'default' });
  });

  it('spec 3: codes sent as numeric strings are found', () => {
    expect(statusLabel(GOODS_APPLY_STATUS, '-20')).toBe('已驳回');
    expect(statusLabel(GOODS_APPLY_STATUS, ' 8 ')).toBe('待领取');
  });

  it.each([[null], [undefined], ['abc'], ['1.5'], ['']])('spec 3: an absent or non-numeric code (%s) shows the fallback', (code) => {
    expect(statusLabel(table, code)).toBe('--');
    expect(statusEntry(table, code)).toBeUndefined();
  });

  it('spec 3: the fallback label can be chosen by the caller', () => {
    expect(statusLabel(table, 9, '未知')).toBe('未知');
  });

  it('spec 3: tones follow the table; unknown codes are default', () => {
    expect(statusTone(GOODS_APPLY_STATUS, -20)).toBe('danger');
    expect(statusTone(GOODS_APPLY_STATUS, 20)).toBe('success');
    expect(statusTone(GOODS_APPLY_STATUS, 7)).toBe('default');
  });
});
