import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { tripDraft } from '../stores/trip-draft.ts';
import { trip, vehicle } from '../test-data.ts';
import TripAddScreen from './trip-add-screen.tsx';

beforeEach(() => stubExports(api));
beforeEach(() => tripDraft.reset());
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const hq = { id: 'p-hq', name: '园区总部', address: '', lat: 31.299, lng: 120.729 };
const civic = { id: 'p-civic', name: '市民服务中心', address: '', lat: 31.304, lng: 120.585 };

describe('登记出车 (/privateCar/pCarAdd, issue 11)', () => {
  it('two saved places: the distance is the server-computed one, with its rule; no typed field unless asked', async () => {
    vi.mocked(api.fetchVehicles).mockResolvedValue([vehicle()]);
    vi.mocked(api.fetchDistance).mockResolvedValue({ distance_m: 13_700, km: '13.7', rule: '' });
    tripDraft.setPoint('from', { kind: 'place', place: hq });
    tripDraft.setPoint('to', { kind: 'place', place: civic });
    renderScreen(<TripAddScreen />, { at: '/privateCar/pCarAdd' });
    expect((await screen.findByTestId('computed-distance')).textContent).toBe('13.7 公里');
    expect(api.fetchDistance).toHaveBeenCalledWith('p-hq', 'p-civic');
    expect(screen.getByText(/haversine/)).toBeTruthy();
    expect(screen.queryByPlaceholderText('如 12.5')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: '手动填写实际里程' }));
    });
    expect(screen.getByPlaceholderText('如 12.5')).toBeTruthy();
  });

  it('a typed place needs a typed distance, sent as distance_km; the new trip opens', async () => {
    vi.mocked(api.fetchVehicles).mockResolvedValue([
      vehicle(),
      vehicle({ id: 'car-2', plate: '苏E99999', usable: false, cert_state: 'pending' }),
    ]);
    vi.mocked(api.createTrip).mockResolvedValue(trip({ id: 'trip-9' }));
    tripDraft.setPoint('from', { kind: 'place', place: hq });
    tripDraft.setPoint('to', { kind: 'typed', name: '客户工厂' });
    tripDraft.set('tripDate', '2026-11-20');
    renderScreen(<TripAddScreen />, { at: '/privateCar/pCarAdd' });
    // only certified cars are offered
    await screen.findByText('苏E·12345');
    expect(screen.queryByText('苏E·99999')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('苏E·12345'));
      fireEvent.change(screen.getByPlaceholderText('如 12.5'), { target: { value: '8.6' } });
      fireEvent.change(screen.getByPlaceholderText('请填写本次出车办理的公务'), { target: { value: '拜访客户' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交出车记录' }));
    });
    await waitFor(() =>
      expect(api.createTrip).toHaveBeenCalledWith({
        vehicle_id: 'car-1',
        trip_date: '2026-11-20',
        from: { place_id: 'p-hq' },
        to: { name: '客户工厂' },
        distance_km: 8.6,
        purpose: '拜访客户',
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/privateCar/pCarDetail?id=trip-9'));
    expect(tripDraft.from).toBeNull();
  });

  it("a new trip is dated the hub's today, not the phone's: at 17:00 UTC Shanghai is a day ahead", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T17:00:00Z') }); // 2026-12-01 01:00 in Shanghai
    try {
      vi.mocked(api.fetchVehicles).mockResolvedValue([vehicle()]);
      renderScreen(<TripAddScreen />, { at: '/privateCar/pCarAdd' });
      expect(await screen.findByText('2026-12-01')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
