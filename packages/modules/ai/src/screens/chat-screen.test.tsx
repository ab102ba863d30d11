import type { AiConversation, AiMessage, AiQuota } from '@campus/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import ChatScreen from './chat-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const quota = (personLeft: number, companyLeft = 100): AiQuota => ({
  date: '2026-11-29',
  person: { limit: 50, used: 50 - personLeft, left: personLeft },
  company: { limit: 2000, used: 0, left: companyLeft },
});

const conversation: AiConversation = {
  id: 'c1',
  kind: 'general',
  title: '如何预约座位',
  preview: '打开座位预约',
  message_count: 2,
  created_at: '2026-11-29T10:00:00Z',
  updated_time: '2026-11-29 18:00:00',
};

const answer: AiMessage = {
  id: 'a1',
  conversation_id: 'c1',
  role: 'assistant',
  text: '打开 **座位预约**',
  status: 'done',
  error: null,
  sources: [],
  my_rating: null,
  created_at: '',
  created_time: '2026-11-29 18:00:00',
};
const question: AiMessage = { ...answer, id: 'q1', role: 'user', text: '如何预约座位' };

describe('chatGpt (issue 40)', () => {
  it('without an id: my conversations and what is left today; a row opens its chat', async () => {
    vi.mocked(api.fetchConversations).mockResolvedValue({ count: 1, next: null, previous: null, results: [conversation] });
    vi.mocked(api.fetchQuota).mockResolvedValue(quota(12));
    renderScreen(<ChatScreen />, { at: '/chatGpt' });
    expect(await screen.findByText('今日还可提问 12 次')).toBeTruthy();
    fireEvent.click(await screen.findByText('如何预约座位'));
    expect(currentLocation()).toBe('/chatGpt?id=c1');
  });

  it('a conversation: its messages oldest first, the rating entry under the answer, the quota under the box', async () => {
    vi.mocked(api.fetchQuota).mockResolvedValue(quota(3));
    vi.mocked(api.fetchConversation).mockResolvedValue(conversation);
    vi.mocked(api.fetchMessages).mockResolvedValue({ count: 2, next: null, previous: null, results: [answer, question] });
    renderScreen(<ChatScreen />, { at: '/chatGpt?id=c1' });
    expect(await screen.findByText('今日还可提问 3 次')).toBeTruthy();
    const bubbles = await screen.findAllByTestId(/chat-(question|answer)/);
    expect(bubbles.map((bubble) => bubble.dataset.testid)).toEqual(['chat-question', 'chat-answer']);
    fireEvent.click(screen.getByRole('button', { name: '评价' }));
    expect(currentLocation()).toBe('/chatGptComment?id=a1&conversation=c1');
  });

  it('today’s quota used up: the box says so as the screen opens, before anything is typed', async () => {
    vi.mocked(api.fetchQuota).mockResolvedValue(quota(0));
    vi.mocked(api.fetchConversation).mockResolvedValue(conversation);
    vi.mocked(api.fetchMessages).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    renderScreen(<ChatScreen />, { at: '/chatGpt?id=c1' });
    expect((await screen.findByTestId('question-closed')).textContent).toBe('今日提问次数已用完，请明天再试');
    expect(screen.queryByRole('textbox', { name: '请输入问题' })).toBeNull();
    expect((screen.getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the company’s quota used up: its own words', async () => {
    vi.mocked(api.fetchQuota).mockResolvedValue(quota(5, 0));
    vi.mocked(api.fetchConversation).mockResolvedValue(conversation);
    vi.mocked(api.fetchMessages).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    renderScreen(<ChatScreen />, { at: '/chatGpt?id=c1' });
    expect((await screen.findByTestId('question-closed')).textContent).toBe('本单位今日提问次数已用完，请明天再试');
  });
});
