import type { HostBridge } from './types.ts';

/**
 * The host bridge the runtime detected at start-up, for screens that scan or locate (a canteen's
 * collection scan, a ticket check). Null before the runtime started (the first paint, unit tests
 * that do not set one).
 */
let current: HostBridge | null = null;

export function setCurrentHost(host: HostBridge | null): void {
  current = host;
}

export function currentHost(): HostBridge | null {
  return current;
}
