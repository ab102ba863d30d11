import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { notice, page } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import NoticeListScreen from './notice-list-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchNotices).mockResolvedValue({
    ...page([notice('1', { is_read: false }), notice('2', { is_read: true, is_public: true, comment_count: 3 })]),
    can_publish: false,
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('notice list (/notice, /notices)', () => {
  it('lists the notices, marking the unread ones with a dot', async () => {
    renderScreen(<NoticeListScreen />, { at: '/notice' });
    const rows = await screen.findAllByTestId('notice-row');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(rows[0]?.querySelector('[data-testid="unread-dot"]')).not.toBeNull();
    expect(rows[1]?.querySelector('[data-testid="unread-dot"]')).toBeNull();
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(1);
    expect(rows[1]?.textContent).toContain('公开');
    expect(rows[1]?.textContent).toContain('评论 3');
    expect(screen.getByText('通知公告')).toBeTruthy();
    expect(api.fetchNotices).toHaveBeenCalledWith(1, 20, undefined);
  });

  it('opening a notice goes to its detail', async () => {
    renderScreen(<NoticeListScreen />, { at: '/notice' });
    fireEvent.click(await screen.findByText('公告2'));
    expect(currentLocation()).toBe('/notice/noticeDetail?id=2');
  });

  it('offers 发布 only to staff the server lets publish', async () => {
    renderScreen(<NoticeListScreen />, { at: '/notice' });
    await screen.findAllByTestId('notice-row');
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    cleanup();

    vi.mocked(api.fetchNotices).mockResolvedValue({ ...page([notice('1')]), can_publish: true });
    renderScreen(<NoticeListScreen />, { at: '/notices' });
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    expect(currentLocation()).toBe('/addNotice');
  });

  it('/notices is the same list under its own title; an empty list says so', async () => {
    vi.mocked(api.fetchNotices).mockResolvedValue({ ...page([]), can_publish: false });
    renderScreen(<NoticeListScreen />, { at: '/notices' });
    expect(await screen.findByText('暂无公告')).toBeTruthy();
    expect(screen.getByText('公告列表')).toBeTruthy();
  });

  it('a failed load shows the error state with 重试', async () => {
    vi.mocked(api.fetchNotices).mockRejectedValueOnce(new Error('down'));
    renderScreen(<NoticeListScreen />, { at: '/notice' });
    expect(await screen.findByTestId('load-failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByTestId('notice-row')).toHaveLength(2));
  });
});
