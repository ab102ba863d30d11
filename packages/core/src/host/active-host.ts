import type { HostBridge } from './types.ts';

/**
 * The host bridge the runtime detected at start-up, for screens that scan or locate (a driver's
 * ticket check, a bus position report). The runtime sets it once; a screen asking earlier waits.
 */
let active: HostBridge | null = null;
let waiting: Array<(host: HostBridge) => void> = [];

export function setActiveHost(host: HostBridge): void {
  active = host;
  const callers = waiting;
  waiting = [];
  for (const resolve of callers) resolve(host);
}

/** The detected host bridge (resolves once the runtime has detected it). */
export function activeHost(): Promise<HostBridge> {
  if (active !== null) return Promise.resolve(active);
  return new Promise((resolve) => waiting.push(resolve));
}

/** Forgets the host (tests). */
export function resetActiveHost(): void {
  active = null;
  waiting = [];
}
