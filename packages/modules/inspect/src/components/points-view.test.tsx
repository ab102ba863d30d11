import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { PointsView } from './points-view.tsx';

const point = { id: 'p1', route_id: 'a', seq: 1, name: '东门岗亭', place: 'A区东门', tag_code: 'CP-A01' };
const routes = [
  { id: 'a', name: 'A区日间巡检', points: [point] },
  { id: 'b', name: 'B区夜间巡检', points: [] },
];

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
  vi.mocked(api.fetchSetupRoutes).mockResolvedValue(routes);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const open = async () => {
  await act(async () => {
    renderScreen(<PointsView />, { at: '/inspect?view=points' });
  });
};
/** The form's input of a field (its label names the input and the form item both). */
const input = (label: string) => screen.getAllByLabelText(label).find((e) => e instanceof HTMLInputElement) as HTMLInputElement;
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
  });
};

describe('巡检点设置 (/inspect?view=points, issue 39)', () => {
  it('the routes with their points in order and the code on each tag', async () => {
    await open();
    expect(screen.getAllByTestId('point-row').map((r) => r.textContent)).toEqual(['1. 东门岗亭A区东门CP-A01']);
    expect(screen.getByText('B区夜间巡检')).toBeTruthy();
  });

  it('a point added to a route; the server’s refusal of its tag lands on the tag', async () => {
    vi.mocked(api.createCheckpoint).mockRejectedValueOnce(
      httpError(400, { tag_code: ['标签编码须以 CP- 开头，由字母、数字或短横线组成，如 CP-A01'] }),
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: '在B区夜间巡检中新增巡检点' }));
    fireEvent.change(input('巡检点名称'), { target: { value: '配电房' } });
    fireEvent.change(input('位置'), { target: { value: 'B区' } });
    fireEvent.change(input('标签编码'), { target: { value: 'ZC-NB-001' } });
    await save();
    expect(await screen.findByText('标签编码须以 CP- 开头，由字母、数字或短横线组成，如 CP-A01')).toBeTruthy();
    expect(api.createCheckpoint).toHaveBeenCalledWith({ route_id: 'b', name: '配电房', place: 'B区', tag_code: 'ZC-NB-001' });
    vi.mocked(api.createCheckpoint).mockResolvedValueOnce({ ...point, id: 'p2', route_id: 'b', name: '配电房', tag_code: 'CP-B01' });
    fireEvent.change(input('标签编码'), { target: { value: 'CP-B01' } });
    await save();
    await waitFor(() => expect(api.fetchSetupRoutes).toHaveBeenCalledTimes(2));
  });

  it('a point edited keeps its id and route', async () => {
    vi.mocked(api.updateCheckpoint).mockResolvedValue({ ...point, name: '东门岗亭（新）' });
    await open();
    fireEvent.click(screen.getByText('1. 东门岗亭'));
    expect(input('标签编码').value).toBe('CP-A01');
    fireEvent.change(input('巡检点名称'), { target: { value: '东门岗亭（新）' } });
    await save();
    await waitFor(() =>
      expect(api.updateCheckpoint).toHaveBeenCalledWith('p1', {
        route_id: 'a',
        name: '东门岗亭（新）',
        place: 'A区东门',
        tag_code: 'CP-A01',
      }),
    );
  });
});
