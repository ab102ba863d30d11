import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowDraft } from '../stores/flow-draft-store.ts';
import { formTemplate, orderDetail } from '../test-fixtures.ts';
import FlowSendDetailScreen from './flow-send-detail-screen.tsx';

vi.mock('../api.ts', () => ({
  fetchFormTemplate: vi.fn(),
  submitFormFlow: vi.fn(),
}));

vi.mock('@campus/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@campus/core')>()),
  showToast: vi.fn(async () => undefined),
}));

const api = await import('../api.ts');
const core = await import('@campus/core');

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderForm(address = '/flowSend/flowSendDetail?template=t-1') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/flowSend/flowSendDetail" element={<FlowSendDetailScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function input(placeholder: string): HTMLElement {
  return screen.getByPlaceholderText(placeholder);
}

async function submit(): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
}

function badRequest(data: unknown): Error {
  return Object.assign(new Error('bad request'), { response: { status: 400, data } });
}

beforeEach(() => {
  vi.mocked(api.fetchFormTemplate).mockResolvedValue(formTemplate());
  flowDraft.reset();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the flow form', () => {
  it('builds its fields from the template', async () => {
    renderForm();
    expect(await screen.findByText('事由')).toBeTruthy();
    expect(api.fetchFormTemplate).toHaveBeenCalledWith('t-1');
    expect(screen.getAllByText('通用申请').length).toBeGreaterThan(0); // the title bar
    expect(input('请输入事由').tagName).toBe('INPUT');
    expect(input('请输入详细说明').tagName).toBe('TEXTAREA');
    expect(input('请输入天数').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('开始日期')).toBeTruthy();
    expect(screen.getByText('事假')).toBeTruthy(); // Selector chips of the select field
    expect(screen.getByText('公出')).toBeTruthy();
    expect(document.querySelectorAll('.adm-form-item-required-asterisk')).toHaveLength(1);
  });

  it('required fields are checked before anything is sent', async () => {
    renderForm();
    await screen.findByText('事由');
    await submit();
    expect(await screen.findByText('请填写事由')).toBeTruthy();
    expect(api.submitFormFlow).not.toHaveBeenCalled();
  });

  it("puts a 400's field errors (keyed by field key) next to the fields and keeps the values", async () => {
    vi.mocked(api.submitFormFlow).mockRejectedValueOnce(badRequest({ days: ['请输入不超过30的数字'] }));
    renderForm();
    await screen.findByText('事由');
    fireEvent.change(input('请输入事由'), { target: { value: '客户拜访' } });
    fireEvent.change(input('请输入天数'), { target: { value: '45' } });
    await submit();
    expect(await screen.findByText('请输入不超过30的数字')).toBeTruthy();
    expect((input('请输入事由') as HTMLInputElement).value).toBe('客户拜访');
    expect(api.submitFormFlow).toHaveBeenCalledWith(
      expect.objectContaining({ template_id: 't-1', values: expect.objectContaining({ reason: '客户拜访', days: 45 }) }),
    );
    expect(core.showToast).not.toHaveBeenCalled();
  });

  it('an error of no form field is shown on its own', async () => {
    vi.mocked(api.submitFormFlow).mockRejectedValueOnce(badRequest({ approvers: ['审批人不存在'] }));
    renderForm();
    await screen.findByText('事由');
    fireEvent.change(input('请输入事由'), { target: { value: '客户拜访' } });
    await submit();
    expect((await screen.findByTestId('field-error-text')).textContent).toBe('approvers: 审批人不存在');
    expect(core.showToast).toHaveBeenCalledWith('approvers: 审批人不存在');
  });

  it('sends the chosen approvers in order and opens the new order', async () => {
    vi.mocked(api.submitFormFlow).mockResolvedValueOnce(orderDetail({ id: 'new-1', module: 'forms' }));
    renderForm();
    await screen.findByText('事由');
    flowDraft.setApprovers([
      { id: 's-4', name: '审批人' },
      { id: 's-0', name: '演示员工' },
    ]);
    expect(await screen.findByText('1. 审批人 → 2. 演示员工')).toBeTruthy();
    fireEvent.change(input('请输入事由'), { target: { value: '客户拜访' } });
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '三月出差' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/approvalProcess/approvalFormsDetail?id=new-1'));
    expect(api.submitFormFlow).toHaveBeenCalledWith({
      template_id: 't-1',
      title: '三月出差',
      values: { reason: '客户拜访', detail: null, days: null, start: null, kind: null },
      approvers: ['s-4', 's-0'],
      departments: [],
    });
    expect(core.showToast).toHaveBeenCalledWith('提交成功', { icon: 'success' });
    expect(flowDraft.templateId).toBeNull();
  });

  it('keeps what was typed while the picker screens are visited', async () => {
    renderForm();
    await screen.findByText('事由');
    fireEvent.change(input('请输入事由'), { target: { value: '客户拜访' } });
    fireEvent.click(screen.getByTestId('flow-approvers'));
    expect(screen.getByTestId('where').textContent).toBe('/flowSend/flowSendSelStaff');
    cleanup();
    renderForm();
    await screen.findByText('事由');
    expect((input('请输入事由') as HTMLInputElement).value).toBe('客户拜访');
  });

  it('a missing template shows an error state', async () => {
    renderForm('/flowSend/flowSendDetail');
    expect(await screen.findByText('缺少表单模板，请返回重新选择')).toBeTruthy();
    expect(api.fetchFormTemplate).not.toHaveBeenCalled();
  });
});
