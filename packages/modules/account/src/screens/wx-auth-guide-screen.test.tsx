import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentHost, type HostBridge } from '@campus/core';
import { renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../special-logins-api.ts';
import WxAuthGuideScreen, { OPEN_IN_WECHAT, WECHAT_NOT_CONFIGURED } from './wx-auth-guide-screen.tsx';

beforeEach(() => {
  stubExports(api);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  setCurrentHost(null);
});

const host = (kind: HostBridge['kind']) => setCurrentHost({ kind } as unknown as HostBridge);
const open = () => renderScreen(<WxAuthGuideScreen />, { at: '/wxAuthGuide?company_id=c1', path: '/wxAuthGuide' });

describe('/wxAuthGuide (issue 40)', () => {
  it('issue 40: outside WeChat it says to open the page there, with its address, and asks the server nothing', async () => {
    host('browser');
    open();
    expect(await screen.findByRole('heading', { name: OPEN_IN_WECHAT })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '账号密码登录' })).toBeTruthy();
    expect(api.wechatAuthorizeUrl).not.toHaveBeenCalled();
  });

  it('issue 40: inside WeChat, a company without a WeChat app is told to use its account', async () => {
    host('wechat');
    vi.mocked(api.wechatAuthorizeUrl).mockResolvedValue({ url: null, appid: null });
    open();
    expect(await screen.findByText(WECHAT_NOT_CONFIGURED)).toBeTruthy();
    expect(api.wechatAuthorizeUrl).toHaveBeenCalledWith('c1');
  });
});
