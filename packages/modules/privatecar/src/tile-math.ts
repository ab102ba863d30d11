/**
 * Slippy-map (Web Mercator, 256-pixel tiles, `{z}/{x}/{y}`) arithmetic for the trip map: where a
 * coordinate falls in world pixels at a zoom, which zoom fits the points, which tiles cover the view.
 */
export const TILE = 256;
export const MAX_ZOOM = 17;

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Pixel {
  x: number;
  y: number;
}

/** World pixel of a coordinate at `zoom`. */
export function project({ lat, lng }: LatLng, zoom: number): Pixel {
  const scale = TILE * 2 ** zoom;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const rad = (clamped * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale,
  };
}

/** The largest zoom (up to MAX_ZOOM) at which every point fits in width × height less `padding` on each side. */
export function fitZoom(points: readonly LatLng[], width: number, height: number, padding = 32): number {
  if (points.length < 2) return 15;
  for (let z = MAX_ZOOM; z > 0; z--) {
    const px = points.map((p) => project(p, z));
    const w = Math.max(...px.map((p) => p.x)) - Math.min(...px.map((p) => p.x));
    const h = Math.max(...px.map((p) => p.y)) - Math.min(...px.map((p) => p.y));
    if (w <= width - 2 * padding && h <= height - 2 * padding) return z;
  }
  return 0;
}

export interface MapView {
  zoom: number;
  /** World pixel of the view's top-left corner. */
  origin: Pixel;
  /** Tiles covering the view, with their position inside it. */
  tiles: { x: number; y: number; z: number; left: number; top: number }[];
  /** The points' positions inside the view. */
  points: Pixel[];
}

/** The view of `width` × `height` pixels centred on the points, at the zoom that fits them. */
export function mapView(points: readonly LatLng[], width: number, height: number): MapView {
  const zoom = fitZoom(points, width, height);
  const px = points.map((p) => project(p, zoom));
  const cx = (Math.min(...px.map((p) => p.x)) + Math.max(...px.map((p) => p.x))) / 2;
  const cy = (Math.min(...px.map((p) => p.y)) + Math.max(...px.map((p) => p.y))) / 2;
  const origin = { x: cx - width / 2, y: cy - height / 2 };
  const count = 2 ** zoom;
  const tiles: MapView['tiles'] = [];
  for (let ty = Math.floor(origin.y / TILE); ty <= Math.floor((origin.y + height) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(origin.x / TILE); tx <= Math.floor((origin.x + width) / TILE); tx++) {
      tiles.push({ x: ((tx % count) + count) % count, y: ty, z: zoom, left: tx * TILE - origin.x, top: ty * TILE - origin.y });
    }
  }
  return { zoom, origin, tiles, points: px.map((p) => ({ x: p.x - origin.x, y: p.y - origin.y })) };
}

/** The tile's URL from a template with {z}, {x} and {y}. */
export const tileUrl = (template: string, t: { x: number; y: number; z: number }): string =>
  template.replaceAll('{z}', String(t.z)).replaceAll('{x}', String(t.x)).replaceAll('{y}', String(t.y));
