import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { canteen, item, meal, menu, period } from '../test-data.ts';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import CanteenApplyScreen from './canteen-apply-screen.tsx';
import SendDiningScreen from './send-dining-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchServerTime).mockResolvedValue({
    time: '2099-05-06T01:00:00.000Z',
    timestamp: Date.parse('2099-05-06T01:00:00.000Z'),
    local: '2099-05-06 09:00:00',
  });
  vi.mocked(api.fetchCanteens).mockResolvedValue({ results: [canteen()], is_canteen_staff: false });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('ordering a meal (/canteenApply, issue 14)', () => {
  it('dishes add up in yuan; 提交订单 takes the portions and opens the purchase screen for the order', async () => {
    vi.mocked(api.fetchMenu).mockResolvedValue(
      menu([
        period('breakfast', { open: false, cutoff_time: '2099-05-05 20:00' }),
        period('lunch', { items: [item('m1', '红烧肉', 1800), item('m2', '米饭', 100)] }),
      ]),
    );
    vi.mocked(api.createMealOrder).mockResolvedValue(meal('o1', { status: 0 }));
    renderScreen(<CanteenApplyScreen />, { at: '/canteenApply' });
    // the first open period is chosen: lunch, with its cut-off on the server's clock
    expect((await screen.findByTestId('cutoff-notice')).textContent).toContain('2099-05-07 10:00 截止订餐');
    await click(screen.getByRole('button', { name: '增加红烧肉' }));
    await click(screen.getByRole('button', { name: '增加红烧肉' }));
    await click(screen.getByRole('button', { name: '增加米饭' }));
    expect(screen.getByTestId('order-total').textContent).toBe('¥37.00');
    await click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/buy\?/));
    const q = new URLSearchParams(currentLocation().split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({ purpose: 'canteen_meal', ref_id: 'o1', done: '/canteenApply/canteenOrderDetail?id=o1' });
    expect(api.createMealOrder).toHaveBeenCalledWith({
      canteen_id: 'c1',
      date: '2099-05-06',
      period: 'lunch',
      kind: 'dine',
      items: [
        { menu_item_id: 'm1', quantity: 2 },
        { menu_item_id: 'm2', quantity: 1 },
      ],
    });
  });

  it('a closed period says when it closed and takes no dishes; a refusal of the server is shown as it says it', async () => {
    vi.mocked(api.fetchMenu).mockResolvedValue(
      menu([
        period('breakfast', { open: false, cutoff_time: '2099-05-05 20:00', items: [item('b1', '鲜肉包', 200)] }),
        period('lunch', { items: [item('m1', '清蒸鲈鱼', 2600, 1)] }),
      ]),
    );
    vi.mocked(api.createMealOrder).mockRejectedValue(httpError(400, { items: ['清蒸鲈鱼库存不足（剩余0份）'] }));
    renderScreen(<CanteenApplyScreen />, { at: '/canteenApply' });
    await screen.findByTestId('cutoff-notice');
    await click(screen.getByRole('option', { name: /早餐/ }));
    expect(screen.getByTestId('cutoff-notice').textContent).toBe('早餐已于 2099-05-05 20:00 截止订餐');
    expect((screen.getByRole('button', { name: '增加鲜肉包' }) as HTMLButtonElement).disabled).toBe(true);
    await click(screen.getByRole('option', { name: /午餐/ }));
    await click(screen.getByRole('button', { name: '增加清蒸鲈鱼' }));
    // one portion left: no second one
    expect((screen.getByRole('button', { name: '增加清蒸鲈鱼' }) as HTMLButtonElement).disabled).toBe(true);
    await click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('清蒸鲈鱼库存不足（剩余0份）')).toBeTruthy();
    expect(currentLocation()).toBe('/canteenApply');
  });

  it('my orders list the meals with their status; canteen staff get 食堂管理', async () => {
    vi.mocked(api.fetchCanteens).mockResolvedValue({ results: [canteen()], is_canteen_staff: true });
    vi.mocked(api.fetchMyOrders).mockResolvedValue({ count: 1, next: null, previous: null, results: [meal('o1')] });
    renderScreen(<CanteenApplyScreen />, { at: '/canteenApply?tab=orders' });
    const card = await screen.findByTestId('meal-card');
    expect(card.textContent).toContain('红烧肉×2');
    expect(within(card.closest('[data-testid="section-card"]') as HTMLElement).getByTestId('meal-status').textContent).toBe('待取餐');
    expect(screen.getByRole('tab', { name: '食堂管理' })).toBeTruthy();
    await click(card);
    expect(currentLocation()).toBe('/canteenApply/canteenOrderDetail?id=o1');
  });

  it('issue 34: after the day’s last cut-off (18:00 in Shanghai) it opens on tomorrow and its first meal still open, not a today of 已截止', async () => {
    vi.mocked(api.fetchServerTime).mockResolvedValue({
      time: '2099-05-06T10:00:00.000Z',
      timestamp: Date.parse('2099-05-06T10:00:00.000Z'),
      local: '2099-05-06 18:00:00',
    });
    vi.mocked(api.fetchMenu).mockImplementation((_c, date) =>
      Promise.resolve(
        menu(
          [
            period('breakfast', { open: true, cutoff_at: '2099-05-06T12:00:00.000Z', cutoff_time: '2099-05-06 20:00' }),
            period('lunch', { open: true }),
          ],
          { date },
        ),
      ),
    );
    renderScreen(<CanteenApplyScreen />, { at: '/canteenApply' });
    expect((await screen.findByTestId('cutoff-notice')).textContent).toContain('2099-05-06 20:00 截止订餐');
    expect(api.fetchMenu).toHaveBeenCalledWith('c1', '2099-05-07');
    expect(api.fetchMenu).not.toHaveBeenCalledWith('c1', '2099-05-06');
    expect(screen.getByRole('tab', { name: '明天 5月7日' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: /早餐/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('a sent meal (/sendDining, issue 34)', () => {
  it('an empty cart shows no fee and no total; the first dish brings both, the fee added', async () => {
    vi.mocked(api.fetchMenu).mockResolvedValue(menu([period('lunch', { items: [item('m1', '红烧肉', 1800)] })]));
    renderScreen(<SendDiningScreen />, { at: '/sendDining' });
    await screen.findByRole('button', { name: '增加红烧肉' });
    expect(screen.getByTestId('order-empty').textContent).toBe('请选择菜品');
    expect(screen.queryByTestId('order-total')).toBeNull();
    expect(screen.queryByText(/¥3\.00/)).toBeNull();
    await click(screen.getByRole('button', { name: '增加红烧肉' }));
    expect(screen.getByTestId('order-total').textContent).toBe('¥21.00');
    expect(screen.getByText('送餐费 ¥3.00')).toBeTruthy();
  });
});
