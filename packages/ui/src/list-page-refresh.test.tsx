import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

// happy-dom has no layout: InfiniteScroll only loads when its element has an offsetParent.
function enableInfiniteScroll(): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
    else delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
  };
}

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

  it('a refresh while the next page loads wins: the late page is dropped and no 重新加载 shows', async () => {
    const restore = enableInfiniteScroll();
    try {
      const pending: Array<{ page: number; resolve: (page: PageResult<Row>) => void }> = [];
      const load = vi.fn((page: number) => new Promise<PageResult<Row>>((resolve) => pending.push({ page, resolve })));
      render(
        <ListPage<Row> load={load} pageSize={2} keyOf={(row) => row.id} renderItem={(row) => <div data-testid="row">{row.id}</div>} />,
      );
      await act(async () => pending[0]?.resolve({ count: 3, results: [{ id: 'a' }, { id: 'b' }] }));
      await waitFor(() => expect(pending.map(({ page }) => page)).toEqual([1, 2]));
      await act(async () => fireEvent.click(screen.getByText('pull')));
      expect(pending.map(({ page }) => page)).toEqual([1, 2, 1]);
      await act(async () => pending[1]?.resolve({ count: 3, results: [{ id: 'late' }] }));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 300))); // InfiniteScroll (throttled 100 ms) checks again meanwhile
      expect(pending.map(({ page }) => page)).toEqual([1, 2, 1]); // the next page waits for the refresh
      await act(async () => pending[2]?.resolve({ count: 3, results: [{ id: 'x' }, { id: 'y' }] }));
      expect(screen.getAllByTestId('row').map((el) => el.textContent)).toEqual(['x', 'y']);
      expect(screen.queryByText('重新加载')).toBeNull();
      await waitFor(() => expect(pending.map(({ page }) => page)).toEqual([1, 2, 1, 2])); // the next page after the new page 1
    } finally {
      restore();
    }
  });
});
