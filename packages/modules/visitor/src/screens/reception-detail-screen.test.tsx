import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail, ReceptionDetail } from '@campus/contracts';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import ReceptionDetailScreen from './reception-detail-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const STATUS = { 20: '待接待', 30: '接待中', 40: '已完成' } as const;

/** The reception as its applicant sees it in `code`, with what the server offers him. */
function reception(code: keyof typeof STATUS, can: { start: boolean; finish: boolean }): ReceptionDetail {
  return {
    id: 'r-1',
    title: '客户来访接待',
    guest_company: '华南电子',
    guest_count: 1,
    start_date: '2026-12-10',
    end_date: '2026-12-10',
    place: '一号会议室',
    budget_fen: 300_000,
    applicant: { id: 's-5', name: '普通员工' },
    hosts: [{ id: 's-5', name: '普通员工' }],
    status: { code, label: STATUS[code] },
    created_time: '2026-12-01 09:00:00',
    guests: [{ name: '孙总', title: '总经理', phone: '' }],
    contacts: [],
    remark: '',
    reject_reason: null,
    plans: [],
    prepares: [],
    main_task: null,
    children: [],
    viewers: [],
    arrangers: [],
    fee_total_fen: 0,
    share: null,
    comment: null,
    my_roles: ['host', 'arranger'],
    delegated_from: null,
    can: { arrange: true, authorize: true, share: true, add_fee: true, approve: false, ...can },
  };
}

const AT = '/reception/receptionDetail?id=r-1';

/** The open dialog asking `question` (a closed one may still be fading out of the page). */
async function dialogSaying(question: string): Promise<HTMLElement> {
  const dialog = (await screen.findByText(question)).closest<HTMLElement>('[role="dialog"]');
  if (dialog === null) throw new Error(`no dialog asks ${question}`);
  return dialog;
}

describe('接待详情 (/reception/receptionDetail): 开始接待 and 完成接待 (issue 37: the host hosts it, then the guest may rate it)', () => {
  it('开始接待 asks first, runs the workflow transition, and the reloaded detail shows 接待中 with 完成接待 offered', async () => {
    vi.mocked(api.fetchReception)
      .mockResolvedValueOnce(reception(20, { start: true, finish: false }))
      .mockResolvedValue(reception(30, { start: false, finish: true }));
    vi.mocked(api.transitionReception).mockResolvedValue({} as OrderDetail);
    renderScreen(<ReceptionDetailScreen />, { at: AT });
    fireEvent.click(await screen.findByTestId('reception-progress'));
    const dialog = await dialogSaying('确认开始接待？');
    expect(api.transitionReception).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '开始接待' }));
    });
    expect(api.transitionReception).toHaveBeenCalledWith('r-1', 'start');
    await waitFor(() => expect(screen.getByTestId('status-tag').textContent).toBe('接待中'));
    expect(screen.getByTestId('reception-progress').textContent).toBe('完成接待');
  });

  it('完成接待 cancelled in its dialog changes nothing', async () => {
    vi.mocked(api.fetchReception).mockResolvedValue(reception(30, { start: false, finish: true }));
    renderScreen(<ReceptionDetailScreen />, { at: AT });
    fireEvent.click(await screen.findByTestId('reception-progress'));
    const dialog = await dialogSaying('确认完成接待？完成后来宾即可评价。');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    });
    expect(api.transitionReception).not.toHaveBeenCalled();
    expect(screen.getByTestId('status-tag').textContent).toBe('接待中');
  });

  it('neither is shown when the server offers neither (a host who is not the applicant, or 已完成)', async () => {
    vi.mocked(api.fetchReception).mockResolvedValue(reception(40, { start: false, finish: false }));
    renderScreen(<ReceptionDetailScreen />, { at: AT });
    await waitFor(() => expect(screen.getByTestId('status-tag').textContent).toBe('已完成'));
    expect(screen.queryByTestId('reception-progress')).toBeNull();
  });
});
