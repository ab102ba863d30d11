/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ErrorBlock, InfiniteScroll, PullToRefresh, type PullToRefreshProps } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useRef, useState, type ReactNode } from 'react';
import { MSG_LOADING } from '@campus/core';
import { ItemBoundary } from './item-boundary.tsx';
import { LoadFailedBlock, LoadingBlock } from './load-states.tsx';
import { nextAfter, nextPage, pageLoaded, type PagedState, type PageResult } from './paged-list.ts';
import { keepFailureInState, runLoad, wasSuperseded } from './request-failure.ts';

/**
 * Every paged list of the hub (orders, approvals, notices...) behaves the same:
 * pull to refresh, load more on scroll, '加载中' first, an empty block, an error
 * with 重试. Screens give the loader and the row; ahooks' useRequest loads the
 * pages (a newer load or unmounting makes an older answer stale) and
 * paged-list.ts reads them.
 */

type PullStatus = Parameters<NonNullable<PullToRefreshProps['renderText']>>[0];

export const LIST_EMPTY_TEXT = '暂无数据';
export const LIST_PAGE_SIZE = 20;
/** Pull-to-refresh texts; the refreshing text is the spec's loading text (spec 9). */
export const PULL_TEXTS: Record<PullStatus, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: MSG_LOADING,
  complete: '刷新成功',
};
/** Our wording for a refresh that failed (the rows already shown stay). */
export const PULL_FAILED_TEXT = '刷新失败';

export interface ListPageProps<T> {
  /**
   * Loads one page (1-based) in the hub API's page shape. `after` is the `next_after` of the page
   * before, for a list that continues by key: send it as `?after=` with the page.
   */
  load: (page: number, pageSize: number, after?: string) => Promise<PageResult<T>>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  /** Text of the empty state. */
  empty?: string;
  pageSize?: number;
  /** Changing it starts the list over from page 1 (a tab switch, a new filter). */
  reloadKey?: string | number;
}

const styles = {
  empty: css({ padding: '48px 16px' }),
};

/** Renders one row inside its boundary, so a row that throws on bad data is left out alone. */
function ListRow<T>({ render, item }: { render: (item: T) => ReactNode; item: T }) {
  return <>{render(item)}</>;
}

/**
 * A new reloadKey (a tab switch, a new filter) is another list: remounting the
 * list starts it over from page 1 with its rows cleared, and unmounting
 * cancels the old list's pending answers.
 */
export function ListPage<T>({ reloadKey, ...props }: ListPageProps<T>) {
  return <PagedList<T> key={reloadKey} {...props} />;
}

function PagedList<T>({
  load,
  renderItem,
  keyOf,
  empty = LIST_EMPTY_TEXT,
  pageSize = LIST_PAGE_SIZE,
}: Omit<ListPageProps<T>, 'reloadKey'>) {
  /** Loads the page after `previous` (page 1 without one) and returns every row so far. */
  const pages = useRequest(
    async (previous?: PagedState<T>): Promise<PagedState<T>> => {
      const page = nextPage(previous);
      const after = nextAfter(previous);
      const raw: unknown = await runLoad(() => (after === undefined ? load(page, pageSize) : load(page, pageSize, after)));
      return pageLoaded(previous, { page, raw, pageSize }, keyOf);
    },
    { onError: keepFailureInState },
  );
  const [refreshFailed, setRefreshFailed] = useState(false);
  /** The pull-to-refresh under way: a next page waits for page 1 instead of cancelling it. */
  const refreshing = useRef<Promise<void> | null>(null);

  // Never rejects: PullToRefresh would leave the rejection unhandled. A failed
  // refresh keeps the rows; the error catalogue has already told the user.
  const refresh = async (): Promise<void> => {
    const pageOne = pages.runAsync().then(
      () => setRefreshFailed(false),
      (error: unknown) => {
        if (!wasSuperseded(error)) setRefreshFailed(true);
      },
    );
    refreshing.current = pageOne;
    await pageOne;
    if (refreshing.current === pageOne) refreshing.current = null;
  };

  // Rejects on failure: InfiniteScroll shows its retry then.
  const loadMore = async (): Promise<void> => {
    if (refreshing.current !== null) return refreshing.current;
    const loaded = pages.data;
    if (loaded === undefined || !loaded.hasMore) return;
    try {
      await pages.runAsync(loaded);
    } catch (error) {
      if (!wasSuperseded(error)) throw error; // a refresh replaced it: nothing failed
    }
  };

  const { data, error, loading } = pages;
  let body: ReactNode;
  if (data === undefined) {
    body = loading || error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={error} onRetry={() => pages.run()} />;
  } else if (data.rows.length === 0) {
    body = (
      <div css={styles.empty} data-testid="list-empty">
        <ErrorBlock status="empty" title={empty} description={null} />
      </div>
    );
  } else {
    body = (
      <>
        <div data-testid="list-items">
          {data.rows.map((row) => (
            <ItemBoundary key={row.key}>
              <ListRow render={renderItem} item={row.item} />
            </ItemBoundary>
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={data.hasMore} />
      </>
    );
  }

  return (
    <PullToRefresh
      onRefresh={refresh}
      renderText={(status) => (status === 'complete' && refreshFailed ? PULL_FAILED_TEXT : PULL_TEXTS[status])}
    >
      {body}
    </PullToRefresh>
  );
}
