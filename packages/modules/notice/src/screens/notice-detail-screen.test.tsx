import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import * as api from '../api.ts';
import { notice, page, person } from '../test-data.ts';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import NoticeCommentScreen from './notice-comment-screen.tsx';
import NoticeDetailScreen from './notice-detail-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('notice detail (/notice/noticeDetail)', () => {
  it('shows title, author, time and content, and the comments entry', async () => {
    vi.mocked(api.fetchNotice).mockResolvedValue({
      ...notice('n1', { comment_count: 2, author: person('行政部') }),
      content: '第一段\n第二段',
    });
    renderScreen(<NoticeDetailScreen />, { at: '/notice/noticeDetail?id=n1', path: '/notice/noticeDetail' });
    expect(await screen.findByRole('heading', { name: '公告n1' })).toBeTruthy();
    expect(screen.getByText('行政部')).toBeTruthy();
    expect(screen.getByText('2026-03-01 10:00')).toBeTruthy();
    expect(screen.getByTestId('notice-content').textContent).toBe('第一段\n第二段');
    expect(api.fetchNotice).toHaveBeenCalledWith('n1');
    fireEvent.click(screen.getByText('评论'));
    expect(currentLocation()).toBe('/noticeComment?id=n1');
  });

  it('a public notice shows its share link', async () => {
    vi.mocked(api.fetchNotice).mockResolvedValue({ ...notice('n2', { is_public: true }), content: '正文' });
    renderScreen(<NoticeDetailScreen />, { at: '/notice/noticeDetail?id=n2', path: '/notice/noticeDetail' });
    expect(await screen.findByText('分享链接')).toBeTruthy();
    expect(screen.getByText(/#\/noticeDetails\?id=n2$/)).toBeTruthy();
  });
});

describe('notice comments (/noticeComment)', () => {
  it('lists the comments and adds one, then loads the list again', async () => {
    vi.mocked(api.fetchNoticeComments).mockResolvedValue(
      page([{ id: 'c1', content: '收到', author: person('普通员工'), created_at: '', created_time: '2026-03-01 11:00:00' }]),
    );
    vi.mocked(api.createNoticeComment).mockResolvedValue({ id: 'c2', content: '好的', author: person(), created_at: '', created_time: '' });
    renderScreen(<NoticeCommentScreen />, { at: '/noticeComment?id=n1' });
    expect(await screen.findByText('收到')).toBeTruthy();
    expect(api.fetchNoticeComments).toHaveBeenCalledWith('n1', 1, 20);
    await act(async () => {
      fireEvent.change(document.querySelector('textarea') as HTMLTextAreaElement, { target: { value: ' 好的 ' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '发表' }));
    });
    expect(api.createNoticeComment).toHaveBeenCalledWith('n1', { content: '好的' });
    expect(api.fetchNoticeComments).toHaveBeenCalledTimes(2);
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
  });

  it("an empty comment is refused; the server's refusal is shown", async () => {
    vi.mocked(api.fetchNoticeComments).mockResolvedValue(page([]));
    vi.mocked(api.createNoticeComment).mockRejectedValue(httpError(404, { detail: '未找到。' }));
    renderScreen(<NoticeCommentScreen />, { at: '/noticeComment?id=n1' });
    expect(await screen.findByText('暂无评论，快来抢沙发')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '发表' }));
    });
    expect(screen.getByText('请填写评论内容')).toBeTruthy();
    expect(api.createNoticeComment).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(document.querySelector('textarea') as HTMLTextAreaElement, { target: { value: '收到' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '发表' }));
    });
    expect(screen.getByText('未找到。')).toBeTruthy();
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('收到');
  });
});
