import { createStores, StoresProvider } from '@campus/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSummary } from '../test-fixtures.ts';
import ApprovalListScreen, { countText, initialTab } from './approval-list-screen.tsx';

vi.mock('../api.ts', () => ({
  fetchApprovalPage: vi.fn(),
  fetchMyOrders: vi.fn(),
  fetchCopied: vi.fn(),
  batchApprove: vi.fn(),
  fetchApprovalCounts: vi.fn(async () => ({ todo: 0, done: 0, mine: 0, cc_unread: 0 })),
}));

// the order-type registry (core's shared loader) answers with one type
vi.mock('@campus/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@campus/core')>();
  return {
    ...core,
    orderTypesStore: new core.OrderTypesStore(async () => [
      {
        type: 'forms',
        module: 'forms',
        name: '通用流程',
        statuses: [
          { code: -20, label: '已驳回' },
          { code: 10, label: '审批中' },
          { code: 20, label: '已通过' },
        ],
        in_approval: 10,
        after_approval: 20,
        rejected: -20,
        cancelled: -10,
        transitions: [],
      },
    ]),
  };
});

const api = await import('../api.ts');

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderList(address: string, isApprover: boolean) {
  localStorage.setItem('token', 't');
  localStorage.setItem('LXDZAuths', JSON.stringify({ token: 't', user_id: 's-4', name: '审批人', is_approver: isApprover }));
  render(
    <StoresProvider stores={createStores()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/approvalProcess" element={<ApprovalListScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
}

const todoPage = {
  count: 1,
  next: null,
  previous: null,
  next_after: null,
  results: [
    {
      ...orderSummary({ id: 'o-1', title: '出差申请' }),
      my_step: { seq: 1, state: 'pending' as const, comment: null, acted_at: null, act_time: null },
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the approval lists', () => {
  it('approvers start on 待审批, everyone else on 我发起的; the address wins', () => {
    expect(initialTab(null, true)).toBe('todo');
    expect(initialTab(null, false)).toBe('mine');
    expect(initialTab(null, undefined)).toBe('mine');
    expect(initialTab('done', false)).toBe('done');
    expect(initialTab('bogus', true)).toBe('todo');
  });

  it('a row shows title, type, applicant, status, created and approval time', async () => {
    vi.mocked(api.fetchApprovalPage).mockResolvedValue(todoPage);
    renderList('/approvalProcess', true);
    const row = await screen.findByTestId('order-row');
    expect(api.fetchApprovalPage).toHaveBeenCalledWith('todo', { page: 1, page_size: 20 });
    expect(row.textContent).toContain('出差申请');
    expect(row.textContent).toContain('类型通用流程');
    expect(row.textContent).toContain('申请人普通员工');
    expect(row.textContent).toContain('提交时间2026-03-01 09:02');
    expect(row.textContent).toContain('审批时间--');
    expect(within(row).getByTestId('status-tag').textContent).toBe('审批中');
  });

  it('the approval time is the first 16 characters once approved', async () => {
    vi.mocked(api.fetchMyOrders).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      next_after: null,
      results: [orderSummary({ status: 20, status_label: '已通过', approve_time: '2026-03-02 18:45:10' })],
    });
    renderList('/approvalProcess', false);
    const row = await screen.findByTestId('order-row');
    expect(api.fetchMyOrders).toHaveBeenCalledWith({ page: 1, page_size: 20 });
    expect(row.textContent).toContain('审批时间2026-03-02 18:45');
    expect(within(row).getByTestId('status-tag').textContent).toBe('已通过');
  });

  it('switching tabs loads that list', async () => {
    vi.mocked(api.fetchApprovalPage).mockResolvedValue(todoPage);
    renderList('/approvalProcess', true);
    await screen.findByTestId('order-row');
    await act(async () => fireEvent.click(screen.getByText('我已审批')));
    expect(api.fetchApprovalPage).toHaveBeenLastCalledWith('done', { page: 1, page_size: 20 });
  });

  it("tapping a row opens its module's detail with ?id=", async () => {
    vi.mocked(api.fetchApprovalPage).mockResolvedValue({
      ...todoPage,
      results: [{ ...todoPage.results[0]!, id: 'r-1', module: 'repair', order_type: 'repair' }],
    });
    renderList('/approvalProcess?tab=todo', true);
    fireEvent.click(await screen.findByText('出差申请'));
    expect(screen.getByTestId('where').textContent).toBe('/approvalProcess/approvalRepairDetail?id=r-1');
    expect(JSON.parse(localStorage.getItem('_approvalRepairDetailData') ?? 'null')).toEqual({ id: 'r-1', type: 0 });
  });

  it('an empty list says so', async () => {
    vi.mocked(api.fetchMyOrders).mockResolvedValue({ count: 0, next: null, previous: null, next_after: null, results: [] });
    renderList('/approvalProcess?tab=mine', true);
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });

  it('issue 34: a plain staff opens on 我发起的 with their own applications; 待我审批 lists only the steps waiting for them', async () => {
    vi.mocked(api.fetchMyOrders).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      next_after: null,
      results: [orderSummary({ title: '我的出差' })],
    });
    vi.mocked(api.fetchApprovalPage).mockResolvedValue({ count: 0, next: null, previous: null, next_after: null, results: [] });
    renderList('/approvalProcess', false);
    expect((await screen.findByTestId('order-row')).textContent).toContain('我的出差');
    expect(screen.getByRole('tab', { name: '我发起的' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '待我审批' }).getAttribute('aria-selected')).toBe('false');
    expect(api.fetchApprovalPage).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByText('待我审批')));
    expect(api.fetchApprovalPage).toHaveBeenLastCalledWith('todo', { page: 1, page_size: 20 });
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
    expect(screen.queryByText('我的出差')).toBeNull();
  });

  it('issue 34: 已审批 shows when the caller approved, also while the order waits for the next step', async () => {
    vi.mocked(api.fetchApprovalPage).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      next_after: null,
      results: [
        {
          ...orderSummary({ title: '两级审批', approve_time: null }),
          my_step: {
            seq: 1,
            state: 'approved' as const,
            comment: null,
            acted_at: '2026-03-01T02:30:59.000Z',
            act_time: '2026-03-01 10:30:59',
          },
        },
      ],
    });
    renderList('/approvalProcess?tab=done', true);
    const row = await screen.findByTestId('order-row');
    expect(api.fetchApprovalPage).toHaveBeenCalledWith('done', { page: 1, page_size: 20 });
    expect(row.textContent).toContain('审批时间2026-03-01 10:30');
    expect(row.textContent).not.toContain('审批时间--');
  });

  it("issue 41: a delegate's decision is in his 我已审批 with 代X审批", async () => {
    vi.mocked(api.fetchApprovalPage).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      next_after: null,
      results: [
        {
          ...orderSummary({ id: 'o-3', title: '代理审批的单据' }),
          my_step: {
            seq: 1,
            state: 'approved' as const,
            comment: null,
            acted_at: '2026-03-01T02:30:59.000Z',
            act_time: '2026-03-01 10:30:59',
            delegated_from: { id: 's-3', name: '公务车司机' },
          },
        },
      ],
    });
    renderList('/approvalProcess?tab=done', true);
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('row-delegated').textContent).toBe('代公务车司机审批');
  });

  it("issue 41: the approver's own 我已审批 names the delegate who decided a step for him (由X代审批)", async () => {
    vi.mocked(api.fetchApprovalPage).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      next_after: null,
      results: [
        {
          ...orderSummary({ id: 'o-4', title: '代理人替我审批的单据' }),
          my_step: {
            seq: 1,
            state: 'approved' as const,
            comment: null,
            acted_at: '2026-03-01T02:30:59.000Z',
            act_time: '2026-03-01 10:30:59',
            delegated_from: null,
            decided_by: { id: 's-5', name: '巡检员' },
          },
        },
      ],
    });
    renderList('/approvalProcess?tab=done', true);
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('row-decided-by').textContent).toBe('由巡检员代审批');
    expect(within(row).queryByTestId('row-delegated')).toBeNull();
  });

  it('issue 41: each tab shows its count (99+ from 100), 抄送我的 its unread copies', async () => {
    expect([countText(0), countText(7), countText(100), countText(undefined)]).toEqual([null, '7', '99+', null]);
    vi.mocked(api.fetchApprovalCounts).mockResolvedValue({ todo: 100, done: 3, mine: 0, cc_unread: 2 });
    vi.mocked(api.fetchApprovalPage).mockResolvedValue(todoPage);
    renderList('/approvalProcess', true);
    expect((await screen.findByTestId('tab-count-todo')).textContent).toBe('99+');
    expect(screen.getByTestId('tab-count-done').textContent).toBe('3');
    expect(screen.queryByTestId('tab-count-mine')).toBeNull();
    expect(screen.getByTestId('tab-count-cc').textContent).toBe('2');
  });

  it('issue 41: 抄送我的 lists the copies with 未读 and 已读', async () => {
    vi.mocked(api.fetchCopied).mockResolvedValue({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          ...orderSummary({ id: 'c-1', title: '抄送一' }),
          copied_at: '2026-03-01T01:00:00.000Z',
          copied_time: '2026-03-01 09:00:00',
          read: false,
        },
        {
          ...orderSummary({ id: 'c-2', title: '抄送二' }),
          copied_at: '2026-03-01T00:00:00.000Z',
          copied_time: '2026-03-01 08:00:00',
          read: true,
        },
      ],
    });
    renderList('/approvalProcess?tab=cc', true);
    await screen.findAllByTestId('order-row');
    expect(api.fetchCopied).toHaveBeenCalledWith({ page: 1, page_size: 20 });
    expect(screen.getAllByTestId('copy-read').map((node) => node.textContent)).toEqual(['未读', '已读']);
  });

  it('issue 41: in 待我审批 the approver selects orders and approves them at once; the result names each failure', async () => {
    vi.mocked(api.fetchApprovalCounts).mockResolvedValue({ todo: 2, done: 0, mine: 0, cc_unread: 0 });
    vi.mocked(api.fetchApprovalPage).mockResolvedValue({
      ...todoPage,
      count: 2,
      results: [todoPage.results[0]!, { ...todoPage.results[0]!, id: 'o-2', title: '采购申请' }],
    });
    vi.mocked(api.batchApprove).mockResolvedValue({
      approved: [{ id: 'o-1', title: '出差申请' }],
      failed: [{ id: 'o-2', title: '采购申请', reason: '单据不在审批中（当前状态：已取消）' }],
    });
    renderList('/approvalProcess?tab=todo', true);
    await screen.findAllByTestId('order-row');
    fireEvent.click(await screen.findByTestId('batch-mode'));
    fireEvent.click(screen.getByRole('checkbox', { name: '出差申请' }));
    // a tap on the row's card toggles it too
    fireEvent.click(within(screen.getAllByTestId('order-row')[1]!).getByText('申请人'));
    expect(screen.getByTestId('batch-approve').textContent).toBe('批量同意（2）');
    fireEvent.click(screen.getByTestId('batch-approve'));
    const popup = await screen.findByTestId('comment-popup');
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: '同意' } });
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '批量同意（2）' })));
    expect(api.batchApprove).toHaveBeenCalledWith(['o-1', 'o-2'], '同意');
    expect((await screen.findByTestId('batch-result')).textContent).toContain('已同意 1 条，1 条未能处理：');
    expect(screen.getByTestId('batch-failure').textContent).toBe('「采购申请」单据不在审批中（当前状态：已取消）');
  });
});
