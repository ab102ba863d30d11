/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { fenToYuan } from '@campus/contracts';
import { DetailSection, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { List, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { fetchStatistics } from '../api.ts';
import { MEASURES, StatBlock, type Measure } from '../components/stat-block.tsx';
import { TEXT } from '../texts.ts';

const styles = { total: css({ fontWeight: 600 }) };
const RANGES = [3, 6, 12];

/**
 * Car statistics (carV3Statistics: trips and daily use; carV3DrivingStatistics: self-driving):
 * finished orders, distance and fees by month, department and vehicle, each as a bar chart with its
 * table. Administrators see the company, everyone else their own.
 */
export function StatisticsScreen({ title, scope }: { title: string; scope: 'dispatch' | 'driving' }) {
  const [months, setMonths] = useState(6);
  const [measure, setMeasure] = useState<Measure>('orders');
  const state = useLoader(() => fetchStatistics(scope, months), [scope, months]);
  return (
    <PageFrame title={title}>
      <List mode="card">
        <List.Item title={TEXT.months}>
          <Selector
            columns={3}
            options={RANGES.map((m) => ({ label: `近${String(m)}个月`, value: m }))}
            value={[months]}
            onChange={(v) => v[0] && setMonths(v[0])}
          />
        </List.Item>
        <List.Item title="图表指标">
          <Selector columns={3} options={MEASURES} value={[measure]} onChange={(v) => v[0] && setMeasure(v[0])} />
        </List.Item>
      </List>
      <Loadable state={state}>
        {(s) => (
          <>
            {s.mine && <NoticeBar content={TEXT.mineOnly} color="info" />}
            <DetailSection
              title={keepDates(`${TEXT.totals}（${s.from_month} 至 ${s.to_month}）`)}
              rows={[
                {
                  label: TEXT.orders,
                  value: (
                    <span css={styles.total} data-testid="total-orders">
                      {s.totals.orders}
                    </span>
                  ),
                },
                { label: TEXT.mileage, value: <span css={styles.total}>{s.totals.distance_km}</span> },
                { label: TEXT.feeYuan, value: <span css={styles.total}>{fenToYuan(s.totals.fee_fen)}</span> },
              ]}
            />
            <StatBlock title={TEXT.byMonth} rows={s.by_month} measure={measure} />
            <StatBlock title={TEXT.byDepartment} rows={s.by_department} measure={measure} />
            <StatBlock title={TEXT.byVehicle} rows={s.by_vehicle} measure={measure} />
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
