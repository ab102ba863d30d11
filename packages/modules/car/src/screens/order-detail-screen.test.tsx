import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTypesStore } from '@campus/core';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { carOrder } from '../test-data.ts';
import OrderDetailV3Screen from './order-detail-v3-screen.tsx';
import Car2DetailScreen from './car2-detail-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  // labels come with the orders; the registry is not asked for here
  vi.spyOn(orderTypesStore, 'ensure').mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('car order detail (carOrderDetailV3, carOderDetail)', () => {
  it('issue 11 v2: the applicant sees plate, driver and a phone to dial (spec 5: all digits)', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(carOrder({ kind: 'v2', order_type: 'car2', status: 25, status_label: '已派车' }));
    renderScreen(<Car2DetailScreen />, { at: '/applyCar/carOderDetail?id=o1' });
    expect(await screen.findByTestId('car-plate')).toHaveProperty('textContent', '京A·C1001');
    expect(screen.getByTestId('phone-link').getAttribute('href')).toBe('tel:13800000003');
  });

  it('a phone that is not all digits is shown, not dialled (spec 5)', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(carOrder({ driver: { id: 'd1', name: '司机', phone: '8008-123' } }));
    renderScreen(<OrderDetailV3Screen />, { at: '/applyCarV3/carOrderDetailV3?id=o1' });
    expect((await screen.findByTestId('phone-text')).textContent).toBe('8008-123');
    expect(screen.queryByTestId('phone-link')).toBeNull();
  });

  it('spec 3: without ?id= the detail reads _officialCarOrderIdV3', async () => {
    localStorage.setItem('_officialCarOrderIdV3', 'stashed-1');
    vi.mocked(api.fetchOrder).mockResolvedValue(carOrder({ id: 'stashed-1' }));
    renderScreen(<OrderDetailV3Screen />, { at: '/applyCarV3/carOrderDetailV3' });
    await screen.findByTestId('car-order-title');
    expect(api.fetchOrder).toHaveBeenCalledWith('stashed-1');
  });

  it("the footer shows only the caller's actions (the server's `can`): the driver starts with the odometer reading", async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(carOrder({ can: { ...carOrder().can, start: true } }));
    vi.mocked(api.startOrder).mockResolvedValue(carOrder({ status: 40, status_label: '行程中' }));
    renderScreen(<OrderDetailV3Screen />, { at: '/applyCarV3/carOrderDetailV3?id=o1' });
    const actions = await screen.findByTestId('car-actions');
    expect([...actions.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['出车']);
    await click(screen.getByRole('button', { name: '出车' }));
    const sheet = await screen.findByTestId('odometer-sheet');
    await click(sheet.querySelector('button') as Element);
    expect(await screen.findByText('请填写里程表读数（公里）')).toBeTruthy();
    expect(api.startOrder).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('请输入整数公里数'), { target: { value: '0048300' } });
    });
    await click(sheet.querySelector('button') as Element);
    await waitFor(() => expect(api.startOrder).toHaveBeenCalledWith('o1', { odometer_km: 48300 }));
  });

  it('the applicant of a finished trip comments and shares; 添加费用 is the driver’s', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(
      carOrder({ status: 50, status_label: '已完成', can: { ...carOrder().can, comment: true, share: true } }),
    );
    renderScreen(<OrderDetailV3Screen />, { at: '/applyCarV3/carOrderDetailV3?id=o1' });
    await screen.findByTestId('car-actions');
    expect(screen.queryByRole('button', { name: '添加费用' })).toBeNull();
    await click(screen.getByRole('button', { name: '评价' }));
    await waitFor(() => expect(currentLocation()).toBe('/applyCarV3/car3OrderComment?id=o1'));
  });
});
