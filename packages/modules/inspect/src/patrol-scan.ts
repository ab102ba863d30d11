import type { ScanResult as ScanAnswer } from '@campus/contracts';
import { HostError, MSG_LOCATION_DENIED, whenHostReady } from '@campus/core';
import { recordScan } from './api.ts';

/** How long a scan waits for the position before it is recorded without one. */
const LOCATION_WAIT_MS = 8_000;

export interface Place {
  latitude?: number;
  longitude?: number;
  location_refused: boolean;
}

/**
 * Where the patrolman stands, if allowed (issue 39): a refused permission is told (the screen shows the
 * spec's words, spec 8: 获取定位权限失败，请通过手机开启) and the scan is still recorded, without a place.
 */
export async function locate(): Promise<Place> {
  try {
    const host = await whenHostReady();
    const point = await Promise.race([
      host.getLocation(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), LOCATION_WAIT_MS)),
    ]);
    return point ? { latitude: point.latitude, longitude: point.longitude, location_refused: false } : { location_refused: false };
  } catch (error) {
    return { location_refused: error instanceof HostError && (error.code === -1 || error.message === MSG_LOCATION_DENIED) };
  }
}

/** A fresh key for one scan: the same scan replayed records once. */
export function scanKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `scan-${random}`;
}

/** Records a checkpoint's tag at the server's time, with the place when allowed (and whether it was refused). */
export async function recordCheckpoint(code: string, roundId?: string): Promise<{ answer: ScanAnswer; locationRefused: boolean }> {
  const place = await locate();
  const answer = await recordScan({ code, ...(roundId ? { round_id: roundId } : {}), ...place, client_key: scanKey() });
  return { answer, locationRefused: place.location_refused };
}
