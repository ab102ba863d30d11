import type { AiSettings, AuthData } from '@campus/contracts';
import * as core from '@campus/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import ChatScreen from '../screens/chat-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const local: AiSettings = {
  kind: 'local',
  base_url: 'https://old.example.com/v1',
  model: 'old-model',
  has_api_key: true,
  per_person_daily: 50,
  per_company_daily: 2000,
  per_guest_device_daily: 20,
  per_company_guests_daily: 500,
};

async function open(settings: AiSettings) {
  vi.mocked(api.fetchSettings).mockResolvedValue(settings);
  const stores = core.createStores();
  stores.session.signIn({ token: 't', user_id: 's1', company_id: 'c1', is_admin: true } as unknown as AuthData);
  renderScreen(<ChatScreen />, { at: '/chatGpt?view=settings', stores });
  await screen.findByLabelText('每人每日提问次数', {}, { timeout: 5000 });
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
  });

describe('chatGpt?view=settings: 助手设置 (issue 40: switch the company to a compatible endpoint)', () => {
  it('the endpoint’s fields appear only once OpenAI 兼容接口 is chosen; the stored key is kept when left empty', async () => {
    await open(local);
    expect(screen.queryByLabelText('接口地址')).toBeNull();
    fireEvent.click(screen.getByText('OpenAI 兼容接口'));
    await screen.findByLabelText('接口地址');
    expect(field('接口地址').value).toBe('https://old.example.com/v1');
    expect(field('接口密钥').type).toBe('password');
    expect(screen.getByPlaceholderText('已保存密钥，留空则不修改')).toBeTruthy();
    vi.mocked(api.saveSettings).mockResolvedValue({ ...local, kind: 'openai' });
    await save();
    // antd checks every field before sending (asynchronously): on a loaded machine it takes a while
    await waitFor(() => expect(core.showToast).toHaveBeenCalledWith('已保存', { icon: 'success' }), { timeout: 5000 });
    expect(api.saveSettings).toHaveBeenCalledWith({
      kind: 'openai',
      base_url: 'https://old.example.com/v1',
      model: 'old-model',
      per_person_daily: 50,
      per_company_daily: 2000,
      per_guest_device_daily: 20,
      per_company_guests_daily: 500,
    });
  });

  it('the server’s 400 field errors go on their fields, what was typed stays', async () => {
    await open({ ...local, has_api_key: false });
    fireEvent.click(screen.getByText('OpenAI 兼容接口'));
    type('接口地址', 'https://api.example.com/v1');
    type('模型', 'gpt-x');
    type('接口密钥', 'sk-new');
    type('每人每日提问次数', '20');
    type('访客每台设备每日提问次数', '5');
    vi.mocked(api.saveSettings).mockRejectedValue(httpError(400, { model: ['模型不存在'], per_company_daily: ['不能超过1000000'] }));
    await save();
    expect(await screen.findByText('模型不存在', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('不能超过1000000')).toBeTruthy();
    expect(screen.queryByTestId('field-error-text')).toBeNull();
    expect(field('模型').value).toBe('gpt-x');
    expect(api.saveSettings).toHaveBeenCalledWith({
      kind: 'openai',
      base_url: 'https://api.example.com/v1',
      model: 'gpt-x',
      api_key: 'sk-new',
      per_person_daily: 20,
      per_company_daily: 2000,
      per_guest_device_daily: 5,
      per_company_guests_daily: 500,
    });
    expect(core.showToast).not.toHaveBeenCalled();
  });

  it('checks before sending: an address that is not http(s), no key where none is stored, a quota that is not a whole number', async () => {
    await open({ ...local, has_api_key: false });
    fireEvent.click(screen.getByText('OpenAI 兼容接口'));
    type('接口地址', 'ftp://x');
    type('每人每日提问次数', '1.5');
    await save();
    expect(await screen.findByText('请输入有效的接口地址（http:// 或 https:// 开头）', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('请输入接口密钥')).toBeTruthy();
    expect(screen.getByText('请输入整数')).toBeTruthy();
    expect(api.saveSettings).not.toHaveBeenCalled();
  });

  it('back on 本地助手 the stored endpoint is sent as it was', async () => {
    await open({ ...local, kind: 'openai' });
    type('接口地址', 'https://typed.example.com');
    fireEvent.click(screen.getByText('本地助手'));
    vi.mocked(api.saveSettings).mockResolvedValue(local);
    await save();
    await waitFor(() => expect(api.saveSettings).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(api.saveSettings).mock.calls[0]?.[0]).toMatchObject({ kind: 'local', base_url: 'https://old.example.com/v1' });
  });

  it('a stored key is cleared after a confirm, and the company is back on the local assistant', async () => {
    vi.spyOn(core, 'confirmDialog').mockResolvedValue(true);
    await open({ ...local, kind: 'openai' });
    vi.mocked(api.saveSettings).mockResolvedValue({ ...local, kind: 'local', has_api_key: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '清除已保存的密钥' }));
    });
    await waitFor(() => expect(core.showToast).toHaveBeenCalledWith('密钥已清除', { icon: 'success' }));
    expect(core.confirmDialog).toHaveBeenCalled();
    expect(api.saveSettings).toHaveBeenCalledWith(expect.objectContaining({ kind: 'local', api_key: '' }));
    // nothing stored any more: nothing to clear
    expect(screen.queryByRole('button', { name: '清除已保存的密钥' })).toBeNull();
  });

  it('no clear button where no key is stored', async () => {
    await open({ ...local, has_api_key: false });
    expect(screen.queryByRole('button', { name: '清除已保存的密钥' })).toBeNull();
  });
});
