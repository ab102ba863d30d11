import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailedBlock, LoadingBlock, loadErrorText } from './load-states.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('loadErrorText', () => {
  it('spec 8: a 5xx is 系统异常; a 4xx body gives its message in the catalogue order', () => {
    expect(loadErrorText({ response: { status: 502, data: 'x' } })).toBe('系统异常');
    expect(loadErrorText({ response: { status: 400, data: { msg: '参数错误' } } })).toBe('参数错误');
    expect(loadErrorText({ response: { status: 400, data: { phone: ['无效'] } } })).toBe('phone: 无效');
  });

  it('spec 8: no answer is 请求失败 online, 网络连接异常 offline', () => {
    expect(loadErrorText({ isAxiosError: true })).toBe('请求失败');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(loadErrorText({ isAxiosError: true })).toBe('网络连接异常');
  });

  it('anything else gets a generic hint', () => {
    expect(loadErrorText(new Error('boom'))).toBe('请稍后重试');
    expect(loadErrorText(undefined)).toBe('请稍后重试');
  });
});

describe('LoadingBlock / LoadFailedBlock', () => {
  it("loading shows antd DotLoading and '加载中' (spec 9)", () => {
    render(<LoadingBlock />);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(document.querySelector('.adm-dot-loading')).not.toBeNull();
  });

  it('failed shows antd ErrorBlock, the reason and a 重试 button', () => {
    const onRetry = vi.fn();
    render(<LoadFailedBlock error={new Error('x')} onRetry={onRetry} />);
    expect(document.querySelector('.adm-error-block')).not.toBeNull();
    expect(screen.getByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
