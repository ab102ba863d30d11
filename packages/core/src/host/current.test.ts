import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserBridge } from './browser.ts';
import { currentHost, setCurrentHost, whenHostReady } from './current.ts';

afterEach(() => setCurrentHost(null));

describe('the running host bridge for screens', () => {
  it('is null until the runtime sets it, then the bridge it detected', () => {
    expect(currentHost()).toBeNull();
    const bridge = createBrowserBridge();
    setCurrentHost(bridge);
    expect(currentHost()).toBe(bridge);
  });

  it('a screen asking before detection waits for it', async () => {
    const asked = whenHostReady();
    const bridge = createBrowserBridge();
    setCurrentHost(bridge);
    await expect(asked).resolves.toBe(bridge);
    await expect(whenHostReady()).resolves.toBe(bridge);
  });
});
