import type { OrderDetail } from '@campus/contracts';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { preview, tripBrief } from '../test-data.ts';
import PrivateCarOrderView from './approval-view.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const state = { status: 10, status_label: '待审核', reject_reason: null, created_time: '2026-11-25 10:00:00', approve_time: null };
const order = (order_type: string): OrderDetail =>
  ({ id: 'o1', order_type, module: 'privateCar', fields: [{ label: '车牌号', value: '苏E·12345' }] }) as unknown as OrderDetail;
const photo = (id: string, name: string) => ({ id, name, mime: 'image/png' as const, size: 100, created_time: '2026-11-25 10:00:00' });

describe('the private-car part of the approval detail (/approvalProcess/approvalPrivateCarDetail, issue 11)', () => {
  it('a certification shows the car and its licence and insurance photos to the reviewer', async () => {
    vi.mocked(api.fetchCertification).mockResolvedValue({
      ...state,
      id: 'o1',
      order_type: 'pcar_certify',
      applicant: { id: 's1', name: '巡检员' },
      vehicle: { id: 'car-1', plate: '苏E12345', brand_model: '本田 雅阁', color: '黑色' },
      licence: [photo('f1', '行驶证.png')],
      insurance: [photo('f2', '保单.png')],
      insurance_expires: '2027-05-01',
    });
    renderScreen(<PrivateCarOrderView order={order('pcar_certify')} />, { at: '/approvalProcess/approvalPrivateCarDetail?id=o1' });
    expect(await screen.findByText('苏E·12345')).toBeTruthy();
    expect(screen.getByRole('button', { name: /查看图片 行驶证\.png/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /查看图片 保单\.png/ })).toBeTruthy();
    expect(screen.getByText('2027-05-01')).toBeTruthy();
  });

  it('a claim shows the figures the server computed and every trip with its fees', async () => {
    const p = preview();
    vi.mocked(api.fetchSubsidy).mockResolvedValue({
      ...state,
      ...p,
      id: 'o1',
      order_type: 'pcar_subsidy',
      status_label: '审批中',
      applicant: { id: 's1', name: '普通员工' },
      trips: [{ ...tripBrief({ distance_source: 'typed' }), fees: [] }],
    });
    renderScreen(<PrivateCarOrderView order={order('pcar_subsidy')} />, { at: '/approvalProcess/approvalPrivateCarDetail?id=o1' });
    expect((await screen.findByTestId('subsidy-total')).textContent).toBe('¥15.46');
    expect(screen.getAllByTestId('claim-trip')).toHaveLength(1);
    expect(screen.getByTestId('distance-source').textContent).toBe('手填');
  });

  it('another order type of the module falls back to its fields', () => {
    renderScreen(<PrivateCarOrderView order={order('pcar_other')} />, { at: '/approvalProcess/approvalPrivateCarDetail?id=o1' });
    expect(screen.getByText('苏E·12345')).toBeTruthy();
  });
});
