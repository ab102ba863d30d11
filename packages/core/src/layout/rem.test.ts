import { describe, expect, it, vi } from 'vitest';
import { installRem, remFontSize } from './rem.ts';

describe('rem layout (spec 9)', () => {
  it('spec 9: the html font size is the screen width / 10', () => {
    expect(remFontSize(375)).toBe(37.5);
    expect(remFontSize(414)).toBe(41.4);
  });

  it('spec 9: a zero width falls back to the design width 375', () => {
    expect(remFontSize(0)).toBe(37.5);
  });

  it('spec 9: a zero width at start-up is retried after 100 ms', () => {
    vi.useFakeTimers();
    const html = document.documentElement;
    let width = 0;
    const spy = vi.spyOn(html, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect);
    Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => width });
    const widths: number[] = [];
    const stop = installRem((value) => widths.push(value));
    expect(widths).toEqual([]);
    width = 390;
    vi.advanceTimersByTime(100);
    expect(widths).toEqual([390]);
    expect(html.style.fontSize).toBe('39px');
    stop();
    spy.mockRestore();
    vi.useRealTimers();
  });
});
