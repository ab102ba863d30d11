import { cleanup, screen } from '@testing-library/react';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { config, trip } from '../test-data.ts';
import TripMapScreen from './trip-map-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('行程轨迹 (/privateCar/pCarTripMap, issue 11)', () => {
  it('without a tile server: says so and lists the points with their coordinates; a typed place has none', async () => {
    vi.mocked(api.fetchTrip).mockResolvedValue(
      trip({ to: { place_id: null, name: '客户工厂', lat: null, lng: null }, distance_source: 'typed' }),
    );
    vi.mocked(api.fetchConfig).mockResolvedValue(config());
    renderScreen(<TripMapScreen />, { at: '/privateCar/pCarTripMap?id=trip-1' });
    expect(await screen.findByText(/未配置地图服务/)).toBeTruthy();
    const points = screen.getAllByTestId('route-point');
    expect(points.map((p) => p.textContent)).toEqual([
      expect.stringContaining('北纬 31.2990，东经 120.7290'),
      expect.stringContaining('无坐标（手动输入的地点）'),
    ]);
    expect(screen.queryByTestId('tile-map')).toBeNull();
    expect(screen.getByTestId('distance-source').textContent).toBe('手填');
  });

  it("with a tile server: draws the company's tiles and says where the map comes from", async () => {
    vi.mocked(api.fetchTrip).mockResolvedValue(trip());
    vi.mocked(api.fetchConfig).mockResolvedValue(config({ tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png' }));
    renderScreen(<TripMapScreen />, { at: '/privateCar/pCarTripMap?id=trip-1' });
    const map = await screen.findByRole('img', { name: '行程地图：园区总部至市民服务中心' });
    const tiles = [...map.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => /^https:\/\/tiles\.example\.com\/\d+\/\d+\/\d+\.png$/.test(src ?? ''))).toBe(true);
    expect(screen.getByText(/地图由本单位配置的地图服务提供/)).toBeTruthy();
  });
});
