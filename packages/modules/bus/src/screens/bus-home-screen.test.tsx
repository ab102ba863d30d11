import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { routeSummary } from '../test-data.ts';
import BusHomeScreen from './bus-home-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchRoutes).mockResolvedValue({ results: [routeSummary('1'), routeSummary('3', { favourite: true })], can_check: false });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('/bus: the shuttle routes and the passenger’s tickets (issue 13)', () => {
  it('lists the routes, favourites first, each with its next trip, seats left and price', async () => {
    renderScreen(<BusHomeScreen />, { at: '/bus' });
    const items = await screen.findAllByTestId('route-item');
    expect(items.map((i) => i.textContent?.match(/^\d号线/)?.[0])).toEqual(['3号线', '1号线']);
    expect(items[1]?.textContent).toContain('下一班 明天 07:40 · 余45座');
    expect(items[1]?.textContent).toContain('¥5.00');
    expect(screen.queryByRole('button', { name: '验票' })).toBeNull();
  });

  it('收藏 a route: the server is told and the route moves to the top', async () => {
    vi.mocked(api.setFavourite).mockResolvedValue(routeSummary('1', { favourite: true }));
    renderScreen(<BusHomeScreen />, { at: '/bus' });
    const one = (await screen.findAllByTestId('route-item'))[1]!;
    await act(async () => {
      fireEvent.click(within(one).getByRole('button', { name: '收藏' }));
    });
    expect(api.setFavourite).toHaveBeenCalledWith('1', true);
    const items = screen.getAllByTestId('route-item');
    expect(within(items[0]!).getByRole('button', { name: '取消收藏' })).toBeTruthy();
    expect(currentLocation()).toBe('/bus'); // the star does not open the route
  });

  it('opens a route; a driver also gets 验票', async () => {
    vi.mocked(api.fetchRoutes).mockResolvedValue({ results: [routeSummary('1')], can_check: true });
    renderScreen(<BusHomeScreen />, { at: '/bus' });
    fireEvent.click(await screen.findByText('1号线'));
    expect(currentLocation()).toBe('/bus/busRouteDetail?id=1');
    cleanup();
    renderScreen(<BusHomeScreen />, { at: '/bus' });
    fireEvent.click(await screen.findByRole('button', { name: '验票' }));
    expect(currentLocation()).toBe('/bus/busSoftCheck');
  });
});
