import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installedModules, installModules, type ApprovalView, type OrderViewProps } from '@campus/core';
import { orderDetail } from '../test-fixtures.ts';
import { OrderDetailScreen } from './order-detail-screen.tsx';

vi.mock('../api.ts', () => ({
  fetchOrder: vi.fn(),
  transitionOrder: vi.fn(async () => ({})),
}));

vi.mock('@campus/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@campus/core')>()),
  orderTypesStore: new (await importOriginal<typeof import('@campus/core')>()).OrderTypesStore(async () => []),
}));

const api = await import('../api.ts');
const fetchOrder = vi.mocked(api.fetchOrder);

const DETAIL = '/approvalProcess/approvalFormsDetail';
const before = installedModules();

/** The family's part: a button that moves the order (as a check-in does), then asks the detail to load it again. */
function CheckInPart({ order, reload }: OrderViewProps) {
  return (
    <button type="button" onClick={() => reload?.()}>
      签到 {order.status_label}
    </button>
  );
}

/** A family whose own part runs start_use for orders that carry its booking (issue 38: 开始使用 skipped the check-in). */
function install(view: Partial<ApprovalView>) {
  const full: ApprovalView = { module: 'forms', detail: 'approvalFormsDetail', title: '表单审批', ...view };
  installModules({
    ...before,
    approval: { basePath: '/approvalProcess', byModule: new Map([['forms', full]]), byDetail: new Map([['approvalFormsDetail', full]]) },
  });
}

function renderDetail() {
  render(
    <MemoryRouter initialEntries={[`${DETAIL}?id=o-1`]}>
      <Routes>
        <Route
          path={DETAIL}
          element={<OrderDetailScreen detailName="approvalFormsDetail" title="表单审批" transferable View={CheckInPart} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const transitions = [
  { action: 'start_use', name: '开始使用', to: 30, to_label: '进行中' },
  { action: 'cancel_use', name: '作废', to: -10, to_label: '已取消' },
];

beforeEach(() => {
  fetchOrder.mockResolvedValue(orderDetail({ status: 20, status_label: '已通过', can: { ...orderDetail().can, transitions } }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  installModules(before);
});

describe('the order detail with a family part (issue 38)', () => {
  it('does not offer the transitions the family part runs itself for this order; the others stay', async () => {
    install({ ownTransitions: (order) => (order.data.booking ? ['start_use'] : []) });
    fetchOrder.mockResolvedValue(
      orderDetail({ status: 20, status_label: '已通过', data: { booking: true }, can: { ...orderDetail().can, transitions } }),
    );
    renderDetail();
    const actions = await screen.findByTestId('order-actions');
    expect(within(actions).queryByRole('button', { name: '开始使用' })).toBeNull();
    expect(within(actions).getByRole('button', { name: '作废' })).toBeTruthy();
  });

  it('an order of the module without the family data keeps the generic transition', async () => {
    install({ ownTransitions: (order) => (order.data.booking ? ['start_use'] : []) });
    renderDetail();
    expect(within(await screen.findByTestId('order-actions')).getByRole('button', { name: '开始使用' })).toBeTruthy();
  });

  it('the family part may load the order again: the header shows the new status without leaving the screen', async () => {
    install({});
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('status-tag').textContent).toBe('已通过'));
    fetchOrder.mockResolvedValue(orderDetail({ status: 30, status_label: '进行中' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /^签到/ })));
    await waitFor(() => expect(screen.getByTestId('status-tag').textContent).toBe('进行中'));
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });
});
