import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import * as coreAuth from '@campus/core/auth';
import type { AuthData } from '@campus/contracts';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../special-logins-api.ts';
import BindPhoneScreen, { NO_WECHAT_IDENTITY } from './bind-phone-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = (query: string) => renderScreen(<BindPhoneScreen />, { at: `/bindPhone${query}`, path: '/bindPhone' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
  });
};

describe('/bindPhone (issue 40)', () => {
  it('issue 40: the code’s refusal lands on the code field; the right code binds, signs in and opens home', async () => {
    const identity = { openid: 'o1', company_id: 'c1' };
    vi.mocked(api.bindWechat).mockRejectedValueOnce(httpError(400, { code: ['验证码错误或已过期'] }));
    const signIn = vi.spyOn(coreAuth, 'completeSignIn').mockResolvedValue(undefined);
    open('?openid=o1&company_id=c1');
    type('手机号', '13800000005');
    type('验证码', '123456');
    await submit();
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(screen.queryByText('请求错误')).toBeNull();

    const auth = { token: 't', user_id: 'u1' } as AuthData;
    vi.mocked(api.bindWechat).mockResolvedValueOnce(auth);
    await submit();
    expect(api.bindWechat).toHaveBeenLastCalledWith(identity, '13800000005', '123456');
    await waitFor(() => expect(currentLocation()).toBe('/mPage'));
    expect(signIn.mock.calls[0]?.[1]).toBe(auth);
    expect(core.localStore.get('LXDZOpenid')).toBe('o1');
  });

  it('issue 40: an expired WeChat proof is said as it is (it names no field of the form)', async () => {
    vi.mocked(api.bindWechat).mockRejectedValueOnce(httpError(400, { openid: ['微信授权已过期，请从微信重新进入'] }));
    open('?openid=o1&p=s1.x');
    type('手机号', '13800000005');
    type('验证码', '123456');
    await submit();
    expect(await screen.findByText('微信授权已过期，请从微信重新进入')).toBeTruthy();
  });

  it('issue 40: without a WeChat identity the screen offers WeChat authorisation or the account sign-in', () => {
    open('');
    expect(screen.getByText(NO_WECHAT_IDENTITY)).toBeTruthy();
    expect(screen.getByRole('button', { name: '微信授权登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '账号密码登录' })).toBeTruthy();
  });
});
