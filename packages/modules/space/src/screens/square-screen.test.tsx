import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { squareEntry } from '../test-data.ts';
import SquareScreen from './square-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('spaceSquare / seatSquare: one shared booking, who is coming, 加入 while places are left (issue 38)', () => {
  it('a colleague joins: he is among the people, the places left go down', async () => {
    vi.mocked(api.fetchSquareEntry).mockResolvedValue(squareEntry());
    vi.mocked(api.joinSquare).mockResolvedValue(
      squareEntry({
        joined: true,
        can_join: false,
        can_leave: true,
        places_left: 0,
        joined_count: 2,
        people: [...squareEntry().people, { id: 'u3', name: '审批人' }],
      }),
    );
    renderScreen(<SquareScreen />, { at: '/space/spaceOrderSquare/spaceSquare?id=sq1' });
    expect((await screen.findByTestId('square-places')).textContent).toBe('还剩1个名额');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加入' }));
    });
    expect(api.joinSquare).toHaveBeenCalledWith('sq1');
    expect(screen.getByTestId('square-people').textContent).toContain('审批人');
    expect(screen.getByTestId('square-places').textContent).toBe('名额已满');
    expect(screen.getByRole('button', { name: '退出' })).toBeTruthy();
  });

  it('the last place taken meanwhile: the refusal is said, nothing else changes', async () => {
    vi.mocked(api.fetchSquareEntry).mockResolvedValue(squareEntry());
    vi.mocked(api.joinSquare).mockRejectedValue(httpError(400, { detail: '名额已满' }));
    renderScreen(<SquareScreen />, { at: '/seat/seatOrderSquare/seatSquare?id=sq1' });
    const button = await screen.findByRole('button', { name: '加入' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByTestId('field-error-text').textContent).toBe('名额已满');
  });

  it('评论 opens the comments of the same kind', async () => {
    vi.mocked(api.fetchSquareEntry).mockResolvedValue(squareEntry({ comment_count: 3 }));
    renderScreen(<SquareScreen />, { at: '/seat/seatOrderSquare/seatSquare?id=sq1' });
    fireEvent.click(await screen.findByRole('button', { name: '评论（3）' }));
    expect(currentLocation()).toBe('/seat/seatOrderSquare/seatSquareComment?id=sq1');
  });
});
