import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PullToRefreshProps } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPage, PULL_FAILED_TEXT } from './list-page.tsx';
import type { PageResult } from './paged-list.ts';

// The drag gesture cannot be played in happy-dom: stand in for PullToRefresh
// with a button that calls the onRefresh ListPage gives it, and show its
// 'complete' text as ListPage renders it.
vi.mock('antd-mobile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('antd-mobile')>();
  function PullToRefresh({ onRefresh, renderText, children }: PullToRefreshProps) {
    return (
      <div>
        <button type="button" onClick={() => void onRefresh?.()}>
          pull
        </button>
        <span data-testid="complete-text">{renderText?.('complete')}</span>
        {children}
      </div>
    );
  }
  return { ...actual, PullToRefresh };
});

afterEach(cleanup);

interface Row {
  id: string;
}

describe('ListPage pull-to-refresh', () => {
  it('reloads page 1 and replaces the rows', async () => {
    let round = 0;
    const load = vi.fn(async (): Promise<PageResult<Row>> => ({ count: 1, results: [{ id: `r${++round}` }] }));
    render(<ListPage<Row> load={load} keyOf={(row) => row.id} renderItem={(row) => <div data-testid="row">{row.id}</div>} />);
    expect(await screen.findByText('r1')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('pull')));
    expect(await screen.findByText('r2')).toBeTruthy();
    expect(screen.queryByText('r1')).toBeNull();
    expect(load.mock.calls).toEqual([
      [1, 20],
      [1, 20],
    ]);
  });

  it('a failed refresh keeps the rows shown and says 刷新失败', async () => {
    const load = vi
      .fn<() => Promise<PageResult<Row>>>()
      .mockResolvedValueOnce({ count: 1, results: [{ id: 'kept' }] })
      .mockRejectedValueOnce(new Error('down'));
    render(<ListPage<Row> load={load} keyOf={(row) => row.id} renderItem={(row) => <div data-testid="row">{row.id}</div>} />);
    expect(await screen.findByText('kept')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('pull')));
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.getByTestId('complete-text').textContent).toBe(PULL_FAILED_TEXT);
  });

  it("an older refresh's answer arriving after a newer one is ignored", async () => {
    const pending: Array<(page: PageResult<Row>) => void> = [];
    const load = vi.fn(() => new Promise<PageResult<Row>>((r) => pending.push(r)));
    render(<ListPage<Row> load={load} keyOf={(row) => row.id} renderItem={(row) => <div data-testid="row">{row.id}</div>} />);
    await act(async () => pending[0]?.({ count: 1, results: [{ id: 'first' }] }));
    fireEvent.click(screen.getByText('pull'));
    fireEvent.click(screen.getByText('pull'));
    await act(async () => pending[2]?.({ count: 1, results: [{ id: 'newer' }] }));
    await act(async () => pending[1]?.({ count: 1, results: [{ id: 'older' }] }));
    expect(screen.getAllByTestId('row').map((el) => el.textContent)).toEqual(['newer']);
    expect(screen.getByTestId('complete-text').textContent).not.toBe(PULL_FAILED_TEXT);
  });
});
