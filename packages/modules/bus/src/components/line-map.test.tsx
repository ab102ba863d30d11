import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { routeDetail } from '../test-data.ts';
import { LineMap } from './line-map.tsx';

beforeEach(() => stubExports(api));

const last = {
  latitude: 24.5099,
  longitude: 118.2,
  speed_kmh: 18,
  reported_at: '2026-05-12T01:25:00.000Z',
  reported_time: '2026-05-12 09:25:00',
  reporter: { id: 'd', name: '公务车司机' },
};

beforeEach(() => {
  vi.mocked(api.fetchRoute).mockResolvedValue(routeDetail('p1', { kind: 'plant', vehicle: '闽D·A1234' }));
  vi.mocked(api.fetchPositions).mockResolvedValue({
    results: [last, { ...last, reported_at: '2026-05-12T01:15:00.000Z', reported_time: '2026-05-12 09:15:00' }],
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('plantBusMap / plantBusRecentMap: the line and where its bus is', () => {
  it('no tile server: the stops as a list and the last reported position with its time and nearest stop', async () => {
    vi.mocked(api.fetchConfig).mockResolvedValue({ map_tile_url: null, map_attribution: null });
    renderScreen(<LineMap mode="map" title="班车地图" path="/plantBus/plantBusMap" />, { at: '/plantBus/plantBusMap?id=p1' });
    expect(await screen.findByTestId('map-fallback')).toBeTruthy();
    const position = screen.getByTestId('last-position').textContent ?? '';
    expect(position).toContain('园区东门');
    expect(position).toContain('2026-05-12 09:25');
    expect(position).toContain('18 km/h');
    expect(screen.getByTestId('stop-steps').textContent).toContain('火车站');
    expect(screen.queryByTestId('tile-map')).toBeNull();
  });

  it('a tile server configured: the map of tiles with the bus on it, and the recent reports', async () => {
    vi.mocked(api.fetchConfig).mockResolvedValue({ map_tile_url: 'https://t.example/{z}/{x}/{y}.png', map_attribution: '© 示例' });
    renderScreen(<LineMap mode="recent" title="实时位置" path="/plantBus/plantBusRecentMap" />, {
      at: '/plantBus/plantBusRecentMap?id=p1',
    });
    const map = await screen.findByTestId('tile-map');
    expect(map.getAttribute('aria-label')).toContain('火车站、园区东门');
    expect(map.querySelectorAll('img').length).toBeGreaterThan(0);
    expect(map.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/t\.example\/\d+\/\d+\/\d+\.png$/);
    expect(screen.getByTestId('bus-marker')).toBeTruthy();
    expect(screen.getByText('最近调度')).toBeTruthy();
    expect(screen.queryByTestId('map-fallback')).toBeNull();
  });
});
