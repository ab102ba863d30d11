import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { FaultItemsView } from './fault-items-view.tsx';

const types = [
  { id: 'water', name: '水电', items: [{ id: 'tap', name: '水龙头漏水', charge_fen: 0 }] },
  { id: 'door', name: '门窗', items: [{ id: 'lock', name: '更换门锁', charge_fen: 3000 }] },
];

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
  vi.mocked(api.fetchTypes).mockResolvedValue(types);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const open = async () => {
  await act(async () => {
    renderScreen(<FaultItemsView />, { at: '/saRepairApprove?view=items' });
  });
};
/** The form's input of a field (its label names the input and the form item both). */
const input = (label: string) => screen.getAllByLabelText(label).find((e) => e instanceof HTMLInputElement) as HTMLInputElement;
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
  });
};

describe('故障项目设置 (saRepairApprove?view=items, issue 39)', () => {
  it('the items by repair type with their usual charge (free ones say so)', async () => {
    await open();
    const rows = screen.getAllByTestId('fault-item-row').map((r) => r.textContent);
    expect(rows).toEqual(['水龙头漏水免费', '更换门锁¥30.00']);
  });

  it('an item added to a type: its charge sent in fen; the server’s refusal lands on its field', async () => {
    vi.mocked(api.createFaultItem).mockRejectedValueOnce(httpError(400, { name: ['该维修类型下已有同名故障项目'] }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: '在水电中新增故障项目' }));
    fireEvent.change(input('故障项目'), { target: { value: '水龙头漏水' } });
    fireEvent.change(input('参考费用（元）'), { target: { value: '12.5' } });
    await save();
    expect(await screen.findByText('该维修类型下已有同名故障项目')).toBeTruthy();
    expect(api.createFaultItem).toHaveBeenCalledWith({ type_id: 'water', name: '水龙头漏水', charge_fen: 1250 });

    vi.mocked(api.createFaultItem).mockResolvedValueOnce({ id: 'n', name: '下水道堵塞', charge_fen: 1250, type_id: 'water' });
    fireEvent.change(input('故障项目'), { target: { value: '下水道堵塞' } });
    await save();
    await waitFor(() => expect(api.fetchTypes).toHaveBeenCalledTimes(2));
  });

  it('an item edited keeps its id; a charge that is no amount is refused before it is sent', async () => {
    vi.mocked(api.updateFaultItem).mockResolvedValue({ id: 'lock', name: '更换门锁', charge_fen: 4000, type_id: 'door' });
    await open();
    fireEvent.click(screen.getByText('更换门锁'));
    expect(input('参考费用（元）').value).toBe('30.00');
    fireEvent.change(input('参考费用（元）'), { target: { value: '4o' } });
    await save();
    expect(await screen.findByText('请填写金额，最多两位小数')).toBeTruthy();
    expect(api.updateFaultItem).not.toHaveBeenCalled();
    fireEvent.change(input('参考费用（元）'), { target: { value: '40' } });
    await save();
    await waitFor(() => expect(api.updateFaultItem).toHaveBeenCalledWith('lock', { type_id: 'door', name: '更换门锁', charge_fen: 4000 }));
  });
});
