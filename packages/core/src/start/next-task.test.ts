import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask (start-up split into tasks, issue 10: TBT)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield when it has one", async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    await nextTask({ scheduler });
    expect(scheduler.yield).toHaveBeenCalledOnce();
  });

  it('otherwise resolves only after a timer, not in the same task', async () => {
    vi.useFakeTimers();
    let resumed = false;
    const waiting = nextTask({}).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(resumed).toBe(true);
  });
});
