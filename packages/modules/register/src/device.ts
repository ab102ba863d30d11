import { currentHost, whenHostReady } from '@campus/core';

/** The native shell's device as a registration sends it (issue 40, bindHardware): none outside the app. */
export interface AppDevice {
  device_id?: string;
  device_name?: string;
}

export async function appDevice(): Promise<AppDevice> {
  const host = currentHost() ?? (await whenHostReady());
  const device = (await host.deviceInfo?.().catch(() => null)) ?? null;
  return device === null ? {} : { device_id: device.id, ...(device.name ? { device_name: device.name } : {}) };
}
