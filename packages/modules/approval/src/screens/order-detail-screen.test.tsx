import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetail } from '../test-fixtures.ts';
import { OrderDetailScreen } from './order-detail-screen.tsx';

vi.mock('../api.ts', () => ({
  fetchOrder: vi.fn(),
  approveOrder: vi.fn(async () => ({})),
  rejectOrder: vi.fn(async () => ({})),
  cancelOrder: vi.fn(async () => ({})),
  transitionOrder: vi.fn(async () => ({})),
  urgeOrder: vi.fn(async () => ({})),
  addSigner: vi.fn(async () => ({})),
}));

vi.mock('@campus/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@campus/core')>()),
  orderTypesStore: new (await importOriginal<typeof import('@campus/core')>()).OrderTypesStore(async () => []),
  showToast: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const api = await import('../api.ts');
const core = await import('@campus/core');
const fetchOrder = vi.mocked(api.fetchOrder);

const DETAIL = '/approvalProcess/approvalFormsDetail';

function renderDetail(address = `${DETAIL}?id=o-1`, transferable = true) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path={DETAIL}
          element={<OrderDetailScreen detailName="approvalFormsDetail" title="表单审批" transferable={transferable} />}
        />
        <Route path={`${DETAIL}/selectApprover`} element={<div>选择审批人页面</div>} />
        <Route
          path="/approvalProcess/approvalRepairDetail"
          element={<OrderDetailScreen detailName="approvalRepairDetail" title="维修审批" transferable />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const allowAll = {
  can_approve: true,
  can_reject: true,
  can_transfer: true,
  can_cancel: true,
  transitions: [{ action: 'start_use', name: '开始使用', to: 30, to_label: '进行中' }],
};

beforeEach(() => {
  fetchOrder.mockResolvedValue(orderDetail());
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the order detail', () => {
  it('shows the title, status, fields and times by the display rule', async () => {
    renderDetail();
    expect(await screen.findByTestId('order-title')).toHaveProperty('textContent', '出差申请');
    expect(fetchOrder).toHaveBeenCalledWith('o-1');
    expect(screen.getByText('表单审批')).toBeTruthy();
    expect(screen.getByTestId('status-tag').textContent).toBe('审批中');
    expect(screen.getByText('客户拜访')).toBeTruthy();
    expect(screen.getByText('天数')).toBeTruthy();
    const rows = screen.getAllByTestId('detail-row').map((row) => row.textContent);
    expect(rows).toContain('提交时间2026-03-01 09:02');
    expect(rows).toContain('审批时间--');
    expect(screen.queryByTestId('reject-reason')).toBeNull();
  });

  it('shows the chain as Steps: approver, state, comment and act time (first 16 characters, or --)', async () => {
    renderDetail();
    await screen.findByTestId('approval-steps');
    expect(screen.getAllByTestId('step-state').map((node) => node.textContent)).toEqual(['已通过', '待审批']);
    expect(screen.getAllByTestId('step-time').map((node) => node.textContent)).toEqual(['2026-03-01 10:30', '--']);
    expect(screen.getByText('审批意见：同意出差')).toBeTruthy();
    expect(document.querySelectorAll('.adm-step-status-finish')).toHaveLength(1);
    expect(document.querySelectorAll('.adm-step-status-process')).toHaveLength(1);
    expect(screen.getAllByTestId('audit-event')[0]?.textContent).toContain('普通员工 提交');
  });

  it('an approved order shows its approval time; a rejected one its reason', async () => {
    fetchOrder.mockResolvedValue(
      orderDetail({ status: -20, status_label: '已驳回', reject_reason: '预算不足', approve_time: '2026-03-02 08:00:00' }),
    );
    renderDetail();
    expect((await screen.findByTestId('reject-reason')).textContent).toBe('预算不足');
    expect(screen.getAllByTestId('detail-row').map((row) => row.textContent)).toContain('审批时间2026-03-02 08:00');
  });

  it('shows no action without `can` flags', async () => {
    renderDetail();
    await screen.findByTestId('order-title');
    expect(screen.queryByTestId('order-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });

  it('shows exactly the buttons its `can` flags allow', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...allowAll, can_reject: false, can_cancel: false, transitions: [] } }));
    renderDetail();
    const actions = await screen.findByTestId('order-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['转交', '同意']);
    cleanup();
    fetchOrder.mockResolvedValue(orderDetail({ can: allowAll }));
    renderDetail();
    const all = await screen.findByTestId('order-actions');
    expect(
      within(all)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['撤回', '转交', '驳回', '同意', '开始使用']);
  });

  it('a route without an approver picker has no 转交', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...allowAll, transitions: [] } }));
    renderDetail(`${DETAIL}?id=o-1`, false);
    const actions = await screen.findByTestId('order-actions');
    expect(within(actions).queryByRole('button', { name: '转交' })).toBeNull();
  });

  it('驳回 needs a reason: an empty one is refused with 请填写驳回原因', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...allowAll, transitions: [] } }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const popup = await screen.findByTestId('comment-popup');
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '驳回' })));
    expect(within(popup).getByRole('alert').textContent).toBe('请填写驳回原因');
    expect(api.rejectOrder).not.toHaveBeenCalled();

    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: ' 预算不足 ' } });
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '驳回' })));
    expect(api.rejectOrder).toHaveBeenCalledWith('o-1', { reason: '预算不足' });
    await waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(2));
    expect(core.showToast).toHaveBeenCalledWith('操作成功', { icon: 'success' });
  });

  it('同意 takes an optional comment, then reloads and says 操作成功', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...allowAll, transitions: [] } }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '同意' }));
    const popup = await screen.findByTestId('comment-popup');
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '同意' })));
    expect(api.approveOrder).toHaveBeenCalledWith('o-1', {});
    await waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(2));
    expect(core.showToast).toHaveBeenCalledWith('操作成功', { icon: 'success' });
  });

  it('a refused action (409) reloads without a second toast: the error catalogue showed the message', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...allowAll, transitions: [] } }));
    vi.mocked(api.approveOrder).mockRejectedValueOnce(
      Object.assign(new Error('conflict'), { response: { status: 409, data: { detail: '该单据已处理' } } }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '同意' }));
    const popup = await screen.findByTestId('comment-popup');
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '同意' })));
    await waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(2));
    expect(core.showToast).not.toHaveBeenCalled();
  });

  it('撤回 asks first; a registry transition sends its action', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: allowAll }));
    vi.mocked(core.confirmDialog).mockResolvedValueOnce(false);
    renderDetail();
    const cancel = await screen.findByRole('button', { name: '撤回' });
    await act(async () => fireEvent.click(cancel));
    expect(core.confirmDialog).toHaveBeenCalledWith('确定撤回该申请吗？');
    expect(api.cancelOrder).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '撤回' })));
    expect(api.cancelOrder).toHaveBeenCalledWith('o-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始使用' })));
    expect(api.transitionOrder).toHaveBeenCalledWith('o-1', { action: 'start_use' });
  });

  it('转交 opens the selectApprover child of this detail', async () => {
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...allowAll, transitions: [] } }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '转交' }));
    expect(await screen.findByText('选择审批人页面')).toBeTruthy();
  });

  it('a missing id shows an error state and calls nothing', async () => {
    renderDetail(DETAIL);
    expect(await screen.findByTestId('order-missing')).toBeTruthy();
    expect(fetchOrder).not.toHaveBeenCalled();
  });

  it('a bad id (404) shows the failed state with 重试, never a crash', async () => {
    fetchOrder.mockRejectedValue(Object.assign(new Error('not found'), { response: { status: 404, data: { detail: '未找到' } } }));
    renderDetail(`${DETAIL}?id=nope`);
    expect(await screen.findByTestId('load-failed')).toBeTruthy();
    expect(screen.getByText('未找到')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('an answer that is not an order shows the empty state', async () => {
    fetchOrder.mockResolvedValue('<html>' as never);
    renderDetail();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('spec 3: a repair detail opened without ?id= reads _approvalRepairDetailData', async () => {
    localStorage.setItem('_approvalRepairDetailData', JSON.stringify({ id: 'r-7', type: 0 }));
    renderDetail('/approvalProcess/approvalRepairDetail');
    await screen.findByTestId('order-title');
    expect(fetchOrder).toHaveBeenCalledWith('r-7');
  });

  it('issue 41: the applicant urges (催办) with a word; while the hour runs the button says when it opens', async () => {
    const none = { can_approve: false, can_reject: false, can_transfer: false, can_cancel: true, transitions: [] };
    fetchOrder.mockResolvedValue(orderDetail({ can: { ...none, can_urge: true } }));
    renderDetail();
    fireEvent.click(await screen.findByTestId('urge-button'));
    const popup = await screen.findByTestId('comment-popup');
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: '明天要用' } });
    fetchOrder.mockResolvedValue(
      orderDetail({
        can: { ...none, can_urge: false, urge_available_at: '2026-03-01T03:30:00.000Z', urge_available_time: '2026-03-01 11:30:00' },
      }),
    );
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '催办' })));
    expect(api.urgeOrder).toHaveBeenCalledWith('o-1', { comment: '明天要用' });
    await waitFor(() => expect(screen.getByTestId('urge-button').textContent).toBe('催办（11:30后可用）'));
    expect(screen.getByTestId('urge-button')).toHaveProperty('disabled', true);
  });

  it("issue 41: a delegate's decision reads 由 X 代 Y 审批, in the chain and the trail", async () => {
    const base = orderDetail();
    fetchOrder.mockResolvedValue(
      orderDetail({
        steps: [{ ...base.steps[0]!, acted_by: { id: 's-1', name: '巡检员', department: null } }, base.steps[1]!],
        events: [
          ...base.events,
          {
            ...base.events[0]!,
            id: 'e-9',
            action: 'approve',
            actor: { id: 's-1', name: '巡检员' },
            on_behalf_of: { id: 's-4', name: '审批人' },
          },
        ],
      }),
    );
    renderDetail();
    expect((await screen.findByTestId('step-acted-by')).textContent).toBe('由巡检员代审批人审批');
    expect(screen.getAllByTestId('audit-actor').map((node) => node.textContent)).toContain('由巡检员代审批人审批 同意');
  });
});
