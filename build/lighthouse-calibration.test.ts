import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './lighthouse-calibration.ts';

describe("Lighthouse's CPU multiplier for the host (issue 10: one phone on every machine)", () => {
  it("gives the calculator's points: 1533 is the preset's 4×, 2000 is 6×, 1300 is 3×, 800 is 2×, 150 is 1×", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it('grows with the host between the points, never below 1×, and refuses a missing index', () => {
    expect(calibratedCpuSlowdown(2500)).toBeCloseTo(8.15, 2);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 2);
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/BenchmarkIndex/);
  });
});
