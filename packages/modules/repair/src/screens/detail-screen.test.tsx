import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTypesStore } from '@campus/core';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { repairInfo } from '../test-data.ts';
import DetailScreen from './detail-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(orderTypesStore, 'ensure').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const open = async (at: string) => {
  await act(async () => {
    renderScreen(<DetailScreen />, { at, path: '/saRepairOrderDetail' });
  });
};

describe('saRepairOrderDetail: the whole history and the actions of whoever looks (issue 39)', () => {
  it('spec 3: opened without ?id= it reads the stashed repairOrderId', async () => {
    localStorage.setItem('repairOrderId', 'r1');
    vi.mocked(api.fetchOrder).mockResolvedValue(repairInfo(20, '待派单'));
    await open('/saRepairOrderDetail');
    expect(api.fetchOrder).toHaveBeenCalledWith('r1');
    expect(screen.getByTestId('repair-title').textContent).toBe('水电 / 水龙头漏水');
    expect(screen.getByTestId('repair-history').textContent).toContain('待派单');
  });

  it('a payment says what is bought and for how much: the reporter pays the charge through the pay service, then confirms', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(
      repairInfo(50, '待确认', { pay: true, send_back: true }, { fee_fen: 2000, repairman: { id: 'm', name: '维修员' } }),
    );
    await open('/saRepairOrderDetail?id=r1');
    expect(screen.getByTestId('repair-notice').textContent).toContain('维修费用¥20.00待支付');
    fireEvent.click(screen.getByRole('button', { name: '支付维修费 ¥20.00' }));
    const to = new URL(currentLocation(), 'http://x');
    expect(to.pathname).toBe('/buy');
    expect(to.searchParams.get('purpose')).toBe('repair_charge');
    expect(to.searchParams.get('ref_id')).toBe('r1');
    expect(to.searchParams.get('done')).toBe('/saRepairOrderDetail?id=r1');
  });

  it('a dispatched repairman sees 接单 only; someone with nothing to do sees no buttons', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(repairInfo(30, '待接单', { take: true }));
    await open('/saRepairOrderDetail?id=r1');
    expect(screen.getByRole('button', { name: '接单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认完成' })).toBeNull();
    cleanup();
    vi.mocked(api.fetchOrder).mockResolvedValue(repairInfo(60, '已完成'));
    await open('/saRepairOrderDetail?id=r1');
    expect(screen.queryAllByRole('button').filter((b) => b.closest('footer'))).toHaveLength(0);
  });
});
