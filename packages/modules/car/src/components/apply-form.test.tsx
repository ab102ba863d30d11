import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import type { CarRule } from '@campus/contracts';
import * as api from '../api.ts';
import { draftOf } from '../draft-store.ts';
import { carOrder } from '../test-data.ts';
import { ApplyForm } from './apply-form.tsx';

beforeEach(() => stubExports(api));

const rule: CarRule = {
  kind: 'trip',
  kind_label: '行程用车',
  order_type: 'car3_trip',
  enabled: true,
  description: '',
  departments: [],
  min_lead_minutes: 30,
  max_ahead_days: 30,
  max_hours: 24,
  chain: ['审批人'],
  can_apply: true,
  refusal: null,
  updated_time: null,
};

beforeEach(() => {
  vi.mocked(api.fetchRule).mockResolvedValue(rule);
  const draft = draftOf('trip');
  draft.reset();
  draft.setPlace('from', { name: '办公楼', address: '园区路 1 号' });
  draft.setPlace('to', { name: '高铁站', address: '' });
  draft.setPeriod(new Date('2030-03-05T01:00:00Z'), new Date('2030-03-05T04:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
  });
};

describe('the application form (/applyTrip and the other kinds)', () => {
  it("shows the kind's rule, keeps the draft's places and period, and sends the application", async () => {
    vi.mocked(api.applyV3).mockResolvedValue(carOrder({ id: 'new1', status: 10 }));
    renderScreen(<ApplyForm kind="trip" />, { at: '/applyTrip' });
    expect((await screen.findByTestId('rule-summary')).textContent).toContain('提前30分钟以上、30天以内申请，单次最长24小时');
    expect(screen.getByText('高铁站')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('请填写用车事由'), { target: { value: '接站' } });
    });
    await submit();
    await waitFor(() => expect(currentLocation()).toBe('/applyCarV3/carOrderDetailV3?id=new1'));
    expect(api.applyV3).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'trip',
        from: { name: '办公楼', address: '园区路 1 号' },
        to: { name: '高铁站', address: '' },
        start_at: '2030-03-05T01:00:00.000Z',
        end_at: '2030-03-05T04:00:00.000Z',
        passengers: 1,
        purpose: '接站',
      }),
    );
    // sent: the draft starts over
    expect(draftOf('trip').from).toBeNull();
  });

  it('checks before sending: the purpose is required', async () => {
    renderScreen(<ApplyForm kind="trip" />, { at: '/applyTrip' });
    await screen.findByTestId('rule-summary');
    await submit();
    expect(await screen.findByText('请填写用车事由')).toBeTruthy();
    expect(api.applyV3).not.toHaveBeenCalled();
  });

  it("the server's refusal by the rule (kind) is shown above the button, a field's next to it", async () => {
    vi.mocked(api.applyV3).mockRejectedValueOnce(httpError(400, { kind: ['您所在的部门不能申请行程用车'] }));
    renderScreen(<ApplyForm kind="trip" />, { at: '/applyTrip' });
    await screen.findByTestId('rule-summary');
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('请填写用车事由'), { target: { value: '接站' } });
    });
    await submit();
    expect((await screen.findByTestId('field-error-text')).textContent).toBe('您所在的部门不能申请行程用车');
    vi.mocked(api.applyV3).mockRejectedValueOnce(httpError(400, { start_at: ['请至少提前30分钟申请'] }));
    await submit();
    expect(await screen.findByText('请至少提前30分钟申请')).toBeTruthy();
  });

  it('a rule that refuses the staff disables the button and says why', async () => {
    vi.mocked(api.fetchRule).mockResolvedValue({ ...rule, can_apply: false, refusal: '您所在的部门不能申请自驾用车' });
    renderScreen(<ApplyForm kind="driving" />, { at: '/applyCar3Driving' });
    expect(await screen.findByText('您所在的部门不能申请自驾用车')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申请' }).hasAttribute('disabled')).toBe(true);
  });
});
