import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import PublicNoticeScreen from './public-notice-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('public notice (/noticeDetails?id=)', () => {
  it('shows a public notice with its company, author and time', async () => {
    vi.mocked(api.fetchPublicNotice).mockResolvedValue({
      id: 'p1',
      title: '园区开放日',
      content: '欢迎参观',
      company_name: '三安园区',
      author_name: '演示员工',
      created_at: '2026-03-01T02:00:00.000Z',
      created_time: '2026-03-01 10:00:00',
    });
    renderScreen(<PublicNoticeScreen />, { at: '/noticeDetails?id=p1' });
    expect(await screen.findByRole('heading', { name: '园区开放日' })).toBeTruthy();
    expect(screen.getByText('欢迎参观')).toBeTruthy();
    expect(screen.getByText('三安园区')).toBeTruthy();
    expect(screen.getByText('2026-03-01 10:00')).toBeTruthy();
    expect(api.fetchPublicNotice).toHaveBeenCalledWith('p1');
  });

  it('a notice that is not public (404) says so clearly, without 重试', async () => {
    vi.mocked(api.fetchPublicNotice).mockRejectedValue(httpError(404, { detail: '未找到。' }));
    renderScreen(<PublicNoticeScreen />, { at: '/noticeDetails?id=private-1' });
    expect(await screen.findByText('该公告不存在或未公开分享')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('without an id it asks to open the shared link again', async () => {
    renderScreen(<PublicNoticeScreen />, { at: '/noticeDetails' });
    expect(await screen.findByText('缺少公告编号，请从分享链接重新打开')).toBeTruthy();
    expect(api.fetchPublicNotice).not.toHaveBeenCalled();
  });
});
