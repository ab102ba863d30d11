import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_EMPTY_TEXT, ListPage, PULL_TEXTS } from './list-page.tsx';
import type { PageResult } from './paged-list.ts';

interface Row {
  id: string;
  name: string;
}

const row = (id: string): Row => ({ id, name: `名称${id}` });

function renderList(
  load: (page: number, pageSize: number) => Promise<PageResult<Row>>,
  extra: { reloadKey?: string; pageSize?: number; empty?: string } = {},
) {
  return render(
    <ListPage<Row> load={load} keyOf={(item) => item.id} renderItem={(item) => <div data-testid="row">{item.name}</div>} {...extra} />,
  );
}

// happy-dom has no layout: InfiniteScroll only loads when its element has an
// offsetParent (is visible); give it one so "scrolled into view" can happen.
let offsetParent: PropertyDescriptor | undefined;
function enableInfiniteScroll() {
  offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
}

beforeEach(() => {
  offsetParent = undefined;
});

afterEach(() => {
  cleanup();
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  else delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

describe('ListPage', () => {
  it("shows the loading state '加载中' (spec 9) until page 1 arrives, then its items", async () => {
    let resolve!: (page: PageResult<Row>) => void;
    const load = vi.fn(() => new Promise<PageResult<Row>>((r) => (resolve = r)));
    renderList(load);
    expect(screen.getByTestId('loading-block').textContent).toContain('加载中');
    expect(load).toHaveBeenCalledWith(1, 20);
    await act(async () => resolve({ count: 2, results: [row('1'), row('2')] }));
    expect(screen.getAllByTestId('row').map((el) => el.textContent)).toEqual(['名称1', '名称2']);
    expect(screen.queryByTestId('loading-block')).toBeNull();
  });

  it('shows antd ErrorBlock with the empty text when there are no items', async () => {
    renderList(async () => ({ count: 0, results: [] }));
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
    expect(screen.getByText(LIST_EMPTY_TEXT)).toBeTruthy();
  });

  it('uses the given empty text', async () => {
    renderList(async () => ({ count: 0, results: [] }), { empty: '暂无订单' });
    expect(await screen.findByText('暂无订单')).toBeTruthy();
  });

  it('a failed first load shows an error with 重试, which loads page 1 again', async () => {
    const load = vi
      .fn<(page: number, size: number) => Promise<PageResult<Row>>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ count: 1, results: [row('1')] });
    renderList(load);
    expect(await screen.findByTestId('load-failed')).toBeTruthy();
    expect(screen.getByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('名称1')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(1, 20);
  });

  it('the error state says what the error catalogue says for a 5xx (spec 8: 系统异常)', async () => {
    renderList(() => Promise.reject(Object.assign(new Error('500'), { response: { status: 500, data: {} } })));
    expect(await screen.findByText('系统异常')).toBeTruthy();
  });

  it('never crashes on bad data: a page without results, null rows, a row whose render throws', async () => {
    const load = vi.fn(async () => ({ count: 3, results: [null, row('1'), row('bad')] }) as unknown as PageResult<Row>);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ListPage<Row>
        load={load}
        keyOf={(item) => item.id}
        renderItem={(item) => {
          if (item.id === 'bad') throw new Error('bad row');
          return <div data-testid="row">{item.name}</div>;
        }}
      />,
    );
    expect(await screen.findByText('名称1')).toBeTruthy();
    expect(screen.getAllByTestId('row')).toHaveLength(1);
    spy.mockRestore();
    warn.mockRestore();
    cleanup();
    renderList(async () => ({}) as PageResult<Row>);
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });

  it('loads the next page when the end of the list scrolls into view, until the count is reached', async () => {
    enableInfiniteScroll();
    const load = vi.fn(async (page: number) =>
      page === 1 ? { count: 3, results: [row('1'), row('2')] } : { count: 3, results: [row('3')] },
    );
    renderList(load, { pageSize: 2 });
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(3));
    expect(load.mock.calls).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it("a failed next page shows InfiniteScroll's retry, which loads that page again", async () => {
    enableInfiniteScroll();
    let failNext = true;
    const load = vi.fn(async (page: number) => {
      if (page === 1) return { count: 3, results: [row('1'), row('2')] };
      if (failNext) {
        failNext = false;
        throw new Error('down');
      }
      return { count: 3, results: [row('3')] };
    });
    renderList(load, { pageSize: 2 });
    const retry = await screen.findByText('重新加载');
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(3));
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
  });

  it('a new reloadKey (a tab switch) starts over from page 1 and ignores the old answer', async () => {
    const pending: Array<(page: PageResult<Row>) => void> = [];
    const load = vi.fn(() => new Promise<PageResult<Row>>((r) => pending.push(r)));
    const view = render(
      <ListPage<Row> load={load} keyOf={(i) => i.id} renderItem={(i) => <div data-testid="row">{i.name}</div>} reloadKey="a" />,
    );
    view.rerender(
      <ListPage<Row> load={load} keyOf={(i) => i.id} renderItem={(i) => <div data-testid="row">{i.name}</div>} reloadKey="b" />,
    );
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]?.({ count: 1, results: [row('new')] }));
    await act(async () => pending[0]?.({ count: 1, results: [row('old')] }));
    expect(screen.getAllByTestId('row').map((el) => el.textContent)).toEqual(['名称new']);
  });

  it('an answer arriving after the list closed is dropped quietly', async () => {
    let resolve!: (page: PageResult<Row>) => void;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderList(() => new Promise<PageResult<Row>>((r) => (resolve = r)));
    view.unmount();
    await act(async () => resolve({ count: 1, results: [row('1')] }));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a retry after a failed first page that fails again still offers 重试', async () => {
    const load = vi
      .fn<(page: number, size: number) => Promise<PageResult<Row>>>()
      .mockRejectedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ count: 1, results: [row('1')] });
    renderList(load);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('名称1')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('pull-to-refresh texts are Chinese', () => {
    expect(PULL_TEXTS).toEqual({ pulling: '下拉刷新', canRelease: '释放立即刷新', refreshing: '加载中', complete: '刷新成功' });
  });
});
