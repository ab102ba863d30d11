import { describe, expect, it } from 'vitest';
import { goodsDetail, payPath, pmcOrderPath, SCENE_PATHS, sceneOfPath, searchPath, WATER_PATH, WATER_VIEW } from './paths.ts';

describe('shop paths (spec 2.3 routes)', () => {
  it('the scene of a goods screen comes from its top-level route, children included', () => {
    expect(sceneOfPath('/shopGoods')).toBe('shop');
    expect(sceneOfPath('/takeawayGoods/searchGoods')).toBe('takeaway');
    expect(sceneOfPath('/room_repair/repairDetails')).toBe('repair');
    expect(sceneOfPath('/room_renovation')).toBe('renovation');
  });

  it('repairDetails sits under each goods route but /takeawayGoods, whose detail is the shop’s (its scene rides along)', () => {
    expect(goodsDetail('repair', 'g1', 's1')).toBe('/room_repair/repairDetails?id=g1&shop=s1');
    expect(goodsDetail('takeaway', 'g2')).toBe('/shopGoods/repairDetails?id=g2&scene=takeaway');
    expect(searchPath('renovation', 's 1')).toBe('/room_renovation/searchGoods?shop=s%201');
  });

  it('an order is paid on the shared purchase screen, whose result comes back to the confirmation', () => {
    expect(payPath('o1')).toBe('/buy?purpose=shop_order&ref_id=o1&done=%2FdoubleColorOks%3Fid%3Do1');
    expect(pmcOrderPath('o1', 'a+b')).toBe('/pmcOrder?id=o1&code=a%2Bb');
  });

  it('spec 6 (issue 34): 订水 is the takeaway screen in its water view', () => {
    expect(WATER_PATH).toBe(`${SCENE_PATHS.takeaway}?view=${WATER_VIEW}`);
    expect(sceneOfPath(WATER_PATH.split('?')[0] ?? '')).toBe('takeaway');
  });
});
