import type { HostBridge } from './types.ts';

/**
 * The host bridge the runtime detected at start-up, for screens that scan or locate (a canteen's
 * collection scan, a driver's ticket check, a bus position report).
 */
let current: HostBridge | null = null;
let waiting: Array<(host: HostBridge) => void> = [];

export function setCurrentHost(host: HostBridge | null): void {
  current = host;
  if (host === null) return;
  const callers = waiting;
  waiting = [];
  for (const resolve of callers) resolve(host);
}

/** The bridge now; null before the runtime started (the first paint, unit tests that set none). */
export function currentHost(): HostBridge | null {
  return current;
}

/** The bridge once detected: a screen opened by a deep link before detection finished waits. */
export function whenHostReady(): Promise<HostBridge> {
  if (current !== null) return Promise.resolve(current);
  return new Promise((resolve) => waiting.push(resolve));
}
