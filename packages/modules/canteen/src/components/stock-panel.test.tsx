import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Dish } from '@campus/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { item, menu, period } from '../test-data.ts';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { StockPanel } from './stock-panel.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const filter = { canteenId: 'c1', date: '2099-05-07', period: 'lunch' as const };
const dish = (id: string, name: string): Dish => ({ id, name, description: '', price_fen: 1200 });

describe("the canteen staff's menu stock (食堂管理 菜单库存)", () => {
  it('says no dish can be added only once the dishes have loaded; until then 加入菜单 waits', async () => {
    vi.mocked(api.fetchMenu).mockResolvedValue(menu([period('lunch', { items: [item('m1', '红烧肉', 1800)] })]));
    let answerDishes: (dishes: Dish[]) => void = () => undefined;
    vi.mocked(api.fetchDishes).mockReturnValue(new Promise((resolve) => (answerDishes = resolve)));
    renderScreen(<StockPanel filter={filter} />, { at: '/canteenApply' });
    expect(await screen.findByText('红烧肉')).toBeTruthy();
    expect(screen.queryByText('没有可加入的菜品')).toBeNull();
    expect(screen.getByRole('button', { name: /加入菜单/ })).toHaveProperty('disabled', true);
    // every dish is on the menu already
    await act(async () => answerDishes([dish('d-m1', '红烧肉')]));
    expect(screen.getByRole('button', { name: '没有可加入的菜品' })).toHaveProperty('disabled', true);
  });

  it('offers 加入菜单 when a dish is not on the menu yet', async () => {
    vi.mocked(api.fetchMenu).mockResolvedValue(menu([period('lunch', { items: [item('m1', '红烧肉', 1800)] })]));
    vi.mocked(api.fetchDishes).mockResolvedValue([dish('d-m1', '红烧肉'), dish('d-m2', '宫保鸡丁')]);
    renderScreen(<StockPanel filter={filter} />, { at: '/canteenApply' });
    await waitFor(() => expect(screen.getByRole('button', { name: '加入菜单' })).toHaveProperty('disabled', false));
  });
});
