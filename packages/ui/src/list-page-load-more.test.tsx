import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { InfiniteScrollProps, PullToRefreshProps } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPage } from './list-page.tsx';
import type { PageResult } from './paged-list.ts';

// Neither gesture plays in happy-dom: a 'pull' button stands in for PullToRefresh and a 'more'
// button for InfiniteScroll's check, so the test decides exactly when each one asks.
vi.mock('antd-mobile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('antd-mobile')>();
  function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
    return (
      <div>
        <button type="button" onClick={() => void onRefresh?.()}>
          pull
        </button>
        {children}
      </div>
    );
  }
  function InfiniteScroll({ loadMore }: InfiniteScrollProps) {
    return (
      <button type="button" onClick={() => void loadMore(false).catch(() => undefined)}>
        more
      </button>
    );
  }
  return { ...actual, PullToRefresh, InfiniteScroll };
});

afterEach(cleanup);

interface Row {
  id: string;
}

describe('ListPage: the next page and a pull-to-refresh', () => {
  it('a refresh while the next page loads wins: the late page is dropped and the next page waits for the new page 1', async () => {
    const pending: Array<{ page: number; resolve: (page: PageResult<Row>) => void }> = [];
    const load = vi.fn((page: number) => new Promise<PageResult<Row>>((resolve) => pending.push({ page, resolve })));
    const pages = () => pending.map(({ page }) => page);
    render(<ListPage<Row> load={load} pageSize={2} keyOf={(row) => row.id} renderItem={(row) => <div data-testid="row">{row.id}</div>} />);
    await act(async () => pending[0]?.resolve({ count: 3, results: [{ id: 'a' }, { id: 'b' }] }));
    await act(async () => fireEvent.click(screen.getByText('more')));
    await act(async () => fireEvent.click(screen.getByText('pull')));
    expect(pages()).toEqual([1, 2, 1]);
    await act(async () => pending[1]?.resolve({ count: 3, results: [{ id: 'late' }] }));
    // InfiniteScroll asks again while the refresh is under way: nothing is requested until page 1 is back
    await act(async () => fireEvent.click(screen.getByText('more')));
    expect(pages()).toEqual([1, 2, 1]);
    await act(async () => pending[2]?.resolve({ count: 3, results: [{ id: 'x' }, { id: 'y' }] }));
    expect(screen.getAllByTestId('row').map((el) => el.textContent)).toEqual(['x', 'y']);
    expect(screen.queryByText('重新加载')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('more')));
    expect(pages()).toEqual([1, 2, 1, 2]);
  });

  it("issue 33: a list that continues by key asks its next page after the last page's next_after; a refresh starts over without", async () => {
    const asked: Array<[number, number, string | undefined]> = [];
    const answers: Record<string, PageResult<Row>> = {
      '1': { count: 5, results: [{ id: 'a' }, { id: 'b' }], next_after: 'b' },
      '2:b': { count: 5, results: [{ id: 'c' }, { id: 'd' }], next_after: 'd' },
      '3:d': { count: 5, results: [{ id: 'e' }], next_after: null },
    };
    const load = vi.fn(async (page: number, pageSize: number, after?: string) => {
      asked.push([page, pageSize, after]);
      return answers[after === undefined ? String(page) : `${page}:${after}`] ?? { count: 0, results: [] };
    });
    render(<ListPage<Row> load={load} pageSize={2} keyOf={(row) => row.id} renderItem={(row) => <div data-testid="row">{row.id}</div>} />);
    await act(async () => undefined);
    await act(async () => fireEvent.click(screen.getByText('more')));
    await act(async () => fireEvent.click(screen.getByText('more')));
    expect(screen.getAllByTestId('row').map((el) => el.textContent)).toEqual(['a', 'b', 'c', 'd', 'e']);
    await act(async () => fireEvent.click(screen.getByText('pull')));
    expect(asked).toEqual([
      [1, 2, undefined],
      [2, 2, 'b'],
      [3, 2, 'd'],
      [1, 2, undefined],
    ]);
  });
});
