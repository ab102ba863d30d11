/**
 * Distances between saved places: the great-circle distance on a sphere of the Earth's mean radius
 * (haversine formula), rounded half up to 0.1 km and answered in metres (a multiple of 100).
 */

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** The exact great-circle distance in metres. */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres rounded half up to the 0.1 km (100 m): 12_349 -> 12_300, 12_350 -> 12_400. */
export const roundToTenthKm = (metres: number): number => Math.floor(metres / 100 + 0.5) * 100;

/** The trip distance the server stores for two saved places. */
export const placeDistanceM = (a: LatLng, b: LatLng): number => roundToTenthKm(haversineMetres(a, b));

/** A typed distance in km (at most one decimal) as metres. */
export const typedKmToMetres = (km: number): number => Math.round(km * 10) * 100;
