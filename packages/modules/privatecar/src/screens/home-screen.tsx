/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PcarSummary, PcarTripBrief } from '@campus/contracts';
import { ListPage, Loadable, PageFrame, SectionCard, useLoader, keepDates, WAITING_TEXT } from '@campus/ui';
import { Button, Grid, List } from 'antd-mobile';
import { AddCircleOutline, BillOutline, CheckShieldOutline, HistogramOutline, TravelOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchSummary, fetchTrips } from '../api.ts';
import { TripItem } from '../components/trip-item.tsx';
import { km, monthLabel, yuan } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  status: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }),
  statusText: css({ fontSize: 15, color: 'var(--adm-color-text)' }),
  weak: css({ fontSize: 13, color: 'var(--adm-color-weak)', marginTop: 4 }),
  entry: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    width: '100%',
    padding: '8px 0',
    border: 0,
    background: 'none',
    color: 'var(--adm-color-text)',
    fontSize: 13,
    cursor: 'pointer',
  }),
  icon: css({ fontSize: 26, color: 'var(--hub-primary-text)' }),
  figures: css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', textAlign: 'center' }),
  figure: css({ fontSize: 18, fontWeight: 600, color: 'var(--hub-primary-text)' }),
  figureLabel: css({ fontSize: 12, color: 'var(--adm-color-weak)' }),
};

function authLine(summary: PcarSummary): { text: string; hint: string; action: string } {
  const auth = summary.auth;
  if (summary.authorised && auth) return { text: '已授权', hint: `有效期 ${auth.valid_from} 至 ${auth.valid_to}`, action: '查看授权' };
  if (auth?.status === 10) return { text: '授权审批中', hint: `申请于 ${auth.created_time.slice(0, 16)}`, action: '查看授权' };
  if (auth?.expired) return { text: '授权已过期', hint: `有效期至 ${auth.valid_to}，请重新申请`, action: '申请授权' };
  return { text: '未授权', hint: '私车公用须先申请授权，并登记、认证车辆', action: '申请授权' };
}

function Entry({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button type="button" css={styles.entry} onClick={onClick}>
      <span css={styles.icon} aria-hidden>
        {icon}
      </span>
      {label}
    </button>
  );
}

/** The entries under the authorisation. */
const ENTRIES = [
  { label: '登记出车', path: PATHS.add, icon: <AddCircleOutline /> },
  { label: '我的车辆', path: PATHS.userCar, icon: <TravelOutline /> },
  { label: '车辆认证', path: PATHS.certify, icon: <CheckShieldOutline /> },
  { label: '补贴申请', path: PATHS.subsidy, icon: <BillOutline /> },
  { label: '私车统计', path: PATHS.statistics, icon: <HistogramOutline /> },
];

/** One of the month's figures, its label under it. */
function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <div css={styles.figure}>{value}</div>
      <div css={styles.figureLabel}>{label}</div>
    </div>
  );
}

/**
 * The private car home (/privateCar): the authorisation, the entries (log a trip, my cars,
 * certification, subsidies, statistics), this month's figures and the trips, latest first. The cards
 * are drawn at once in their final size; the summary's values fill them when it arrives.
 */
export default function HomeScreen() {
  const navigate = useNavigate();
  const summary = useLoader(fetchSummary, []);
  const s = summary.data ?? null;
  const line = s === null ? null : authLine(s);

  return (
    <PageFrame title="私车公用">
      {s === null && !summary.loading ? (
        <Loadable state={summary}>{() => null}</Loadable>
      ) : (
        <>
          <SectionCard title="授权状态">
            <div css={styles.status} aria-busy={line === null}>
              <div>
                <div css={styles.statusText} data-testid={line === null ? undefined : 'auth-status'}>
                  {line?.text ?? WAITING_TEXT}
                </div>
                <div css={styles.weak}>{line === null ? WAITING_TEXT : keepDates(line.hint)}</div>
              </div>
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={line === null}
                style={{ flex: 'none', whiteSpace: 'nowrap' }}
                onClick={() => navigate(PATHS.auth)}
              >
                {line?.action ?? '查看授权'}
              </Button>
            </div>
          </SectionCard>
          <SectionCard>
            <Grid columns={5} gap={4}>
              {ENTRIES.map((entry) => (
                <Grid.Item key={entry.path}>
                  <Entry icon={entry.icon} label={entry.label} onClick={() => navigate(entry.path)} />
                </Grid.Item>
              ))}
            </Grid>
          </SectionCard>
          <SectionCard title={s === null ? '本月出车' : `${monthLabel(s.month.period)}出车`}>
            <div css={styles.figures} data-testid={s === null ? undefined : 'month-figures'} aria-busy={s === null}>
              <Figure value={s === null ? WAITING_TEXT : String(s.month.trip_count)} label="出车次数" />
              <Figure value={s === null ? WAITING_TEXT : km(s.month.distance_m)} label="里程" />
              <Figure value={s === null ? WAITING_TEXT : yuan(s.month.fees_fen)} label="票据费用" />
            </div>
          </SectionCard>
        </>
      )}
      <List mode="card" header="出车记录">
        <ListPage<PcarTripBrief>
          load={(page, size) => fetchTrips(page, size)}
          keyOf={(trip) => trip.id}
          empty={TEXT.noTrips}
          renderItem={(trip) => <TripItem trip={trip} onClick={() => navigate(withId(PATHS.detail, trip.id))} />}
        />
      </List>
    </PageFrame>
  );
}
