import { afterEach, describe, expect, it, vi } from 'vitest';
import { followReducedMotion } from './reduced-motion.ts';

/** A system setting the test flips, with the listeners the code registered on it. */
function systemSetting(reduce: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  return {
    flip(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const motionSwitch = () => ({ reduceMotion: vi.fn(), restoreMotion: vi.fn() });

describe('followReducedMotion (WCAG 2.3.3: the system setting "reduce motion")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reduces antd-mobile motion when the system asks for it, and restores it when turned off', () => {
    const setting = systemSetting(true);
    const motion = motionSwitch();
    followReducedMotion(motion);
    expect(motion.reduceMotion).toHaveBeenCalledTimes(1);
    setting.flip(false);
    expect(motion.restoreMotion).toHaveBeenCalledTimes(1);
  });

  it('leaves the animations on when the system does not ask', () => {
    systemSetting(false);
    const motion = motionSwitch();
    followReducedMotion(motion);
    expect(motion.reduceMotion).not.toHaveBeenCalled();
    expect(motion.restoreMotion).toHaveBeenCalledTimes(1);
  });
});
