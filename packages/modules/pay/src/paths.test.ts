import { describe, expect, it } from 'vitest';
import { PATHS, donePath, withId } from './paths.ts';

describe('pay screen paths', () => {
  it('carries the buying module’s done path to the next pay screen', () => {
    expect(withId(PATHS.payPage, 'o 1')).toBe('/payPage?id=o+1');
    expect(withId(PATHS.payPage, 'o1', '/bus/busRouteApply/busPaySuccess?id=t1')).toBe(
      '/payPage?id=o1&done=%2Fbus%2FbusRouteApply%2FbusPaySuccess%3Fid%3Dt1',
    );
  });

  it('sends the result’s button only to a path of this app, else to the wallet', () => {
    expect(donePath('/bus/busRouteApply/busPaySuccess?id=t1')).toBe('/bus/busRouteApply/busPaySuccess?id=t1');
    expect(donePath(null)).toBe(PATHS.addBalance);
    expect(donePath('')).toBe(PATHS.addBalance);
    expect(donePath('https://evil.example/')).toBe(PATHS.addBalance);
    expect(donePath('//evil.example/')).toBe(PATHS.addBalance);
    expect(donePath('/\\evil.example/')).toBe(PATHS.addBalance);
  });
});
