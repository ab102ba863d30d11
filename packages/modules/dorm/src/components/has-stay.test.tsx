import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { DormMe, DormStay } from '@campus/contracts';
import { createStores } from '@campus/core';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { ApplyDormitory } from '../screens/apply-dormitory.tsx';
import { D2ApplyChange, D2ApplyIn } from '../screens/d2-apply.tsx';
import { D2Collective } from '../screens/d2-home.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const stay: DormStay = {
  id: 'st1',
  room: {
    id: 'r1',
    area: { id: 'a1', name: '东区生活区' },
    building: { id: 'b1', name: '1号楼' },
    floor: 2,
    number: '201',
    label: '1号楼 2层 201',
    model: '四人间',
    gender: 'male',
    gender_label: '男',
    price_fen: 30000,
    facilities: [],
    suite: false,
    bed_count: 4,
    free_beds: 2,
  },
  bed: { id: 'bed1', label: 'A床' },
  start_date: '2026-09-01',
  end_date: null,
  checked_in: true,
  roommates: [],
};
const me = (s: DormStay | null): DormMe => ({
  profile: { gender: 'male', id_number: null, id_card: [], archives: [], emergency_contact: null, emergency_phone: null },
  stay: s,
  is_admin: false,
});

/** Stores of a person whose menu lets them into the collective dormitory (d2Collective). */
function d2Stores() {
  const stores = createStores();
  stores.permissions.setResolved(['d2Collective', 'applyDormitory'], []);
  return stores;
}

describe('issue 34: someone with a bed is told so when an application screen opens, and offered 调宿 and 退宿', () => {
  it('d2ApplyIn: a resident sees 您已有住宿，请使用调宿申请 with their bed instead of the form; 调宿申请 opens d2ApplyChange', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(me(stay));
    renderScreen(<D2ApplyIn />, { at: '/d2Collective/d2ApplyIn', stores: d2Stores() });
    expect(await screen.findByText('您已有住宿，请使用调宿申请')).toBeTruthy();
    expect(screen.getByText('1号楼 2层 201 A床 · 已入住')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
    expect(screen.getByText('退宿申请')).toBeTruthy();
    fireEvent.click(screen.getByText('调宿申请'));
    expect(currentLocation()).toBe('/d2Collective/d2ApplyChange');
  });

  it('d2ApplyIn without a bed shows the form; d2ApplyChange without a bed offers 申请入住', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(me(null));
    renderScreen(<D2ApplyIn />, { at: '/d2Collective/d2ApplyIn', stores: d2Stores() });
    expect(await screen.findByRole('button', { name: '提交申请' })).toBeTruthy();
    expect(screen.queryByTestId('has-stay')).toBeNull();
    cleanup();
    renderScreen(<D2ApplyChange />, { at: '/d2Collective/d2ApplyChange', stores: d2Stores() });
    expect(await screen.findByText('您当前没有住宿')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('住宿申请 (/applyDormitory): a resident is told on opening, no form to fill; without d2Collective on their menu no link leads there', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(me(stay));
    vi.mocked(api.fetchOrders).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    const stores = createStores();
    stores.permissions.setResolved(['applyDormitory'], []);
    renderScreen(<ApplyDormitory />, { at: '/applyDormitory', stores });
    expect(await screen.findByText('您已有住宿，请使用调宿申请')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交住宿申请' })).toBeNull();
    expect(screen.queryByText('调宿申请')).toBeNull();
  });

  it('a move-out on its way (the stay ends on a date) leaves 住宿申请 open for a bed from then on', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(me({ ...stay, end_date: '2026-12-01' }));
    vi.mocked(api.fetchOrders).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    renderScreen(<ApplyDormitory />, { at: '/applyDormitory', stores: d2Stores() });
    expect(await screen.findByRole('button', { name: '提交住宿申请' })).toBeTruthy();
  });

  it('the d2 home offers 入住申请 to someone without a bed only; a resident gets 调宿申请 and 退宿申请', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(me(stay));
    renderScreen(<D2Collective />, { at: '/d2Collective', stores: d2Stores() });
    expect(await screen.findByRole('button', { name: '调宿申请' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退宿申请' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '入住申请' })).toBeNull();
    cleanup();
    vi.mocked(api.fetchMe).mockResolvedValue(me(null));
    renderScreen(<D2Collective />, { at: '/d2Collective', stores: d2Stores() });
    expect(await screen.findByRole('button', { name: '入住申请' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '调宿申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退宿申请' })).toBeNull();
  });
});
