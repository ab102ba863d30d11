import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withTimeout } from './chunk-timeout.ts';

afterEach(() => vi.useRealTimers());

describe('lazy screen loading (spec 2, spec 9: 120 s chunk time-out)', () => {
  it('spec 9: a load slower than 120 s raises a load error', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('spec 9: a load that finishes before 120 s resolves', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<string>((resolve) => setTimeout(() => resolve('screen'), 119_000)));
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(pending).resolves.toBe('screen');
  });

  it('spec 8: a chunk that fails to load becomes a load error', async () => {
    await expect(withTimeout(Promise.reject(new Error('404')))).rejects.toThrowError(ChunkLoadError);
  });
});
