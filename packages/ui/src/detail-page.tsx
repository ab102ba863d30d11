/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ErrorBlock, List } from 'antd-mobile';
import { isValidElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type DependencyList, type ReactNode } from 'react';
import { DISPLAY_EMPTY } from '@campus/core';
import { ItemBoundary } from './item-boundary.tsx';
import { LoadFailedBlock, LoadingBlock } from './load-states.tsx';

/**
 * The pieces every detail screen (an order, an approval, a visitor...) is made
 * of: a loader with loading / error-with-retry states, and titled sections of
 * label/value rows where an absent value shows '--' (spec 3 display rule).
 */

export const DETAIL_EMPTY_TEXT = '暂无数据';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Leave the row out (a field that does not apply to this order). */
  hidden?: boolean;
}

/**
 * A value as a row shows it: absent, empty or non-displayable values (null,
 * '', booleans, NaN, an object the API sent where text was expected) are '--';
 * an array shows its displayable entries joined with '、'.
 */
export function displayValue(value: unknown): ReactNode {
  if (value === null || value === undefined || typeof value === 'boolean') return DISPLAY_EMPTY;
  if (typeof value === 'string') return value.trim() === '' ? DISPLAY_EMPTY : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : DISPLAY_EMPTY;
  if (typeof value === 'bigint') return String(value);
  if (isValidElement(value)) return value;
  if (Array.isArray(value)) {
    const parts = value.map(displayValue).filter((part) => part !== DISPLAY_EMPTY);
    if (parts.length === 0) return DISPLAY_EMPTY;
    if (parts.every((part) => typeof part === 'string')) return parts.join('、');
    return parts.map((part, index) => (
      <span key={index}>
        {index > 0 ? '、' : null}
        {part}
      </span>
    ));
  }
  return DISPLAY_EMPTY; // an object, a function, a symbol: nothing to show
}

const styles = {
  row: css({ display: 'flex', alignItems: 'flex-start', gap: 12, fontSize: 15, lineHeight: 1.5 }),
  label: css({ flex: 'none', minWidth: 80, maxWidth: '40%', color: 'var(--adm-color-weak)' }),
  value: css({ flex: 1, textAlign: 'right', color: 'var(--adm-color-text)', wordBreak: 'break-all' }),
};

export interface DetailSectionProps {
  title?: ReactNode;
  rows: DetailRow[];
  /** Content after the rows (a list of attachments, an approval trail). */
  children?: ReactNode;
}

/** A titled card of label/value rows. */
export function DetailSection({ title, rows, children }: DetailSectionProps) {
  const shown = Array.isArray(rows) ? rows.filter((row) => row !== null && typeof row === 'object' && !row.hidden) : [];
  return (
    <List mode="card" header={title}>
      {shown.map((row, index) => (
        <List.Item key={`${String(row.label)}-${index}`}>
          <div css={styles.row} data-testid="detail-row">
            <span css={styles.label}>{typeof row.label === 'string' ? row.label : DISPLAY_EMPTY}</span>
            <span css={styles.value}>{displayValue(row.value)}</span>
          </div>
        </List.Item>
      ))}
      {children}
    </List>
  );
}

export interface LoaderState<T> {
  /** The last data loaded; kept while a reload runs; cleared when deps change. */
  data: T | undefined;
  /** The last failure, cleared when a load starts. */
  error: unknown;
  loading: boolean;
  /** Loads again; never rejects (the failure lands in `error`). */
  reload: () => Promise<void>;
}

/**
 * Loads data for a screen and loads again when `deps` change. Answers that
 * arrive after the deps changed or the screen closed are ignored. `load` may
 * change on every render; the one of the latest render is used.
 */
export function useLoader<T>(load: () => Promise<T>, deps: DependencyList = []): LoaderState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const latest = useRef(load);
  const sequence = useRef(0);
  useLayoutEffect(() => {
    latest.current = load;
  });

  const run = useCallback(async (keepData: boolean): Promise<void> => {
    const id = ++sequence.current;
    setState((current) => ({ data: keepData ? current.data : undefined, error: undefined, loading: true }));
    try {
      const data = await latest.current();
      if (id === sequence.current) setState({ data, error: undefined, loading: false });
    } catch (error) {
      // `throw undefined` still counts as a failure.
      const failure = error ?? new Error('load failed');
      if (id === sequence.current) setState((current) => ({ data: current.data, error: failure, loading: false }));
    }
  }, []);

  useEffect(() => {
    void run(false);
    return () => {
      sequence.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to load again
  }, deps);

  const reload = useCallback(() => run(true), [run]);
  return { ...state, reload };
}

export interface LoadableProps<T> {
  state: LoaderState<T>;
  children: (data: NonNullable<T>) => ReactNode;
  /** Text when the load gave nothing (null or undefined). */
  empty?: string;
}

/**
 * Shows a loader's state: '加载中' until the first data, the error with 重试 when
 * there is no data to show, an empty block when the answer was empty, else the
 * children with the data (kept on screen while a reload runs or fails).
 */
export function Loadable<T>({ state, children, empty = DETAIL_EMPTY_TEXT }: LoadableProps<T>) {
  const { data, error, loading, reload } = state;
  if (data === undefined || data === null) {
    if (loading) return <LoadingBlock />;
    if (error !== undefined) return <LoadFailedBlock error={error} onRetry={() => void reload()} />;
    return <ErrorBlock status="empty" title={empty} description={null} />;
  }
  return (
    <ItemBoundary fallback={<ErrorBlock status="default" />}>
      <LoadableBody render={children} data={data} />
    </ItemBoundary>
  );
}

function LoadableBody<T>({ render, data }: { render: (data: T) => ReactNode; data: T }) {
  return <>{render(data)}</>;
}
