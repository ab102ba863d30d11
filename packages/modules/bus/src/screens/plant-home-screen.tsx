/** @jsxImportSource @emotion/react */
import type { BusTicket } from '@campus/contracts';
import { ListPage, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Tabs } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchRoutes, fetchTickets } from '../api.ts';
import { s } from '../components/styles.ts';
import { TicketItem } from '../components/ticket-item.tsx';
import { PATHS, ticketPath, withId, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

type Tab = 'lines' | 'bookings';

/** /plantBus: the plant bus lines (next trip, vehicle, last reported position) and the staff's bookings. */
export default function PlantHomeScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('lines');
  const lines = useLoader(() => fetchRoutes('plant'), []);
  const loadBookings = useCallback((page: number, size: number) => fetchTickets('plant', page, size), []);
  return (
    <PageFrame title={titleOf('plantBus')}>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        <Tabs.Tab title={TEXT.lines} key="lines" />
        <Tabs.Tab title={TEXT.myBookings} key="bookings" />
      </Tabs>
      {tab === 'lines' && (
        <Loadable state={lines}>
          {(data) =>
            data.results.length === 0 ? (
              <ErrorBlock status="empty" title={TEXT.noRoutes} description={null} />
            ) : (
              <div css={s.list}>
                {data.results.map((r) => (
                  <List mode="card" key={r.id} data-testid="line-card">
                    <List.Item
                      onClick={() => navigate(withId(PATHS.routeDetail, r.id))}
                      description={
                        <div css={s.sub}>
                          <div>
                            {r.from} → {r.to} · {r.vehicle ?? ''}
                          </div>
                          <div>
                            {r.next_trip
                              ? `${TEXT.nextTrip} ${r.next_trip.day_label} ${r.next_trip.time} · ${TEXT.seatsLeft(r.next_trip.seats_left)}`
                              : TEXT.noTrip}
                          </div>
                          <div>
                            {r.last_position
                              ? keepDates(`${TEXT.lastPosition} ${r.last_position.reported_time.slice(5, 16)}`)
                              : TEXT.noPosition}
                          </div>
                        </div>
                      }
                    >
                      <span css={s.strong}>{r.name}</span>
                    </List.Item>
                    <List.Item>
                      <div css={s.footer}>
                        <Button
                          size="small"
                          color="primary"
                          onClick={() => navigate(withQuery(PATHS.plantBook, { route: r.id }))}
                          aria-label={`${TEXT.book} ${r.name}`}
                        >
                          {TEXT.book}
                        </Button>
                        <Button
                          size="small"
                          fill="outline"
                          onClick={() => navigate(withId(PATHS.plantMap, r.id))}
                          aria-label={`${TEXT.map} ${r.name}`}
                        >
                          {TEXT.map}
                        </Button>
                        <Button
                          size="small"
                          fill="outline"
                          onClick={() => navigate(withId(PATHS.plantRecentMap, r.id))}
                          aria-label={`${TEXT.recent} ${r.name}`}
                        >
                          {TEXT.recent}
                        </Button>
                      </div>
                    </List.Item>
                  </List>
                ))}
              </div>
            )
          }
        </Loadable>
      )}
      {tab === 'bookings' && (
        <List mode="card" css={s.list}>
          <ListPage<BusTicket>
            load={loadBookings}
            keyOf={(t) => t.id}
            empty={TEXT.noBookings}
            renderItem={(t) => <TicketItem ticket={t} onOpen={() => navigate(ticketPath(t.kind, t.id))} />}
          />
        </List>
      )}
    </PageFrame>
  );
}
