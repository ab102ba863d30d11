import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { message, page } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import MessageListScreen from './message-list-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchMessages).mockResolvedValue(
    page([message('1'), message('2', { is_read: true, msg_type: 'APPROVAL', extras: { msg_type: 'APPROVAL', msg_id: '9' } })]),
  );
  vi.mocked(api.markAllMessagesRead).mockResolvedValue({ count: 1 });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('message list (/message/msgList)', () => {
  it('marks the unread messages and names each kind', async () => {
    renderScreen(<MessageListScreen />, { at: '/message/msgList' });
    const rows = await screen.findAllByTestId('message-row');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(rows[0]?.querySelector('[data-testid="unread-dot"]')).not.toBeNull();
    expect(rows[1]?.querySelector('[data-testid="unread-dot"]')).toBeNull();
    expect(rows[0]?.textContent).toContain('公告');
    expect(rows[1]?.textContent).toContain('审批');
    expect(api.fetchMessages).toHaveBeenCalledWith(1, 20, false, undefined);
  });

  it('the 未读 tab asks for unread messages only', async () => {
    renderScreen(<MessageListScreen />, { at: '/message/msgList?tab=unread' });
    await screen.findAllByTestId('message-row');
    expect(api.fetchMessages).toHaveBeenLastCalledWith(1, 20, true, undefined);
  });

  it('全部已读 marks everything read and loads the list again', async () => {
    renderScreen(<MessageListScreen />, { at: '/message/msgList' });
    await screen.findAllByTestId('message-row');
    vi.mocked(api.fetchMessages).mockResolvedValue(page([message('1', { is_read: true })]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    });
    expect(api.markAllMessagesRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getAllByTestId('message-row').map((row) => row.getAttribute('data-unread'))).toEqual(['false']));
  });

  it('opening a message goes to its detail', async () => {
    renderScreen(<MessageListScreen />, { at: '/message/msgList' });
    fireEvent.click(await screen.findByText('消息1'));
    expect(currentLocation()).toBe('/message/msgList/msgDetail?id=1');
  });
});
