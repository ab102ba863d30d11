import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchNetwork } from './network-status.ts';
import { showToast } from '../feedback/feedback.ts';

vi.mock('../feedback/feedback.ts', () => ({ showToast: vi.fn(async () => undefined) }));

describe('network toasts (spec 8; none for private companies, spec 6)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.mocked(showToast).mockClear();
    delete document.documentElement.dataset.networkToast;
  });

  it("going offline shows '网络连接断开' and records the decision", () => {
    stop = watchNetwork(window, () => 'sa');
    window.dispatchEvent(new Event('offline'));
    expect(showToast).toHaveBeenCalledWith('网络连接断开', expect.objectContaining({ tone: 'danger' }));
    expect(document.documentElement.dataset.networkToast).toBe('shown');
  });

  it('a private (ln) company gets no network toast, and the page says it chose so', () => {
    stop = watchNetwork(window, () => 'ln');
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(showToast).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.networkToast).toBe('suppressed');
  });
});
