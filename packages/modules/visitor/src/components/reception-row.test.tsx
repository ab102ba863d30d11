import { cleanup, render, screen } from '@testing-library/react';
import { List } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { ReceptionRow } from './reception-row.tsx';

afterEach(cleanup);

const reception = {
  id: 'r-1',
  title: '客户来访接待',
  guest_company: '华南电子',
  guest_count: 2,
  start_date: '2026-12-10',
  end_date: '2026-12-11',
  place: '一号会议室',
  budget_fen: 300_000,
  applicant: { id: 's-5', name: '普通员工' },
  hosts: [{ id: 's-3', name: '公务车司机' }],
  status: { code: 10, label: '审批中' },
  created_time: '2026-12-01 09:00:00',
};

describe('a reception on RApprove', () => {
  it('issue 41: a step delegated to the viewer says whose it is (代X审批); his own steps say nothing', () => {
    const { rerender } = render(
      <List>
        <ReceptionRow reception={reception} onClick={() => undefined} delegatedFrom="审批人" />
      </List>,
    );
    expect(screen.getByTestId('reception-delegated').textContent).toBe('代审批人审批');
    rerender(
      <List>
        <ReceptionRow reception={reception} onClick={() => undefined} delegatedFrom={null} />
      </List>,
    );
    expect(screen.queryByTestId('reception-delegated')).toBeNull();
  });

  it("issue 41: in the approver's own 已处理, a step his delegate decided says who decided it (由X代审批)", () => {
    render(
      <List>
        <ReceptionRow reception={reception} onClick={() => undefined} decidedBy="普通员工" />
      </List>,
    );
    expect(screen.getByTestId('reception-decided-by').textContent).toBe('由普通员工代审批');
    expect(screen.queryByTestId('reception-delegated')).toBeNull();
  });
});
