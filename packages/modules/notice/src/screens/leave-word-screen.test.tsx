import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import * as api from '../api.ts';
import { leaveWord } from '../test-data.ts';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import LeaveWordScreen from './leave-word-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const openForm = () => renderScreen(<LeaveWordScreen />, { at: '/interact/interactLeaveWord' });
const box = () => document.querySelector('textarea') as HTMLTextAreaElement;

async function type(value: string) {
  await act(async () => {
    fireEvent.change(box(), { target: { value } });
  });
}
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
  });
}

describe('leave a word (/interact/interactLeaveWord)', () => {
  it('counts the characters', async () => {
    openForm();
    await type('你好');
    expect(screen.getByTestId('word-count').textContent).toBe('2/500');
  });

  it('refuses an empty word', async () => {
    openForm();
    await submit();
    expect(await screen.findByText('请填写留言内容')).toBeTruthy();
    expect(api.createLeaveWord).not.toHaveBeenCalled();
  });

  it('refuses 501 characters, keeping what was typed', async () => {
    openForm();
    await type('字'.repeat(501));
    await submit();
    expect(await screen.findByText('留言不能超过500个字')).toBeTruthy();
    expect(box().value).toHaveLength(501);
    expect(screen.getByTestId('word-count').textContent).toBe('501/500');
    expect(api.createLeaveWord).not.toHaveBeenCalled();
  });

  it('sends 1..500 characters and returns to the list', async () => {
    vi.mocked(api.createLeaveWord).mockResolvedValue(leaveWord('w1'));
    openForm();
    await type(' 食堂能否延长营业时间 ');
    await submit();
    await waitFor(() => expect(currentLocation()).toBe('/interact'));
    expect(api.createLeaveWord).toHaveBeenCalledWith({ content: '食堂能否延长营业时间' });
  });

  it("shows the server's refusal next to the box, keeping the words", async () => {
    vi.mocked(api.createLeaveWord).mockRejectedValue(httpError(400, { content: ['留言不能超过500个字'] }));
    openForm();
    await type('你好');
    await submit();
    expect(await screen.findByText('留言不能超过500个字')).toBeTruthy();
    expect(box().value).toBe('你好');
  });
});
