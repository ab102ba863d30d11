import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import ApplyScreen from './apply-screen.tsx';

const me = {
  home_place: { id: 'p', area: '3号宿舍楼', name: '502', label: '3号宿舍楼 502' },
  is_repair_admin: false,
  is_repairman: false,
  appraisal_tags: ['响应及时'],
  time_slots: ['尽快', '上午 08:00-12:00'],
};
const types = [{ id: 't', name: '水电', items: [{ id: 'i', name: '水龙头漏水', charge_fen: 0 }] }];

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = async () => {
  await act(async () => {
    renderScreen(<ApplyScreen />, { at: '/saRepairRoom/saRepairApply' });
  });
};

describe('saRepairApply: report a fault (issue 39)', () => {
  it("the reporter's own room is filled in, the first suitable time chosen", async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(me);
    vi.mocked(api.fetchTypes).mockResolvedValue(types);
    await open();
    expect(screen.getByTestId('repair-place').textContent).toBe('3号宿舍楼 502');
    expect(screen.getByText('尽快').closest('.adm-selector-item')?.className).toContain('adm-selector-item-active');
    expect(screen.getByRole('button', { name: '提交报修' })).toBeTruthy();
  });

  it('a form that will be refused says so when it opens: no fault items, no form', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue({ ...me, home_place: null });
    vi.mocked(api.fetchTypes).mockResolvedValue([]);
    await open();
    expect(screen.getByText('本单位尚未设置维修项目，暂不能报修')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交报修' })).toBeNull();
  });
});
