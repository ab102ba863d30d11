import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { preview } from '../test-data.ts';
import SubsidyScreen from './subsidy-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const empty = { count: 0, next: null, previous: null, results: [] };

describe('补贴申请 (/privateCar/pCarSubsidy, issue 11)', () => {
  it("shows the server's figures in yuan with the rounding rule, and submits the month", async () => {
    vi.mocked(api.previewSubsidy).mockResolvedValue(preview());
    vi.mocked(api.fetchSubsidies).mockResolvedValue(empty);
    vi.mocked(api.createSubsidy).mockResolvedValue({ id: 'claim-1' } as Awaited<ReturnType<typeof api.createSubsidy>>);
    renderScreen(<SubsidyScreen />, { at: '/privateCar/pCarSubsidy' });
    expect((await screen.findByTestId('subsidy-total')).textContent).toBe('¥15.46');
    expect(screen.getByTestId('subsidy-mileage').textContent).toBe('¥10.46');
    expect(screen.getByText(/四舍五入到分/)).toBeTruthy();
    const month = vi.mocked(api.previewSubsidy).mock.calls[0]?.[0] ?? '';
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /提交补贴申请/ }));
    });
    expect(api.createSubsidy).toHaveBeenCalledWith(month);
    await waitFor(() => expect(currentLocation()).toBe('/privateCar/pCarSubsidy/pCarSubsidyDetail?id=claim-1'));
  });

  it("a month with nothing to claim cannot be submitted; a refusal shows the server's words", async () => {
    vi.mocked(api.previewSubsidy).mockResolvedValue(
      preview({ trip_count: 0, trips: [], distance_m: 0, mileage_fen: 0, fees_fen: 0, total_fen: 0 }),
    );
    vi.mocked(api.fetchSubsidies).mockResolvedValue(empty);
    renderScreen(<SubsidyScreen />, { at: '/privateCar/pCarSubsidy' });
    expect(await screen.findByText('该月没有可申请补贴的出车记录')).toBeTruthy();
    expect((screen.getByRole('button', { name: /提交补贴申请/ }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    vi.mocked(api.previewSubsidy).mockResolvedValue(preview());
    vi.mocked(api.createSubsidy).mockRejectedValue(httpError(409, { detail: '单据状态已变化，请刷新后重试' }));
    renderScreen(<SubsidyScreen />, { at: '/privateCar/pCarSubsidy' });
    await screen.findByTestId('subsidy-total');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /提交补贴申请/ }));
    });
    expect((await screen.findByTestId('field-error-text')).textContent).toBe('单据状态已变化，请刷新后重试');
  });
});
