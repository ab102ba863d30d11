import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStores, localStore } from '@campus/core';
import type { AuthData } from '@campus/contracts';
import * as api from '../api.ts';
import { bill } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import PayMealScreen from './pay-meal-screen.tsx';

beforeEach(() => stubExports(api));

/** A button by its text, waited for outside act() (inside it, the screen's answers are not rendered). */
const buttonOf = async (text: string): Promise<HTMLElement> => {
  const button = (await screen.findByText(text)).closest('button');
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

const signedIn = (companyId: string) => {
  const stores = createStores();
  stores.session.signIn({ token: 't', user_id: 's1', company_id: companyId, phone: '13800000005' } as AuthData);
  return stores;
};

describe('a counter bill from its QR link (/payMeal, public: spec 2.2)', () => {
  it('without login it shows the bill and 登录后支付, which comes back here after signing in', async () => {
    vi.mocked(api.fetchPublicBill).mockResolvedValue(bill());
    renderScreen(<PayMealScreen />, { at: '/payMeal?code=BILLCODE23456789' });
    expect((await screen.findByTestId('bill-amount')).textContent).toBe('¥15.00');
    expect(screen.getByText('客餐一份')).toBeTruthy();
    {
      const button = await buttonOf('登录后支付');
      await act(async () => {
        fireEvent.click(button);
      });
    }
    expect(currentLocation()).toBe('/login');
    expect(localStore.get('pathname')).toBe('/payMeal?code=BILLCODE23456789');
  });

  it("a staff of the bill's company pays it on the purchase screen; another company's staff is told whose it is", async () => {
    vi.mocked(api.fetchPublicBill).mockResolvedValue(bill());
    renderScreen(<PayMealScreen />, { at: '/payMeal?code=BILLCODE23456789', stores: signedIn('other') });
    expect(await screen.findByText('该账单属于演示单位，请使用该单位的账号登录后支付')).toBeTruthy();
    cleanup();
    renderScreen(<PayMealScreen />, { at: '/payMeal?code=BILLCODE23456789', stores: signedIn('co1') });
    {
      const button = await buttonOf('立即支付 ¥15.00');
      await act(async () => {
        fireEvent.click(button);
      });
    }
    expect(currentLocation()).toBe('/buy?purpose=canteen_bill&ref_id=BILLCODE23456789&done=%2FpayMeal%3Fcode%3DBILLCODE23456789');
  });

  it('a paid or expired bill says so and offers no payment', async () => {
    vi.mocked(api.fetchPublicBill).mockResolvedValue(bill({ status: 10, status_label: '已支付', paid_time: '2099-05-06 12:05:00' }));
    renderScreen(<PayMealScreen />, { at: '/payMeal?code=BILLCODE23456789' });
    expect(await screen.findByText('账单已支付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
    cleanup();
    vi.mocked(api.fetchPublicBill).mockResolvedValue(bill({ expired: true }));
    renderScreen(<PayMealScreen />, { at: '/payMeal?code=BILLCODE23456789' });
    expect(await screen.findByText('账单已过期，请让收银员重新生成')).toBeTruthy();
  });
});
