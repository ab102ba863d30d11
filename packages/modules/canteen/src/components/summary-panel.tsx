import { LoadFailedBlock, LoadingBlock, useLoader } from '@campus/ui';
import { List } from 'antd-mobile';
import { fetchSummary } from '../api.ts';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';
import type { StaffFilter } from './staff-filters.tsx';

/** The kitchen's day: paid portions per dish and period, orders collected and waiting, and the day's money. */
export function SummaryPanel({ filter }: { filter: StaffFilter }) {
  const summary = useLoader(() => fetchSummary(filter.canteenId, filter.date), [filter.canteenId, filter.date]);
  const s = summary.data;
  if (!s)
    return summary.error !== undefined ? <LoadFailedBlock error={summary.error} onRetry={() => void summary.reload()} /> : <LoadingBlock />;
  return (
    <>
      {s.periods.map((p) => (
        <List
          key={p.code}
          mode="card"
          header={`${p.name} · ${TEXT.orders} ${String(p.orders)} · ${TEXT.collected} ${String(p.collected)} · ${TEXT.toCollect} ${String(p.to_collect)}${p.delivery ? ` · ${TEXT.delivery} ${String(p.delivery)}` : ''}`}
        >
          {p.dishes.map((d) => (
            <List.Item key={d.name} extra={TEXT.portions(d.portions)}>
              {d.name}
            </List.Item>
          ))}
        </List>
      ))}
      <List mode="card">
        <List.Item extra={yuan(s.paid_fen)}>{TEXT.paidTotal}</List.Item>
        <List.Item extra={yuan(s.refunded_fen)}>{TEXT.refundedTotal}</List.Item>
        <List.Item extra={<span data-testid="summary-net">{yuan(s.net_fen)}</span>}>{TEXT.netTotal}</List.Item>
      </List>
    </>
  );
}
