/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ErrorBlock, List } from 'antd-mobile';
import { isValidElement, type ReactNode } from 'react';
import { DISPLAY_EMPTY } from '@campus/core';
import { useReportLoading } from './hold-below.tsx';
import { ItemBoundary } from './item-boundary.tsx';
import { keepDates } from './keep-dates.tsx';
import { LoadFailedBlock, LoadingBlock } from './load-states.tsx';
import type { LoaderState } from './use-loader.ts';

export { useLoader, type LoaderState } from './use-loader.ts';

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

/** A row's value on screen: its dates and times never break across lines (issue 34). */
function shownValue(value: unknown): ReactNode {
  const shown = displayValue(value);
  return typeof shown === 'string' ? keepDates(shown) : shown;
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
    <List mode="card" header={typeof title === 'string' ? keepDates(title) : title}>
      {shown.map((row, index) => (
        <List.Item key={`${String(row.label)}-${index}`}>
          <div css={styles.row} data-testid="detail-row">
            <span css={styles.label}>{typeof row.label === 'string' ? row.label : DISPLAY_EMPTY}</span>
            <span css={styles.value}>{shownValue(row.value)}</span>
          </div>
        </List.Item>
      ))}
      {children}
    </List>
  );
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
  useReportLoading(loading && (data === undefined || data === null));
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
