import type { PcarSubsidyTotals } from '@campus/contracts';
import { DetailSection } from '@campus/ui';
import { km, monthLabel, rate, yuan } from '../format.ts';

/** A claim's figures as the server computed them (integer fen) and the rule it applied. */
export function SubsidyTotals({ totals, title = '补贴计算' }: { totals: PcarSubsidyTotals; title?: string }) {
  return (
    <DetailSection
      title={title}
      rows={[
        { label: '补贴月份', value: monthLabel(totals.period) },
        { label: '出车次数', value: `${String(totals.trip_count)} 次` },
        { label: '合计里程', value: km(totals.distance_m) },
        { label: '补贴标准', value: rate(totals.rate_fen_per_km) },
        { label: '里程补贴', value: <span data-testid="subsidy-mileage">{yuan(totals.mileage_fen)}</span> },
        { label: '票据费用', value: <span data-testid="subsidy-fees">{yuan(totals.fees_fen)}</span> },
        { label: '合计金额', value: <strong data-testid="subsidy-total">{yuan(totals.total_fen)}</strong> },
        { label: '计算规则', value: totals.rule },
      ]}
    />
  );
}
