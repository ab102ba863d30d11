import { describe, expect, it } from 'vitest';
import { fitZoom, mapView, project, TILE, tileUrl } from './tile-math.ts';

describe('trip map tiles (Web Mercator, {z}/{x}/{y})', () => {
  it('projects (0, 0) to the middle of the world and the date line to its edge', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: TILE / 2, y: TILE / 2 });
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(2 * TILE);
    expect(project({ lat: 60, lng: 0 }, 0).y).toBeLessThan(TILE / 2);
  });
  it('fits two points 13 km apart at a city zoom, and closer points at a higher one', () => {
    const a = { lat: 31.299, lng: 120.729 };
    const z = fitZoom([a, { lat: 31.304, lng: 120.585 }], 340, 240);
    expect(z).toBeGreaterThanOrEqual(10);
    expect(z).toBeLessThanOrEqual(13);
    expect(fitZoom([a, { lat: 31.3, lng: 120.73 }], 340, 240)).toBeGreaterThan(z);
  });
  it('covers the view with tiles and puts the points inside it', () => {
    const view = mapView(
      [
        { lat: 31.299, lng: 120.729 },
        { lat: 31.418, lng: 120.646 },
      ],
      340,
      240,
    );
    expect(view.tiles.length).toBeGreaterThanOrEqual(2);
    for (const p of view.points) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(340);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(240);
    }
    expect(view.tiles.every((t) => t.left > -TILE && t.left < 340 && t.top > -TILE && t.top < 240)).toBe(true);
  });
  it('fills the URL template', () => {
    expect(tileUrl('https://t.example.com/{z}/{x}/{y}.png', { z: 12, x: 3421, y: 1674 })).toBe('https://t.example.com/12/3421/1674.png');
  });
});
