import { describe, expect, it } from 'vitest';
import { pcarKm, pcarMileageFen } from '@campus/contracts';
import { haversineMetres, placeDistanceM, roundToTenthKm, typedKmToMetres } from './distance.ts';

describe('private car distances (issue 11: great-circle distance of two saved places, rounded to 0.1 km)', () => {
  it('a quarter of a meridian is R·π/2 (≈ 10,007.56 km with the mean radius 6,371.0088 km), and the same point is 0', () => {
    expect(haversineMetres({ lat: 0, lng: 0 }, { lat: 90, lng: 0 }) / 1000).toBeCloseTo(10_007.56, 1);
    expect(haversineMetres({ lat: 31.2, lng: 121.5 }, { lat: 31.2, lng: 121.5 })).toBe(0);
  });

  it('one degree of longitude on the equator is ≈ 111.2 km; Beijing to Shanghai ≈ 1,067 km', () => {
    expect(placeDistanceM({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBe(111_200);
    const km = placeDistanceM({ lat: 39.9042, lng: 116.4074 }, { lat: 31.2304, lng: 121.4737 }) / 1000;
    expect(km).toBeGreaterThan(1060);
    expect(km).toBeLessThan(1075);
  });

  it('rounds half up to the 100 m and is symmetric', () => {
    expect([roundToTenthKm(12_349.9), roundToTenthKm(12_350), roundToTenthKm(49), roundToTenthKm(50)]).toEqual([12_300, 12_400, 0, 100]);
    const a = { lat: 22.54, lng: 114.05 };
    const b = { lat: 22.62, lng: 113.81 };
    expect(placeDistanceM(a, b)).toBe(placeDistanceM(b, a));
    expect(placeDistanceM(a, b) % 100).toBe(0);
  });

  it('typed kilometres become whole metres without float noise: 12.3 km -> 12,300 m', () => {
    expect([typedKmToMetres(12.3), typedKmToMetres(0.1), typedKmToMetres(999.9)]).toEqual([12_300, 100, 999_900]);
    expect(pcarKm(12_300)).toBe('12.3');
    expect(pcarKm(100_000)).toBe('100.0');
  });
});

describe('the subsidy rounding rule (issue 11: rate × km in integer fen, rounded half up to the fen)', () => {
  it('0.85 yuan/km × 12.3 km = 10.455 yuan -> 1046 fen (half up); × 12.2 km = 1037 fen exactly', () => {
    expect(pcarMileageFen(85, 12_300)).toBe(1046);
    expect(pcarMileageFen(85, 12_200)).toBe(1037);
  });
  it('below half a fen rounds down, half a fen and above up; zero km is zero', () => {
    expect(pcarMileageFen(1, 400)).toBe(0); // 0.4 fen
    expect(pcarMileageFen(1, 500)).toBe(1); // 0.5 fen
    expect(pcarMileageFen(3, 1_500)).toBe(5); // 4.5 fen
    expect(pcarMileageFen(85, 0)).toBe(0);
  });
  it('large monthly totals stay exact integers (1000 fen/km × 620,000 km)', () => {
    expect(pcarMileageFen(1000, 620_000_000)).toBe(620_000_000);
  });
});
