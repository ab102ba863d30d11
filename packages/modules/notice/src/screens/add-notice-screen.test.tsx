import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import * as api from '../api.ts';
import { notice } from '../test-data.ts';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import AddNoticeScreen from './add-notice-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

async function fill(title: string, content: string) {
  await act(async () => {
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题'), { target: { value: title } });
    fireEvent.change(screen.getByPlaceholderText('请输入公告内容'), { target: { value: content } });
  });
}
async function publish() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
  });
}

describe('publish a notice (/addNotice)', () => {
  it('title and content are required', async () => {
    renderScreen(<AddNoticeScreen />, { at: '/addNotice' });
    await publish();
    expect(await screen.findByText('请填写标题')).toBeTruthy();
    expect(screen.getByText('请填写内容')).toBeTruthy();
    expect(api.createNotice).not.toHaveBeenCalled();
  });

  it('publishes with 公开分享 and opens the new notice with 发布成功', async () => {
    vi.mocked(api.createNotice).mockResolvedValue({ ...notice('new-1'), content: '正文' });
    renderScreen(<AddNoticeScreen />, { at: '/addNotice' });
    await fill('停水通知', '周六停水');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch'));
    });
    await publish();
    await waitFor(() => expect(currentLocation()).toBe('/notice/noticeDetail?id=new-1'));
    expect(api.createNotice).toHaveBeenCalledWith({ title: '停水通知', content: '周六停水', is_public: true });
    expect(core.showToast).toHaveBeenCalledWith('发布成功', { icon: 'success' });
  });

  it("a staff who may not publish gets the server's 403 message; the form keeps its text", async () => {
    vi.mocked(api.createNotice).mockRejectedValue(httpError(403, { detail: '没有发布权限' }));
    renderScreen(<AddNoticeScreen />, { at: '/addNotice' });
    await fill('停水通知', '周六停水');
    await publish();
    expect((await screen.findByTestId('field-error-text')).textContent).toBe('没有发布权限');
    expect((screen.getByPlaceholderText('请输入公告标题') as HTMLInputElement).value).toBe('停水通知');
    expect(currentLocation()).toBe('/addNotice');
  });
});
