import { describe, expect, it } from 'vitest';
import { distanceM, fitView, nearestStop, placeIn, project, tilesOf } from './map-math.ts';

describe('bus map arithmetic (Web Mercator, 256-pixel tiles)', () => {
  it('projects the origin to the middle of the world and the antimeridian to its edge', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: 180 }, 1).x).toBe(512);
  });

  it('fits the points in the box at the highest zoom that holds them, centred', () => {
    const stops = [
      { latitude: 24.5131, longitude: 118.2011 },
      { latitude: 24.5188, longitude: 118.2062 },
    ];
    const view = fitView(stops, 343, 220)!;
    expect(view.zoom).toBeGreaterThanOrEqual(14);
    const places = stops.map((p) => placeIn(view, p));
    for (const p of places) {
      expect(p.x).toBeGreaterThanOrEqual(24);
      expect(p.x).toBeLessThanOrEqual(343 - 24);
      expect(p.y).toBeGreaterThanOrEqual(24);
      expect(p.y).toBeLessThanOrEqual(220 - 24);
    }
    // a zoom more and they would not fit
    expect(fitView([stops[0]!, { latitude: 40, longitude: 116 }], 343, 220)!.zoom).toBeLessThan(view.zoom);
    expect(fitView([], 343, 220)).toBeNull();
  });

  it('lists the tiles covering the view with their URLs', () => {
    const view = { zoom: 2, left: 300, top: 100, width: 300, height: 200 };
    const tiles = tilesOf(view, 'https://t.example/{z}/{x}/{y}.png');
    expect(tiles.map((t) => t.url)).toEqual([
      'https://t.example/2/1/0.png',
      'https://t.example/2/2/0.png',
      'https://t.example/2/1/1.png',
      'https://t.example/2/2/1.png',
    ]);
    expect(tiles[0]).toMatchObject({ x: -44, y: -100 });
  });

  it('distances on the ground, and the nearest stop to the bus', () => {
    expect(Math.round(distanceM({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }) / 1000)).toBe(111);
    const stops = [
      { name: 'A', latitude: 24.5131, longitude: 118.2011 },
      { name: 'B', latitude: 24.5188, longitude: 118.2031 },
      { name: 'C', latitude: null, longitude: null },
    ];
    expect(nearestStop(stops, { latitude: 24.5185, longitude: 118.203 })?.stop.name).toBe('B');
    expect(nearestStop([stops[2]!], { latitude: 0, longitude: 0 })).toBeNull();
  });
});
