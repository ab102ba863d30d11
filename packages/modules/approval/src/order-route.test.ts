import { afterEach, describe, expect, it } from 'vitest';
import { detailNameOf, moduleOfDetail, orderDetailPath, resolveOrderId, stashForDetail, stashKeyOfDetail } from './order-route.ts';

afterEach(() => localStorage.clear());

describe('order routes', () => {
  it("an order's module opens its detail screen (push-routing's table)", () => {
    expect(detailNameOf('repair')).toBe('approvalRepairDetail');
    expect(detailNameOf('forms')).toBe('approvalFormsDetail');
    expect(detailNameOf('survey')).toBe('approvalSurveyDetail');
    expect(detailNameOf('unknown')).toBe('approvalFormsDetail');
    expect(orderDetailPath('car3', 'a b')).toBe('/approvalProcess/approvalCarDetail3?id=a%20b');
    expect(moduleOfDetail('approvalDorm2Detail')).toBe('dormitory2');
  });

  it('spec 3: the stash keys of the detail screens that have one', () => {
    expect(stashKeyOfDetail('approvalRepairDetail')).toBe('_approvalRepairDetailData');
    expect(stashKeyOfDetail('approvalPBorrowDetail')).toBe('_approvalPBorrowOrder');
    expect(stashKeyOfDetail('approvalConsumeDetail')).toBe('_approvalConsumeData');
    expect(stashKeyOfDetail('approvalCarDetail3')).toBe('_approvalCarOrderDetail3Data');
    expect(stashKeyOfDetail('approvalCarDrivingDetail3')).toBe('_approvalCar3DrivingData');
    expect(stashKeyOfDetail('approvalFormsDetail')).toBeNull();
  });

  it('reads the id from ?id= first', () => {
    localStorage.setItem('_approvalRepairDetailData', JSON.stringify({ id: 'stashed', type: 0 }));
    expect(resolveOrderId('approvalRepairDetail', new URLSearchParams('id=from-query&type=0'))).toBe('from-query');
  });

  it("falls back to the module's stash key", () => {
    localStorage.setItem('_approvalRepairDetailData', JSON.stringify({ id: 'stashed', type: 0 }));
    expect(resolveOrderId('approvalRepairDetail', new URLSearchParams(''))).toBe('stashed');
    expect(resolveOrderId('approvalFormsDetail', new URLSearchParams(''))).toBeNull();
  });

  it('a missing, blank or broken id is none', () => {
    expect(resolveOrderId('approvalFormsDetail', new URLSearchParams('id=%20'))).toBeNull();
    expect(resolveOrderId('approvalFormsDetail', new URLSearchParams('id=undefined'))).toBeNull();
    localStorage.setItem('_approvalConsumeData', '{broken');
    expect(resolveOrderId('approvalConsumeDetail', new URLSearchParams(''))).toBeNull();
  });

  it('opening from a list stashes {id, type: 0} like a push', () => {
    stashForDetail('pBorrow', 'o-9');
    expect(JSON.parse(localStorage.getItem('_approvalPBorrowOrder') ?? 'null')).toEqual({ id: 'o-9', type: 0 });
    stashForDetail('forms', 'o-10');
    expect(localStorage.length).toBe(1);
  });
});
