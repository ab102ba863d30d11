/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ErrorBlock, InfiniteScroll, PullToRefresh, type PullToRefreshProps } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { MSG_LOADING } from '@campus/core';
import { ItemBoundary } from './item-boundary.tsx';
import { LoadFailedBlock, LoadingBlock } from './load-states.tsx';
import {
  beginRefresh,
  initialPagedState,
  nextPage,
  pageFailed,
  pageLoaded,
  resetPaged,
  type PagedState,
  type PageResult,
} from './paged-list.ts';

/**
 * Every paged list of the hub (orders, approvals, notices...) behaves the same:
 * pull to refresh, load more on scroll, '加载中' first, an empty block, an error
 * with 重试. Screens give the loader and the row; the paging lives in paged-list.ts.
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
  /** Loads one page (1-based) in the hub API's page shape. */
  load: (page: number, pageSize: number) => Promise<PageResult<T>>;
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

export function ListPage<T>({ load, renderItem, keyOf, empty = LIST_EMPTY_TEXT, pageSize = LIST_PAGE_SIZE, reloadKey }: ListPageProps<T>) {
  const [state, setState] = useState<PagedState<T>>(() => initialPagedState<T>());
  const generation = useRef(0);
  const latest = useRef({ load, keyOf, pageSize, state });
  const [refreshFailed, setRefreshFailed] = useState(false);
  useLayoutEffect(() => {
    latest.current = { load, keyOf, pageSize, state };
  });

  /** Loads one page for one generation; rejects on failure (InfiniteScroll shows its retry then). */
  const fetchPage = useCallback(async (gen: number, page: number): Promise<void> => {
    const { load: loadPage, keyOf: key, pageSize: size } = latest.current;
    try {
      const raw: unknown = await loadPage(page, size);
      setState((current) => pageLoaded(current, { generation: gen, page, raw, pageSize: size }, key));
    } catch (error) {
      setState((current) => pageFailed(current, { generation: gen, page, error }));
      throw error;
    }
  }, []);

  const restart = useCallback(() => {
    const gen = ++generation.current;
    setState(resetPaged<T>(gen));
    fetchPage(gen, 1).catch(() => undefined);
  }, [fetchPage]);

  useEffect(() => {
    restart();
    return () => {
      generation.current += 1; // answers after unmount or before the next key are stale
    };
  }, [reloadKey, restart]);

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    setState((current) => beginRefresh(current, gen));
    try {
      await fetchPage(gen, 1);
      setRefreshFailed(false);
    } catch {
      // The rows stay; the error catalogue has already told the user. Never
      // reject: PullToRefresh would leave the rejection unhandled.
      setRefreshFailed(true);
    }
  }, [fetchPage]);

  const loadMore = useCallback(async () => {
    const current = latest.current.state;
    if (current.phase !== 'ready' || !current.hasMore) return;
    await fetchPage(current.generation, nextPage(current));
  }, [fetchPage]);

  let body: ReactNode;
  if (state.phase === 'loading') {
    body = <LoadingBlock />;
  } else if (state.phase === 'error') {
    body = <LoadFailedBlock error={state.error} onRetry={restart} />;
  } else if (state.rows.length === 0) {
    body = (
      <div css={styles.empty} data-testid="list-empty">
        <ErrorBlock status="empty" title={empty} description={null} />
      </div>
    );
  } else {
    body = (
      <>
        <div data-testid="list-items">
          {state.rows.map((row) => (
            <ItemBoundary key={row.key}>
              <ListRow render={renderItem} item={row.item} />
            </ItemBoundary>
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={state.hasMore} />
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
