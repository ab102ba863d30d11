import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { message } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import MessageDetailScreen from './message-detail-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

function open(item: ReturnType<typeof message>) {
  vi.mocked(api.fetchMessage).mockResolvedValue(item);
  vi.mocked(api.markMessageRead).mockResolvedValue({ ...item, is_read: true });
  return renderScreen(<MessageDetailScreen />, { at: `/message/msgList/msgDetail?id=${item.id}`, path: '/message/msgList/msgDetail' });
}

describe('message detail (/message/msgList/msgDetail)', () => {
  it('shows the message and marks it read when it was unread', async () => {
    open(message('m1', { title: '新公告', content: '本周五下午停电' }));
    expect(await screen.findByText('本周五下午停电')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '新公告' })).toBeTruthy();
    expect(api.fetchMessage).toHaveBeenCalledWith('m1');
    await waitFor(() => expect(api.markMessageRead).toHaveBeenCalledWith('m1'));
  });

  it('does not mark a read message again', async () => {
    open(message('m2', { is_read: true }));
    await screen.findByText('消息m2的内容');
    expect(api.markMessageRead).not.toHaveBeenCalled();
  });

  it('查看 goes where the push routing sends the message (a notice: its detail)', async () => {
    open(message('m3', { extras: { msg_type: 'NOTICE', msg_id: 'n-9' } }));
    fireEvent.click(await screen.findByRole('button', { name: '查看' }));
    expect(currentLocation()).toBe('/notice/noticeDetail?id=n-9');
  });

  it('查看 on an approval message stores the stash of the approval screen, then opens it', async () => {
    open(
      message('m4', {
        msg_type: 'APPROVAL',
        extras: { msg_type: 'APPROVAL', msg_id: '42', order_type: 'repair', extra_param: { module: 'repair', action_type: 'approve' } },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '查看' }));
    expect(currentLocation()).toBe('/approvalProcess/approvalRepairDetail?id=42&type=0');
    expect(JSON.parse(localStorage.getItem('_approvalRepairDetailData') ?? 'null')).toEqual({ id: '42', type: 0 });
  });

  it('no 查看 when the push routing has no screen for the message', async () => {
    open(message('m5', { msg_type: 'DORMITORY2', extras: { msg_type: 'DORMITORY2', msg_id: '7' } }));
    await screen.findByText('消息m5的内容');
    expect(screen.queryByRole('button', { name: '查看' })).toBeNull();
  });

  it('without ?id= it says the address is incomplete', async () => {
    renderScreen(<MessageDetailScreen />, { at: '/message/msgList/msgDetail' });
    expect(await screen.findByText('缺少参数')).toBeTruthy();
    expect(api.fetchMessage).not.toHaveBeenCalled();
  });
});
