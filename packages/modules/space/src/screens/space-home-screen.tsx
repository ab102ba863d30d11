/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { SPACE_KINDS, hubToday, type BookingListItem, type SpaceKind, type SpaceListItem } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button, List, Selector, Switch, Tabs } from 'antd-mobile';
import { ScanningOutline, TeamOutline } from 'antd-mobile-icons';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchBookings, fetchSpaces, type SpaceFilter } from '../api.ts';
import { useCheckIn, useCheckInFromAddress } from '../checkin.ts';
import { BookingItem } from '../components/booking-item.tsx';
import { ClockInput } from '../components/clock-input.tsx';
import { DayStrip } from '../components/day-strip.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { WaitList } from '../components/wait-list.tsx';
import { SpaceItem } from '../components/space-item.tsx';
import { s } from '../components/styles.ts';
import { bookableDays, clockSteps } from '../format.ts';
import { PATHS, withId, withQuery } from '../paths.ts';
import { titleOf } from '../titles.ts';

const styles = {
  filters: css({ margin: '12px 12px 0', borderRadius: 8, background: 'var(--adm-color-background)', paddingBottom: 8 }),
  kinds: css({ padding: '12px 12px 0', '--padding': '6px 12px' } as never),
  times: css({ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 16px 0', fontSize: 14, flexWrap: 'wrap' }),
  clear: css({ marginLeft: 'auto' }),
  scope: css({ padding: '12px 12px 0' }),
};

type Tab = 'spaces' | 'mine';
type Scope = 'upcoming' | 'past';
const ALL = 'all';
/** The free-time filter's choices: every half hour of a usual day. */
const CLOCKS = clockSteps('06:00', '23:30', 30);
const KIND_OPTIONS = [{ label: '全部', value: ALL }, ...Object.entries(SPACE_KINDS).map(([value, label]) => ({ label, value }))];

/** The filter panel: type, day, and a free time window (only spaces free then). */
function Filters({ filter, onChange }: { filter: SpaceFilter; onChange: (f: SpaceFilter) => void }) {
  const days = useMemo(() => bookableDays(6), []);
  const chosen = filter.window;
  const setWindow = (patch: Partial<NonNullable<SpaceFilter['window']>>) =>
    onChange({ ...filter, window: { date: chosen?.date ?? hubToday(), ...chosen, ...patch } });
  return (
    <div css={styles.filters} data-testid="space-filters">
      <div css={styles.kinds}>
        <Selector
          aria-label="场地类型"
          options={KIND_OPTIONS}
          value={[filter.kind ?? ALL]}
          onChange={(v) => {
            const picked = v[0];
            onChange({ ...filter, kind: !picked || picked === ALL ? null : (picked as SpaceKind) });
          }}
        />
      </div>
      <DayStrip days={days} value={chosen?.date ?? null} onChange={(date) => setWindow({ date })} label="预约日期" />
      <div css={styles.times}>
        <span>空闲时段</span>
        <ClockInput
          title="开始时间"
          placeholder="开始"
          options={CLOCKS}
          value={chosen?.start_time}
          onChange={(start_time) => setWindow({ start_time })}
        />
        <span aria-hidden>—</span>
        <ClockInput
          title="结束时间"
          placeholder="结束"
          options={CLOCKS}
          value={chosen?.end_time}
          onChange={(end_time) => setWindow({ end_time })}
        />
        <label css={s.row}>
          <span>只看空闲</span>
          <Switch checked={filter.freeOnly} onChange={(freeOnly) => onChange({ ...filter, freeOnly })} aria-label="只看空闲" />
        </label>
        {chosen && (
          <Button size="mini" fill="none" css={styles.clear} onClick={() => onChange({ ...filter, window: null })}>
            清除
          </Button>
        )}
      </div>
    </div>
  );
}

/** A filter's key: a new one starts the list over. */
const filterKey = (f: SpaceFilter) => JSON.stringify([f.kind, f.window, f.freeOnly]);

/**
 * /space: the company's spaces, filtered by type, day and a free time window (each then says 空闲 or
 * 已占用), and the caller's bookings (coming and past); 扫码签到 and the order square at the top.
 */
export default function SpaceHomeScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'spaces';
  const [scope, setScope] = useState<Scope>('upcoming');
  const [filter, setFilter] = useState<SpaceFilter>({ kind: null, window: null, freeOnly: true });
  const { busy, scan } = useCheckIn();
  const checkingIn = useCheckInFromAddress();

  const loadSpaces = useCallback((page: number, size: number) => fetchSpaces(filter, page, size), [filter]);
  const loadBookings = useCallback((page: number, size: number) => fetchBookings('space', scope, page, size), [scope]);
  const complete = filter.window?.start_time && filter.window.end_time ? filter.window : null;

  const open = (space: SpaceListItem) =>
    navigate(
      withQuery(PATHS.spaceDetail, { id: space.id, date: filter.window?.date, start: complete?.start_time, end: complete?.end_time }),
    );

  return (
    <PageFrame title={titleOf('space')}>
      <QuickActions
        label="场地预约服务"
        actions={[
          { key: 'scan', label: '扫码签到', icon: <ScanningOutline />, onClick: () => void scan(), busy: busy || checkingIn },
          { key: 'square', label: '预约广场', icon: <TeamOutline />, onClick: () => navigate(PATHS.spaceSquares) },
        ]}
      />
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'mine' ? { tab: 'mine' } : {}, { replace: true })}>
        <Tabs.Tab title="场地" key="spaces" />
        <Tabs.Tab title="我的预约" key="mine" />
      </Tabs>
      {tab === 'spaces' && (
        <>
          <Filters filter={filter} onChange={setFilter} />
          <List mode="card" data-testid="space-list">
            <ListPage<SpaceListItem>
              load={loadSpaces}
              reloadKey={filterKey(filter)}
              keyOf={(sp) => sp.id}
              empty={complete && filter.freeOnly ? '该时段没有空闲的场地' : '暂无场地'}
              renderItem={(sp) => <SpaceItem space={sp} onOpen={() => open(sp)} />}
            />
          </List>
        </>
      )}
      {tab === 'mine' && (
        <>
          <div css={styles.scope}>
            <Selector
              aria-label="预约范围"
              options={[
                { label: '即将开始', value: 'upcoming' },
                { label: '历史预约', value: 'past' },
              ]}
              value={[scope]}
              onChange={(v) => v[0] && setScope(v[0] as Scope)}
            />
          </div>
          <WaitList kind="space" />
          <List mode="card">
            <ListPage<BookingListItem>
              load={loadBookings}
              reloadKey={scope}
              keyOf={(b) => b.id}
              empty={scope === 'upcoming' ? '暂无即将开始的预约' : '暂无历史预约'}
              renderItem={(b) => <BookingItem booking={b} onOpen={() => navigate(withId(PATHS.booking, b.id))} />}
            />
          </List>
        </>
      )}
    </PageFrame>
  );
}
