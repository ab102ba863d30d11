import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { payOrder, ticket } from '../test-data.ts';
import PaySuccessScreen from './pay-success-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const at = '/bus/busRouteApply/busPaySuccess?id=tk1';

describe('busPaySuccess: where the purchase screen’s 完成 leads', () => {
  it('paid: 支付成功 with the trip, and 查看车票', async () => {
    vi.mocked(api.fetchTicket).mockResolvedValue(ticket('tk1'));
    renderScreen(<PaySuccessScreen />, { at });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText('2026-05-13 07:40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看车票' }));
    expect(currentLocation()).toBe('/bus/busTicketDetail?id=tk1');
  });

  it('its payment failed: says why and offers to pay again; nothing is asked again', async () => {
    vi.mocked(api.fetchTicket).mockResolvedValue(ticket('tk1', { status: 'pending', payable: true, code: null }));
    vi.mocked(api.fetchLatestPayment).mockResolvedValue(payOrder('p1', { fail_reason: '沙箱支付失败（模拟）' }));
    renderScreen(<PaySuccessScreen />, { at });
    expect((await screen.findAllByText('支付失败')).length).toBe(2); // the title names it too
    expect(screen.getByText('沙箱支付失败（模拟）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(currentLocation()).toContain('/buy?purpose=bus_ticket&ref_id=tk1');
    expect(api.fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('released (unpaid in time): says the seat was released', async () => {
    vi.mocked(api.fetchTicket).mockResolvedValue(ticket('tk1', { status: 'cancelled', code: null }));
    renderScreen(<PaySuccessScreen />, { at });
    expect((await screen.findAllByText('车票未支付，座位已释放')).length).toBe(2);
    expect(screen.queryByRole('button', { name: '查看车票' })).toBeNull();
  });

  it('opened without an id: says so', async () => {
    renderScreen(<PaySuccessScreen />, { at: '/bus/busRouteApply/busPaySuccess' });
    expect(await screen.findByText('缺少编号，请从列表进入')).toBeTruthy();
  });
});
