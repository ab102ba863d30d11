import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { ticket } from '../test-data.ts';
import TicketDetailScreen from './ticket-detail-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('busTicketDetail / plantBusTicketDetail: the ticket and its QR code', () => {
  it('a valid ticket shows its QR code with the spec defaults (256x256, black on white) and its code', async () => {
    vi.mocked(api.fetchTicket).mockResolvedValue(ticket('tk1'));
    renderScreen(<TicketDetailScreen />, { at: '/bus/busTicketDetail?id=tk1' });
    const qr = await screen.findByRole('img', { name: '乘车二维码' });
    expect([qr.getAttribute('width'), qr.getAttribute('height')]).toEqual(['256', '256']);
    expect([...qr.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toEqual(['#ffffff', '#000000']);
    expect(screen.getByTestId('ticket-code').textContent).toBe('BT0123456789ABCDEF');
    expect(screen.getByText('车票详情')).toBeTruthy();
  });

  it('退票 asks first, then returns the ticket through the server', async () => {
    vi.mocked(api.fetchTicket).mockResolvedValue(ticket('tk1'));
    vi.mocked(api.refundTicket).mockResolvedValue(
      ticket('tk1', { status: 'refunded', status_label: '已退款', code: null, refundable: false }),
    );
    renderScreen(<TicketDetailScreen />, { at: '/bus/busTicketDetail?id=tk1' });
    fireEvent.click(await screen.findByRole('button', { name: '退票' }));
    expect(await screen.findByText('确定退票吗？票款将原路退回。')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    await waitFor(() => expect(screen.getByTestId('status-tag').textContent).toBe('已退款'));
    expect(api.refundTicket).toHaveBeenCalledWith('tk1');
    expect(screen.queryByRole('img', { name: '乘车二维码' })).toBeNull();
  });

  it('a used plant bus ticket: no code, 评价行程 sends the stars and words once', async () => {
    vi.mocked(api.fetchTicket).mockResolvedValue(
      ticket('tk2', { kind: 'plant', status: 'used', status_label: '已使用', code: null, refundable: false, can_comment: true }),
    );
    vi.mocked(api.commentTicket).mockResolvedValue(
      ticket('tk2', {
        kind: 'plant',
        status: 'used',
        status_label: '已使用',
        code: null,
        refundable: false,
        comment: {
          id: 'c',
          author: { id: 'me', name: '普通员工' },
          rating: 5,
          content: '准时',
          trip_time: null,
          created_at: '',
          created_time: '2026-05-12 10:00:00',
        },
      }),
    );
    renderScreen(<TicketDetailScreen />, { at: '/plantBus/plantBusTicketDetail?id=tk2' });
    expect(await screen.findByText('车票详情')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '乘车二维码' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '评价行程' }));
    fireEvent.change(await screen.findByPlaceholderText('说说这次乘车的感受（选填）'), { target: { value: '准时' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    expect(api.commentTicket).toHaveBeenCalledWith('tk2', { rating: 5, content: '准时' });
    expect(await screen.findByText('我的评价')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '评价行程' })).toBeNull();
  });
});
