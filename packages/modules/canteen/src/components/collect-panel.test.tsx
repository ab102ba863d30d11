import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { HostError, setCurrentHost, type HostBridge } from '@campus/core';
import * as api from '../api.ts';
import { meal } from '../test-data.ts';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import { CollectPanel } from './collect-panel.tsx';

const toasts: unknown[] = [];
beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockImplementation((content: unknown) => {
    toasts.push(content);
    return Promise.resolve();
  });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  setCurrentHost(null);
  toasts.length = 0;
});

const host = (scan: HostBridge['scan']): HostBridge =>
  ({
    kind: 'native',
    scan,
    init: vi.fn(),
    notifyLoginSuccess: vi.fn(),
    closeWindow: vi.fn(),
    getLocation: vi.fn(),
    onPush: vi.fn(),
  }) as unknown as HostBridge;

describe("the canteen staff's collection (食堂管理 取餐核销)", () => {
  it('a typed code (dashes, lower case) collects the meal and says whose it is', async () => {
    vi.mocked(api.collectMeal).mockResolvedValue(meal('o1', { status: 20, status_label: '已取餐' }));
    renderScreen(<CollectPanel />, { at: '/canteenApply' });
    const button = screen.getByRole('button', { name: '确认取餐' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('12位取餐码，如 ABCD-EFGH-JKLM'), { target: { value: 'abcd-efgh-jklm' } });
    });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(api.collectMeal).toHaveBeenCalledWith('abcd-efgh-jklm');
    expect(await screen.findByText('普通员工 已取餐')).toBeTruthy();
  });

  it("the host app's scan collects the scanned code; a refusal is shown as the server says it", async () => {
    vi.mocked(api.collectMeal).mockRejectedValue(httpError(400, { non_field_errors: ['该订单已取餐（2099-05-07 11:40），不能重复取餐'] }));
    setCurrentHost(host(() => Promise.resolve({ type: 'qrcode', value: 'CANTEEN:ABCDEFGHJKLM' })));
    renderScreen(<CollectPanel />, { at: '/canteenApply' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /扫码取餐/ }));
    });
    expect(api.collectMeal).toHaveBeenCalledWith('CANTEEN:ABCDEFGHJKLM');
    expect(await screen.findByText('该订单已取餐（2099-05-07 11:40），不能重复取餐')).toBeTruthy();
  });

  it("spec 8: the host's scan failure is told with its message (扫码获取信息失败)", async () => {
    setCurrentHost(host(() => Promise.reject(new HostError('扫码获取信息失败'))));
    renderScreen(<CollectPanel />, { at: '/canteenApply' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /扫码取餐/ }));
    });
    expect(toasts).toContain('扫码获取信息失败');
    expect(api.collectMeal).not.toHaveBeenCalled();
  });
});
