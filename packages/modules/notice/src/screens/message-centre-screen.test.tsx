import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStores } from '@campus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { message, page } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import MessageCentreScreen from './message-centre-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchUnreadMessageCount).mockResolvedValue({ count: 3 });
  vi.mocked(api.fetchMessages).mockResolvedValue(page([message('1'), message('2', { is_read: true })], 9));
  vi.mocked(api.fetchNoticesUnreadCount).mockResolvedValue({ count: 2 });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function openCentre() {
  const stores = createStores();
  stores.permissions.setResolved(['message', 'notice', 'interact'], []);
  return renderScreen(<MessageCentreScreen />, { at: '/message', stores });
}

describe('message centre (/message)', () => {
  it('shows the unread count with antd Badge, the categories and the latest messages', async () => {
    openCentre();
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('3'));
    const all = screen.getByTestId('category-all');
    expect(all.querySelector('.adm-badge')?.textContent).toBe('3');
    expect(screen.getAllByTestId('message-row')).toHaveLength(2);
    expect(api.fetchMessages).toHaveBeenCalledWith(1, 5);
    // only the services the user may open
    expect(screen.getByText('通知公告')).toBeTruthy();
    expect(screen.getByText('互动交流')).toBeTruthy();
    expect(screen.queryByText('问卷调查')).toBeNull();
  });

  it('the categories open the message list (all, or unread only)', async () => {
    openCentre();
    fireEvent.click(await screen.findByText('未读消息', { selector: '.adm-list-item-content-main' }));
    expect(currentLocation()).toBe('/message/msgList?tab=unread');
  });

  it('a recent message opens its detail', async () => {
    openCentre();
    fireEvent.click(await screen.findByText('消息2'));
    expect(currentLocation()).toBe('/message/msgList/msgDetail?id=2');
  });
});
