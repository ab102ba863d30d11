import type { Reconciliation } from '@campus/contracts';
import { ListPage, keepDates } from '@campus/ui';
import { List, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { fetchReconciliation } from '../api.ts';
import { namedSubject, yuan } from '../money.ts';
import { PERIODS, periodOf, type PeriodName } from '../period.ts';
import { TEXT } from '../texts.ts';
import { signedYuan } from './ledger-list.tsx';

type Event = Reconciliation['results'][number];
type Totals = Reconciliation['totals'];

/** The totals of the period: paid, refunded, net, and whether the order ledger agrees (issue 13: money adds up). */
function TotalsCard({ totals }: { totals: Totals }) {
  return (
    <>
      <NoticeBar
        content={totals.balanced ? TEXT.balanced : TEXT.unbalanced}
        color={totals.balanced ? 'info' : 'alert'}
        wrap
        data-testid="reconciliation-balanced"
      />
      <List mode="card">
        <List.Item extra={<span data-testid="total-paid">{yuan(totals.paid_fen)}</span>}>{TEXT.paidTotal}</List.Item>
        <List.Item extra={<span data-testid="total-refunded">{yuan(totals.refunded_fen)}</span>}>{TEXT.refundedTotal}</List.Item>
        <List.Item extra={<span data-testid="total-net">{yuan(totals.net_fen)}</span>}>{TEXT.netTotal}</List.Item>
        <List.Item extra={<span data-testid="total-ledger">{yuan(totals.ledger_fen)}</span>}>{TEXT.ledgerTotal}</List.Item>
        <List.Item extra={signedYuan(totals.wallet_fen)}>{TEXT.walletTotal}</List.Item>
      </List>
      {totals.by_provider.length > 0 && (
        <List mode="card" header={TEXT.byProvider}>
          {totals.by_provider.map((p) => (
            <List.Item
              key={p.provider}
              extra={yuan(p.paid_fen - p.refunded_fen)}
              description={`${TEXT.paidTotal} ${yuan(p.paid_fen)} · ${TEXT.refundedTotal} ${yuan(p.refunded_fen)}`}
            >
              {TEXT.providers[p.provider]}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/**
 * The company's reconciliation (admins): pick a period in hub time, see its totals and every
 * payment and refund in it, newest first. The totals ride on each page of the list.
 */
export function ReconciliationPanel({ now = () => new Date() }: { now?: () => Date }) {
  const [period, setPeriod] = useState<PeriodName>('month');
  const [totals, setTotals] = useState<{ period: PeriodName; totals: Totals } | null>(null);

  const load = async (pageNo: number, pageSize: number) => {
    const { from, to } = periodOf(period, now());
    const page = await fetchReconciliation(from, to, pageNo, pageSize);
    if (pageNo === 1) setTotals({ period, totals: page.totals });
    return page;
  };

  return (
    <>
      <List mode="card" header={TEXT.period}>
        <List.Item>
          <Selector
            columns={3}
            options={PERIODS.map((p) => ({ label: p.label, value: p.value }))}
            value={[period]}
            onChange={(v) => {
              if (v[0]) setPeriod(v[0]);
            }}
          />
        </List.Item>
      </List>
      {totals?.period === period && <TotalsCard totals={totals.totals} />}
      <List mode="card" header={TEXT.events}>
        <ListPage<Event>
          reloadKey={period}
          load={load}
          keyOf={(event) => event.id}
          empty={TEXT.noEvents}
          renderItem={(event) => (
            <List.Item
              title={`${TEXT.providers[event.provider]} · ${event.payer.name}`}
              description={keepDates(event.created_time)}
              extra={signedYuan(event.amount_fen)}
            >
              {namedSubject(event.subject, event.order_no)}
            </List.Item>
          )}
        />
      </List>
    </>
  );
}
