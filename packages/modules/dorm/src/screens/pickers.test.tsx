import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { d2Draft } from '../components/draft.ts';
import { SelBed } from './pickers.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  d2Draft.clear();
});

const navTitle = () => document.querySelector('.adm-nav-bar-title')?.textContent;

const room = {
  id: 'r1',
  area: { id: 'a1', name: '东区' },
  building: { id: 'b1', name: '1号楼' },
  floor: 2,
  number: '201',
  label: '1号楼 2层 201',
  model: '四人间',
  gender: 'male' as const,
  gender_label: '男',
  price_fen: 30000,
  facilities: [],
  suite: false,
  bed_count: 2,
  free_beds: 1,
  assets: [],
  beds: [
    { id: 'bed-a', label: 'A床', free: false, occupant: { id: 's1', name: '张三' } },
    { id: 'bed-b', label: 'B床', free: true, occupant: null },
  ],
};

describe('bed picker (spec 2.3: child screens for choosing area, building, model, room and bed)', () => {
  it('opened before a room is chosen, says so under its title bar, whose back arrow stays', async () => {
    renderScreen(<SelBed />, { at: '/d2Collective/d2SelBed' });
    expect(await screen.findByText('请先选择房间')).toBeTruthy();
    expect(navTitle()).toBe('选择床位');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(api.fetchRoom).not.toHaveBeenCalled();
  });

  it('shows its title bar while the room loads, then offers only the free beds; a pick goes into the draft', async () => {
    d2Draft.pickRoom({ id: 'r1', name: '1号楼 2层 201' });
    let answer: (value: typeof room) => void = () => undefined;
    vi.mocked(api.fetchRoom).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen(<SelBed />, { at: '/d2Collective/d2SelBed' });
    expect(navTitle()).toBe('选择床位');
    answer(room);
    fireEvent.click(await screen.findByText('B床'));
    expect(screen.queryByText('A床')).toBeNull();
    expect(d2Draft.bed).toEqual({ id: 'bed-b', name: 'B床' });
    expect(api.fetchRoom).toHaveBeenCalledWith('r1', expect.any(String));
  });
});
