/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { pcarKm, type PcarStatistics } from '@campus/contracts';
import { Loadable, PageFrame, SectionCard, useLoader, keepDates } from '@campus/ui';
import { Selector, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { fetchStatistics } from '../api.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { yuan } from '../format.ts';

const styles = {
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: 13,
    color: 'var(--adm-color-text)',
    '& th, & td': { padding: '8px 3px', textAlign: 'right', whiteSpace: 'nowrap', borderBottom: '1px solid var(--adm-color-border)' },
    '& th:first-of-type': { textAlign: 'left' },
    '& thead th': { fontWeight: 600 },
    '& tbody th': { fontWeight: 400 },
    '& tfoot td': { fontWeight: 600 },
  }),
  scroll: css({ overflowX: 'auto' }),
  filters: css({ padding: '12px 12px 0' }),
};

function FiguresTable({ stats }: { stats: PcarStatistics }) {
  return (
    <div css={styles.scroll}>
      <table css={styles.table} data-testid="stats-table">
        <caption style={{ position: 'absolute', left: -9999 }}>私车统计（按月）</caption>
        <thead>
          <tr>
            <th scope="col">月份</th>
            <th scope="col">次数</th>
            <th scope="col">公里</th>
            <th scope="col">票据费用</th>
            <th scope="col">已获补贴</th>
          </tr>
        </thead>
        <tbody>
          {stats.rows.map((r) => (
            <tr key={r.month}>
              <th scope="row">{keepDates(r.month)}</th>
              <td>{r.trip_count}</td>
              <td>{pcarKm(r.distance_m)}</td>
              <td>{yuan(r.fees_fen)}</td>
              <td>{yuan(r.subsidy_fen)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">合计</th>
            <td>{stats.totals.trip_count}</td>
            <td>{pcarKm(stats.totals.distance_m)}</td>
            <td>{yuan(stats.totals.fees_fen)}</td>
            <td>{yuan(stats.totals.subsidy_fen)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** 私车统计 (/privateCar/pCarStatistics): trips, km, fees and approved subsidies per month, as a table and bars. */
export default function StatisticsScreen() {
  const [months, setMonths] = useState(6);
  const [scope, setScope] = useState<'mine' | 'company'>('mine');
  const stats = useLoader(() => fetchStatistics(months, scope), [months, scope]);
  return (
    <PageFrame title="私车统计">
      {stats.data?.can_company && (
        <Tabs activeKey={scope} onChange={(key) => setScope(key === 'company' ? 'company' : 'mine')}>
          <Tabs.Tab title="我的" key="mine" />
          <Tabs.Tab title="全公司" key="company" />
        </Tabs>
      )}
      <div css={styles.filters}>
        <Selector
          columns={3}
          value={[months]}
          onChange={(v) => v[0] !== undefined && setMonths(v[0])}
          options={[
            { label: '近3个月', value: 3 },
            { label: '近6个月', value: 6 },
            { label: '近12个月', value: 12 },
          ]}
        />
      </div>
      <Loadable state={stats}>
        {(s) => (
          <>
            <SectionCard title="每月里程（公里）">
              <BarChart
                title={`近${String(months)}个月每月里程（公里）`}
                bars={s.rows.map((r) => ({
                  label: `${String(Number(r.month.slice(5, 7)))}月`,
                  value: r.distance_m,
                  text: pcarKm(r.distance_m),
                }))}
              />
            </SectionCard>
            <SectionCard title="按月统计">
              <FiguresTable stats={s} />
            </SectionCard>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
