import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '@campus/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import AuthScreen from './auth-screen.tsx';

vi.mock('../api.ts');
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.useRealTimers();
});

describe('私车授权 (/privateCar/pCarAuth, issue 11)', () => {
  it("starts on the hub's today, which the server checks (授权开始日期不能早于今天), not the phone's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T17:07:00Z')); // the phone's 25th, already the 26th in China
    vi.mocked(api.fetchAgreement).mockResolvedValue({ title: '私车公用协议', content: '条款', version: '1' });
    vi.mocked(api.fetchAuths).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    renderScreen(<AuthScreen />, { at: '/privateCar/pCarAuth' });
    expect(await screen.findByText('2026-11-26')).toBeTruthy();
    expect(screen.getByTestId('auth-until').textContent).toBe('2027-11-25'); // 12 months by default
  });
});
