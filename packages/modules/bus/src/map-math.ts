/**
 * The arithmetic of a small slippy map (Web Mercator, 256-pixel tiles, `{z}/{x}/{y}` URLs) and of
 * distances on the ground. Coordinates are whatever the tiles and the reports share (GCJ-02 here).
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const TILE = 256;
const MAX_ZOOM = 18;

/** World pixel of a point at a zoom level. */
export function project(p: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((p.longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface MapView {
  zoom: number;
  /** World pixel of the view's top-left corner. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The highest zoom at which every point fits in the box with `pad` pixels around, centred on them. */
export function fitView(points: LatLng[], width: number, height: number, pad = 24): MapView | null {
  if (points.length === 0) return null;
  for (let zoom = MAX_ZOOM; zoom >= 1; zoom--) {
    const px = points.map((p) => project(p, zoom));
    const xs = px.map((p) => p.x);
    const ys = px.map((p) => p.y);
    const w = Math.max(...xs) - Math.min(...xs);
    const h = Math.max(...ys) - Math.min(...ys);
    if (w <= width - 2 * pad && h <= height - 2 * pad) {
      const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
      const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
      return { zoom, left: cx - width / 2, top: cy - height / 2, width, height };
    }
  }
  return null;
}

/** The tiles covering a view, each with its URL and its place in the box. */
export function tilesOf(view: MapView, template: string): { key: string; url: string; x: number; y: number }[] {
  const n = 2 ** view.zoom;
  const tiles = [];
  for (let ty = Math.floor(view.top / TILE); ty <= Math.floor((view.top + view.height) / TILE); ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor(view.left / TILE); tx <= Math.floor((view.left + view.width) / TILE); tx++) {
      const wrapped = ((tx % n) + n) % n;
      const url = template.replace('{z}', String(view.zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty));
      tiles.push({ key: `${String(tx)}:${String(ty)}`, url, x: tx * TILE - view.left, y: ty * TILE - view.top });
    }
  }
  return tiles;
}

/** A point's place in the view's box. */
export function placeIn(view: MapView, p: LatLng): { x: number; y: number } {
  const w = project(p, view.zoom);
  return { x: w.x - view.left, y: w.y - view.top };
}

/** Metres between two points (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const r = 6_371_000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(h));
}

/** The stop nearest to a point, with its distance in metres; null without stops that have a place. */
export function nearestStop<S extends { latitude: number | null; longitude: number | null }>(
  stops: S[],
  p: LatLng,
): { stop: S; metres: number } | null {
  let best: { stop: S; metres: number } | null = null;
  for (const stop of stops) {
    if (stop.latitude === null || stop.longitude === null) continue;
    const metres = distanceM(p, { latitude: stop.latitude, longitude: stop.longitude });
    if (!best || metres < best.metres) best = { stop, metres };
  }
  return best;
}
