/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BookingListItem } from '@campus/contracts';
import { ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock, List, Selector, Tabs } from 'antd-mobile';
import { AddSquareOutline, ScanningOutline, TeamOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchAreas, fetchBookings } from '../api.ts';
import { useCheckIn } from '../checkin.ts';
import { AreaItem } from '../components/area-item.tsx';
import { BookingItem } from '../components/booking-item.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { WaitList } from '../components/wait-list.tsx';
import { PATHS, withId, withQuery } from '../paths.ts';
import { titleOf } from '../titles.ts';

const styles = { scope: css({ padding: '12px 12px 0' }) };

type Scope = 'upcoming' | 'past';

/**
 * /seat: the company's seat areas (reading rooms, open offices) with today's hours, and the caller's
 * seat bookings; 预约座位, 扫码签到 and the order square at the top.
 */
export default function SeatHomeScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'areas';
  const [scope, setScope] = useState<Scope>('upcoming');
  const areas = useLoader(() => fetchAreas(null), []);
  const { busy, scan } = useCheckIn();
  const loadBookings = useCallback((page: number, size: number) => fetchBookings('seat', scope, page, size), [scope]);

  return (
    <PageFrame title={titleOf('seat')}>
      <QuickActions
        label="座位预约服务"
        actions={[
          { key: 'apply', label: '预约座位', icon: <AddSquareOutline />, onClick: () => navigate(PATHS.seatApply) },
          { key: 'scan', label: '扫码签到', icon: <ScanningOutline />, onClick: () => void scan(), busy },
          { key: 'square', label: '预约广场', icon: <TeamOutline />, onClick: () => navigate(PATHS.seatSquares) },
        ]}
      />
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'mine' ? { tab: 'mine' } : {}, { replace: true })}>
        <Tabs.Tab title="座位区域" key="areas" />
        <Tabs.Tab title="我的预约" key="mine" />
      </Tabs>
      {tab === 'areas' && (
        <Loadable state={areas}>
          {(page) =>
            page.results.length === 0 ? (
              <ErrorBlock status="empty" title="暂无座位区域" description={null} />
            ) : (
              <List mode="card" data-testid="area-list">
                {page.results.map((a) => (
                  <AreaItem key={a.id} area={a} onOpen={() => navigate(withQuery(PATHS.seatApply, { area: a.id }))} />
                ))}
              </List>
            )
          }
        </Loadable>
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
          <WaitList kind="seat" />
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
