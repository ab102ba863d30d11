import type { AiQuota, AiRatingAdmin, AuthData } from '@campus/contracts';
import { createStores } from '@campus/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fullText, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import ChatScreen from '../screens/chat-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.mocked(api.fetchConversations).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  vi.mocked(api.fetchQuota).mockResolvedValue(quota);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const quota: AiQuota = {
  date: '2026-11-29',
  person: { limit: 50, used: 0, left: 50 },
  company: { limit: 2000, used: 0, left: 2000 },
};

const signedIn = (extra: Record<string, unknown>) => {
  const stores = createStores();
  stores.session.signIn({ token: 't', user_id: 's1', company_id: 'c1', name: '演示员工', ...extra } as unknown as AuthData);
  return stores;
};

const rating: AiRatingAdmin = {
  id: 'r1',
  message_id: 'a1',
  conversation_id: 'c1',
  score: 'up',
  tags: ['很有帮助'],
  text: '步骤很清楚',
  created_time: '2026-11-29 18:05:09',
  rater: { id: 's2', name: '张三' },
  question: '如何预约座位',
  answer: '打开 **座位预约** 即可',
};

describe('chatGpt: the administrator’s 用户评价 and 助手设置 (issue 40: ratings for the company’s administrator)', () => {
  it('the company’s administrator sees both entries under the quota; 用户评价 opens ?view=ratings', async () => {
    renderScreen(<ChatScreen />, { at: '/chatGpt', stores: signedIn({ is_admin: true }) });
    expect(await screen.findByText('助手设置')).toBeTruthy();
    fireEvent.click(screen.getByText('用户评价'));
    expect(currentLocation()).toBe('/chatGpt?view=ratings');
  });

  it('an administrator by role sees them too', async () => {
    renderScreen(<ChatScreen />, { at: '/chatGpt', stores: signedIn({ role: 'admin' }) });
    expect(await screen.findByText('用户评价')).toBeTruthy();
  });

  it('anyone else sees neither, and ?view=settings shows them their conversations', async () => {
    renderScreen(<ChatScreen />, { at: '/chatGpt?view=settings', stores: signedIn({ is_admin: false, role: 'staff' }) });
    expect(await screen.findByText('今日还可提问 50 次')).toBeTruthy();
    expect(screen.queryByText('用户评价')).toBeNull();
    expect(screen.queryByText('助手设置')).toBeNull();
    expect(api.fetchSettings).not.toHaveBeenCalled();
  });

  it('用户评价: each rating with 满意, its tags and words, who and when (the date whole), the question and the answer', async () => {
    vi.mocked(api.fetchRatings).mockResolvedValue({ count: 1, next: null, previous: null, results: [rating] });
    renderScreen(<ChatScreen />, { at: '/chatGpt?view=ratings', stores: signedIn({ is_admin: true }) });
    expect((await screen.findByTestId('rating-score', {}, { timeout: 5000 })).textContent).toBe('满意');
    expect(api.fetchRatings).toHaveBeenCalledWith(1, 20, undefined);
    expect(screen.getByText('很有帮助')).toBeTruthy();
    expect(screen.getByTestId('rating-text').textContent).toBe('步骤很清楚');
    expect(screen.getByText(fullText('张三 2026-11-29 18:05'))).toBeTruthy();
    expect(screen.getByText('如何预约座位')).toBeTruthy();
    expect(screen.getByText('打开 座位预约 即可')).toBeTruthy();
  });

  it('用户评价: 不满意 lists only the answers rated down (the server filters by score)', async () => {
    vi.mocked(api.fetchRatings).mockResolvedValue({ count: 1, next: null, previous: null, results: [rating] });
    renderScreen(<ChatScreen />, { at: '/chatGpt?view=ratings', stores: signedIn({ is_admin: true }) });
    await screen.findByTestId('rating-score', {}, { timeout: 5000 });
    vi.mocked(api.fetchRatings).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      results: [{ ...rating, id: 'r2', score: 'down' }],
    });
    fireEvent.click(screen.getByRole('tab', { name: '不满意' }));
    await vi.waitFor(() => expect(api.fetchRatings).toHaveBeenLastCalledWith(1, 20, 'down'));
    expect((await screen.findByTestId('rating-score')).textContent).toBe('不满意');
  });
});
