/** @jsxImportSource @emotion/react */
import type { BusRouteDetail, BusTrip } from '@campus/contracts';
import { Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchComments, fetchRoute } from '../api.ts';
import { CommentList } from '../components/comment-list.tsx';
import { DayPicker } from '../components/day-picker.tsx';
import { FavouriteButton } from '../components/favourite-button.tsx';
import { StopSteps } from '../components/stop-steps.tsx';
import { s } from '../components/styles.ts';
import { useQueryId } from '../hooks.ts';
import { priceText, yuan } from '../money.ts';
import { PATHS, ticketPath, withId, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const COMMENTS_SHOWN = 5;

/** The trips of the coming days, one day at a time: seats left, the passenger's own ticket, 购票 (and 验票 for a driver). */
function TripList({
  route,
  onBuy,
  onTicket,
  onCheck,
}: {
  route: BusRouteDetail;
  onBuy: (trip: BusTrip) => void;
  onTicket: (id: string) => void;
  onCheck: (trip: BusTrip) => void;
}) {
  const shown = route.trips.filter((t) => !t.departed);
  const days = [...new Map(shown.map((t) => [t.date, t.day_label])).entries()];
  const [day, setDay] = useState<string | null>(null);
  const chosen = day ?? days[0]?.[0] ?? null;
  if (shown.length === 0) return <ErrorBlock status="empty" title={TEXT.noTrip} description={null} />;
  return (
    <List mode="card" header={TEXT.trips} data-testid="trip-list">
      <DayPicker days={days} value={chosen} onChange={setDay} />
      {shown
        .filter((t) => t.date === chosen)
        .map((t) => (
          <List.Item
            key={t.id}
            data-testid="trip-item"
            description={<span css={s.sub}>{keepDates(`${t.date} · ${TEXT.seatsLeft(t.seats_left)}`)}</span>}
            extra={
              <span css={s.line}>
                {t.my_ticket_id ? (
                  <Button size="mini" color="primary" fill="outline" onClick={() => onTicket(t.my_ticket_id ?? '')}>
                    {TEXT.mine}
                  </Button>
                ) : t.seats_left > 0 ? (
                  <Button
                    size="mini"
                    color="primary"
                    onClick={() => onBuy(t)}
                    aria-label={`${route.kind === 'plant' ? TEXT.book : TEXT.buyTicket} ${t.day_label} ${t.time}`}
                  >
                    {route.kind === 'plant' ? TEXT.book : TEXT.buyTicket}
                  </Button>
                ) : (
                  <Tag color="default">{TEXT.soldOut}</Tag>
                )}
                {route.can_check && (
                  <Button size="mini" fill="outline" onClick={() => onCheck(t)} aria-label={`${TEXT.check} ${t.day_label} ${t.time}`}>
                    {TEXT.check}
                  </Button>
                )}
              </span>
            }
          >
            <span css={s.strong}>{t.time}</span>
          </List.Item>
        ))}
    </List>
  );
}

/**
 * /bus/busRouteDetail?id=: a route with its stops, timetable and the trips of the coming days;
 * 收藏, 购票, 申请乘车 and its passengers' ratings.
 */
export default function RouteDetailScreen() {
  const id = useQueryId();
  const navigate = useNavigate();
  const route = useLoader(() => (id ? fetchRoute(id) : Promise.resolve(null)), [id]);
  const comments = useLoader(() => (id ? fetchComments(id, 1, COMMENTS_SHOWN) : Promise.resolve(null)), [id]);
  const [fav, setFav] = useState<boolean | null>(null);
  const plant = route.data?.kind === 'plant';

  const footer = route.data && id && (
    <div css={s.footer}>
      {plant ? (
        <Button color="primary" onClick={() => navigate(withQuery(PATHS.plantBook, { route: id }))}>
          {TEXT.book}
        </Button>
      ) : (
        <>
          <Button color="primary" fill="outline" onClick={() => navigate(withQuery(PATHS.routeApply, { route: id }))}>
            {TEXT.applySeat}
          </Button>
          <Button color="primary" onClick={() => navigate(withQuery(PATHS.buyTicket, { route: id }))}>
            {TEXT.buyTicket}
          </Button>
        </>
      )}
    </div>
  );

  return (
    <PageFrame title={titleOf('busRouteDetail')} footer={footer ?? undefined}>
      {id === null ? (
        <ErrorBlock status="empty" title={TEXT.missingId} description={null} />
      ) : (
        <Loadable state={route}>
          {(r) => (
            <>
              <List mode="card">
                <List.Item
                  extra={<FavouriteButton routeId={r.id} on={fav ?? r.favourite} onChange={setFav} />}
                  description={
                    <span css={s.sub}>
                      {r.from} → {r.to}
                      {r.vehicle ? ` · ${TEXT.vehicle} ${r.vehicle}` : ''}
                    </span>
                  }
                >
                  <span css={s.strong}>{r.name}</span>
                </List.Item>
                <List.Item extra={<span css={s.price}>{priceText(r.price_fen)}</span>}>{TEXT.price}</List.Item>
                {r.month_price_fen !== null && (
                  <List.Item extra={yuan(r.month_price_fen)} onClick={() => navigate(withQuery(PATHS.monthTicket, { route: r.id }))}>
                    {TEXT.monthPrice}
                  </List.Item>
                )}
                {r.pass_quota > 0 && <List.Item extra={TEXT.passLeft(r.pass_left)}>{TEXT.pass}</List.Item>}
                {r.description && <List.Item description={r.description}>{TEXT.description}</List.Item>}
              </List>
              <List mode="card" header={TEXT.stops}>
                <List.Item>
                  <StopSteps stops={r.stops} />
                </List.Item>
              </List>
              <TripList
                route={r}
                onBuy={(t) => navigate(withQuery(plant ? PATHS.plantBook : PATHS.buyTicket, { route: r.id, trip: t.id }))}
                onTicket={(ticket) => navigate(ticketPath(r.kind, ticket))}
                onCheck={(t) => navigate(withQuery(PATHS.softCheck, { trip: t.id }))}
              />
              <List mode="card" header={TEXT.timetable}>
                {r.timetable.map((e) => (
                  <List.Item key={`${e.time}-${e.days_label}`} extra={e.days_label}>
                    {e.time}
                  </List.Item>
                ))}
              </List>
              {comments.data && <CommentList comments={comments.data.results} average={r.rating.average} count={r.rating.count} />}
              {plant && (
                <List mode="card">
                  <List.Item onClick={() => navigate(withId(PATHS.plantMap, r.id))}>{TEXT.map}</List.Item>
                  <List.Item onClick={() => navigate(withId(PATHS.plantRecentMap, r.id))}>{TEXT.recent}</List.Item>
                </List>
              )}
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
