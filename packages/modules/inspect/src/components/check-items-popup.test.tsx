import type { RoundPoint } from '@campus/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { CheckItemsPopup } from './check-items-popup.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const point: RoundPoint = {
  id: 'p1',
  seq: 1,
  name: '配电室',
  place: '1号楼负一层',
  tags: ['CP-A01'],
  items: [
    { id: 'i1', name: '灭火器压力正常' },
    { id: 'i2', name: '门窗关闭' },
  ],
  record: { id: 'rec1', scanned_time: '2026-11-29 09:00:00', out_of_order: false, location: null, location_refused: false, results: [] },
};

describe('a scanned point asks its check items (issue 39)', () => {
  it('every item starts normal and is sent as such', async () => {
    const done = vi.fn();
    vi.mocked(api.submitResults).mockResolvedValue({} as never);
    render(<CheckItemsPopup point={point} onClose={() => undefined} onDone={done} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交检查结果' }));
    });
    expect(api.submitResults).toHaveBeenCalledWith('rec1', {
      results: [
        { item_id: 'i1', result: 'normal', photos: [] },
        { item_id: 'i2', result: 'normal', photos: [] },
      ],
    });
    expect(done).toHaveBeenCalledWith({}, 0);
  });

  it('an abnormal item needs a photo before anything is sent', async () => {
    render(<CheckItemsPopup point={point} onClose={() => undefined} onDone={() => undefined} />);
    fireEvent.click(screen.getAllByText('异常')[0] as HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交检查结果' }));
    });
    expect(screen.getByText('灭火器压力正常：异常项请上传照片')).toBeTruthy();
    expect(api.submitResults).not.toHaveBeenCalled();
  });
});
