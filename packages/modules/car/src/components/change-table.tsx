/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarChange } from '@campus/contracts';
import { List } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { period, placeLine } from '../format.ts';
import { TEXT } from '../texts.ts';

const styles = {
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: 14,
    '& th, & td': { padding: '8px 6px', borderBottom: '1px solid var(--adm-color-border)', textAlign: 'left', verticalAlign: 'top' },
    '& th': { color: 'var(--adm-color-text-secondary)', fontWeight: 'normal', whiteSpace: 'nowrap' },
  }),
  changed: css({ color: 'var(--hub-primary-text)', fontWeight: 600 }),
};

/** A change's before and after, field by field; what changes is marked. */
export function ChangeTable({ change }: { change: CarChange }) {
  const rows: [string, string, string][] = [
    [TEXT.from, placeLine(change.before.from), placeLine(change.after.from)],
    [TEXT.to, placeLine(change.before.to), placeLine(change.after.to)],
    ['用车时间', period(change.before.start_time, change.before.end_time), period(change.after.start_time, change.after.end_time)],
    [TEXT.passengers, String(change.before.passengers), String(change.after.passengers)],
  ];
  return (
    <List mode="card" header={`${TEXT.before} / ${TEXT.after}`}>
      <List.Item>
        <table css={styles.table} data-testid="change-table">
          <thead>
            <tr>
              <th scope="col"> </th>
              <th scope="col">{TEXT.before}</th>
              <th scope="col">{TEXT.after}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, before, after]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{keepDates(before)}</td>
                <td css={before !== after ? styles.changed : undefined}>{keepDates(after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </List.Item>
    </List>
  );
}
