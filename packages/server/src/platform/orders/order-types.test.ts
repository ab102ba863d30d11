import { describe, expect, it } from 'vitest';
import { PUSH_MODULES } from '@campus/contracts';
import { dormStatuses, genericStatuses, goodsStatuses, orderType, orderTypeList, registerOrderType, statusLabel } from './order-types.ts';
import '../../families/index.ts'; // registers every family's order types

describe('order-type registry (issue "Orders and approvals": the plug-in point)', () => {
  it('spec §3: goods-apply and dorm status tables, and the generic one', () => {
    expect(goodsStatuses.statuses).toEqual({ [-20]: '已驳回', [-10]: '已取消', 8: '待领取', 10: '审批中', 20: '已完成' });
    expect(dormStatuses.statuses).toEqual({
      [-5]: '已驳回',
      [-10]: '已取消',
      10: '审批中',
      20: '待分配',
      30: '待入住',
      40: '已入住',
      50: '待退宿',
      60: '已退宿',
    });
    expect(genericStatuses.statuses).toEqual({ [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已通过', 30: '进行中', 40: '已完成' });
    expect([goodsStatuses.afterApproval, dormStatuses.afterApproval, genericStatuses.afterApproval]).toEqual([8, 20, 20]);
    expect([goodsStatuses.rejected, dormStatuses.rejected, genericStatuses.rejected]).toEqual([-20, -5, -20]);
  });

  it('issue: the built-in types have the modules the client routes (PUSH_MODULES)', () => {
    // every type a family registers names a module the client's push routing knows (no list of families here)
    const known = new Set<string>(Object.values(PUSH_MODULES));
    expect(orderTypeList().length).toBeGreaterThan(0);
    for (const t of orderTypeList()) expect(known, `${t.type}: module ${t.module}`).toContain(t.module);
    expect(orderTypeList().map((t) => t.type)).toEqual(expect.arrayContaining(['forms', 'goods']));
    const goods = orderType('goods');
    expect(goods && statusLabel(goods, 8)).toBe('待领取');
  });

  it('issue: a registration is checked: unknown module, a code without label, a reserved or duplicate action, a duplicate type', () => {
    expect(() => registerOrderType({ type: 'goods', module: PUSH_MODULES.goods, name: 'x', ...goodsStatuses })).toThrow(
      /already registered/,
    );
    expect(() => registerOrderType({ type: 't1', module: 'nope' as never, name: 'x', ...genericStatuses })).toThrow(/unknown module/);
    expect(() => registerOrderType({ type: 't2', module: PUSH_MODULES.visit, name: 'x', ...genericStatuses, afterApproval: 99 })).toThrow(
      /99 has no label/,
    );
    expect(() =>
      registerOrderType({
        type: 't3',
        module: PUSH_MODULES.visit,
        name: 'x',
        ...genericStatuses,
        transitions: [{ action: 'approve', name: 'x', from: 20, to: 30, by: 'admin' }],
      }),
    ).toThrow(/reserved/);
    expect(() =>
      registerOrderType({
        type: 't4',
        module: PUSH_MODULES.visit,
        name: 'x',
        ...genericStatuses,
        transitions: [
          { action: 'go', name: 'x', from: 20, to: 30, by: 'admin' },
          { action: 'go', name: 'y', from: 20, to: 40, by: 'admin' },
        ],
      }),
    ).toThrow(/duplicate action/);
    expect(orderType('t1') ?? orderType('t2') ?? orderType('t3') ?? orderType('t4')).toBeUndefined();
  });
});
