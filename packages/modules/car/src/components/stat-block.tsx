/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarStatRow } from '@campus/contracts';
import { fenToYuan } from '@campus/contracts';
import { ScreenLoading, keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { lazyComponent } from '@campus/core';
import { TEXT } from '../texts.ts';

/** The chart code is its own chunk, loaded when a statistics screen shows one. */
const BarChart = lazyComponent(() => import('../charts/bar-chart.tsx'), ScreenLoading);

export type Measure = 'orders' | 'distance_km' | 'fee_fen';
export const MEASURES: { value: Measure; label: string }[] = [
  { value: 'orders', label: '次数' },
  { value: 'distance_km', label: '里程' },
  { value: 'fee_fen', label: '费用' },
];

const styles = {
  chart: css({ padding: '8px 4px' }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: 13,
    '& th, & td': { padding: '6px 4px', borderBottom: '1px solid var(--adm-color-border)', textAlign: 'right' },
    '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
    '& thead th': { color: 'var(--adm-color-text-secondary)', fontWeight: 'normal' },
  }),
};

export const measureText = (m: Measure, v: number): string =>
  m === 'fee_fen' ? `¥${fenToYuan(v)}` : m === 'distance_km' ? `${String(v)}km` : `${String(v)}次`;

/** One breakdown (month, department, vehicle): the chart of the chosen measure, and every number as a table. */
export function StatBlock({ title, rows, measure }: { title: string; rows: readonly CarStatRow[]; measure: Measure }) {
  const label = MEASURES.find((m) => m.value === measure)?.label ?? '';
  return (
    <List mode="card" header={title}>
      <List.Item>
        {rows.length === 0 ? (
          TEXT.noData
        ) : (
          <>
            <div css={styles.chart}>
              <BarChart
                title={`${title}：${label}`}
                bars={rows.map((r) => ({ label: r.label, value: r[measure], text: measureText(measure, r[measure]) }))}
              />
            </div>
            <table css={styles.table} data-testid="stat-table">
              <thead>
                <tr>
                  <th scope="col">{title.replace('按', '')}</th>
                  <th scope="col">{TEXT.orders}</th>
                  <th scope="col">{TEXT.mileage}</th>
                  <th scope="col">{TEXT.feeYuan}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{keepDates(r.label)}</th>
                    <td>{r.orders}</td>
                    <td>{r.distance_km}</td>
                    <td>{fenToYuan(r.fee_fen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </List.Item>
    </List>
  );
}
