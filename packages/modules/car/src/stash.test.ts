import { afterEach, describe, expect, it } from 'vitest';
import { detailPathOf, idFrom, STASH, stashForApproval } from './stash.ts';

afterEach(() => localStorage.clear());

describe('car stash keys (spec 3)', () => {
  it('keeps the spec names', () => {
    expect(STASH).toEqual({
      approvalOrder3: '_approvalCarOrderDetail3Data',
      approvalDriving3: '_approvalCar3DrivingData',
      order3: '_officialCarOrderIdV3',
      driving3: '_officialCarDrivingDataId',
    });
  });

  it('opening a car 3 order stashes its bare id: trips and daily use under _officialCarOrderIdV3, self-driving under _officialCarDrivingDataId', () => {
    expect(detailPathOf('trip', 'o1')).toBe('/applyCarV3/carOrderDetailV3?id=o1');
    expect(localStorage.getItem('_officialCarOrderIdV3')).toBe('o1');
    expect(detailPathOf('driving', 'o2')).toBe('/applyCarV3/carV3DrivingDetail?id=o2');
    expect(localStorage.getItem('_officialCarDrivingDataId')).toBe('o2');
    expect(detailPathOf('v2', 'o3')).toBe('/applyCar/carOderDetail?id=o3');
    expect(localStorage.getItem('_officialCarOrderIdV3')).toBe('o1');
  });

  it('an approval detail of a car 3 order is stashed as {id, type: 0}', () => {
    stashForApproval('daily', 'a1');
    expect(JSON.parse(localStorage.getItem('_approvalCarOrderDetail3Data') ?? '')).toEqual({ id: 'a1', type: 0 });
    stashForApproval('driving', 'a2');
    expect(JSON.parse(localStorage.getItem('_approvalCar3DrivingData') ?? '')).toEqual({ id: 'a2', type: 0 });
  });

  it('a detail reads ?id= first, else its stash key, else nothing', () => {
    localStorage.setItem('_officialCarOrderIdV3', 'stashed');
    expect(idFrom(new URLSearchParams('id=q1'), STASH.order3)).toBe('q1');
    expect(idFrom(new URLSearchParams(''), STASH.order3)).toBe('stashed');
    expect(idFrom(new URLSearchParams(''), STASH.driving3)).toBeNull();
    expect(idFrom(new URLSearchParams(''))).toBeNull();
  });
});
