import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@campus/core/auth';
import { currentLocation, renderScreen } from '@campus/ui/testing';
import type { RegisterResult } from '@campus/contracts';
import { SignedIn } from './signed-in.tsx';

beforeEach(() => {
  vi.spyOn(auth, 'completeSignIn').mockResolvedValue(undefined as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const result = (deviceBound: boolean) =>
  ({
    application: { status: 'approved' },
    auth: { token: 't', user_id: 's-1', device_bound: deviceBound },
    needs_password: false,
  }) as unknown as RegisterResult & { auth: NonNullable<RegisterResult['auth']> };

describe('signed in by a registration (issue 40)', () => {
  it('a sign-in that bound the app’s device (the company requires one) goes on to show it; otherwise home', async () => {
    renderScreen(<SignedIn result={result(true)} />, { at: '/studentRegister' });
    const home = await screen.findByText('进入首页');
    await act(async () => fireEvent.click(home));
    expect(currentLocation()).toBe('/login/bindHardware');
    cleanup();
    renderScreen(<SignedIn result={result(false)} />, { at: '/studentRegister' });
    const again = await screen.findByText('进入首页');
    await act(async () => fireEvent.click(again));
    expect(currentLocation()).toBe('/mPage');
  });
});
