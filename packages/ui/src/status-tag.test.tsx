import { cleanup, render, screen } from '@testing-library/react';
import { defineStatusTable, type StatusTable } from '@campus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusTag } from './status-tag.tsx';

afterEach(cleanup);

// Fixture tables shaped like the server's goods and dorm order types (their labels come from GET order_types/).
const GOODS_APPLY_STATUS: StatusTable = defineStatusTable([
  [-20, '已驳回', 'danger'],
  [-10, '已取消', 'default'],
  [8, '待领取', 'warning'],
  [10, '审批中', 'primary'],
  [20, '已完成', 'success'],
]);
const DORM_ORDER_STATUS: StatusTable = defineStatusTable([
  [10, '审批中', 'primary'],
  [30, '待入住', 'warning'],
]);

function tag() {
  return screen.getByTestId('status-tag');
}

describe('StatusTag', () => {
  it('goods-apply codes: -20 is 已驳回 in danger, 20 is 已完成 in success', () => {
    render(<StatusTag table={GOODS_APPLY_STATUS} code={-20} />);
    expect(tag().textContent).toBe('已驳回');
    expect(tag().dataset.tone).toBe('danger');
    expect(tag().getAttribute('style')).toContain('var(--adm-color-danger');
    cleanup();
    render(<StatusTag table={GOODS_APPLY_STATUS} code={20} />);
    expect(tag().textContent).toBe('已完成');
    expect(tag().getAttribute('style')).toContain('var(--adm-color-success');
  });

  it('dorm order codes, sent as a numeric string: "30" is 待入住', () => {
    render(<StatusTag table={DORM_ORDER_STATUS} code="30" />);
    expect(tag().textContent).toBe('待入住');
    expect(tag().dataset.tone).toBe('warning');
  });

  it('maps every tone to the antd Tag colour of the same name', () => {
    const table = defineStatusTable([
      [1, '一', 'default'],
      [2, '二', 'primary'],
      [3, '三', 'success'],
      [4, '四', 'warning'],
      [5, '五', 'danger'],
    ]);
    const tones = [1, 2, 3, 4, 5].map((code) => {
      render(<StatusTag table={table} code={code} />);
      const tone = tag().dataset.tone;
      cleanup();
      return tone;
    });
    expect(tones).toEqual(['default', 'primary', 'success', 'warning', 'danger']);
  });

  it("spec 3 display rule: an unknown or absent code shows '--' in the default colour", () => {
    for (const code of [999, null, undefined, 'abc']) {
      render(<StatusTag table={GOODS_APPLY_STATUS} code={code} />);
      expect(tag().textContent).toBe('--');
      expect(tag().dataset.tone).toBe('default');
      cleanup();
    }
  });

  it('never crashes on a bad table', () => {
    render(<StatusTag table={null as unknown as StatusTable} code={10} fallback="未知" />);
    expect(tag().textContent).toBe('未知');
  });
});
