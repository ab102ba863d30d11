import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { leaveWord, page, person } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import InteractScreen from './interact-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('my leave words (/interact)', () => {
  it('shows each word with the reply, or 待回复', async () => {
    vi.mocked(api.fetchLeaveWords).mockResolvedValue({
      ...page([
        leaveWord('w1'),
        leaveWord('w2', {
          reply: '已安排延长营业',
          replier: person('行政部'),
          replied_at: '2026-03-02T01:00:00Z',
          replied_time: '2026-03-02 09:00:00',
        }),
      ]),
      can_reply: false,
    });
    renderScreen(<InteractScreen />, { at: '/interact' });
    const rows = await screen.findAllByTestId('leave-word-row');
    expect(rows[0]?.textContent).toContain('待回复');
    expect(rows[1]?.textContent).toContain('已安排延长营业');
    expect(rows[1]?.textContent).toContain('已回复');
  });

  it('我要留言 opens the form; an empty list says so', async () => {
    vi.mocked(api.fetchLeaveWords).mockResolvedValue({ ...page([]), can_reply: false });
    renderScreen(<InteractScreen />, { at: '/interact' });
    expect(await screen.findByText('暂无留言')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我要留言' }));
    expect(currentLocation()).toBe('/interact/interactLeaveWord');
  });
});
