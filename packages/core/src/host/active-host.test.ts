import { afterEach, describe, expect, it } from 'vitest';
import { activeHost, resetActiveHost, setActiveHost } from './active-host.ts';
import type { HostBridge } from './types.ts';

const host = { kind: 'browser' } as HostBridge;

afterEach(() => resetActiveHost());

describe('activeHost: the runtime’s host bridge for screens', () => {
  it('answers the host once set', async () => {
    setActiveHost(host);
    await expect(activeHost()).resolves.toBe(host);
  });

  it('a screen asking before detection waits for it', async () => {
    const asked = activeHost();
    setActiveHost(host);
    await expect(asked).resolves.toBe(host);
  });
});
