/** @jsxImportSource @emotion/react */
import { BUS_TICKET_PURPOSE, type BusRouteKind, type BusTicket } from '@campus/contracts';
import { FieldErrorText, Loadable, MarkedSelector, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTicket, fetchRoute, fetchRoutes } from '../api.ts';
import { useQueryValue } from '../hooks.ts';
import { priceText } from '../money.ts';
import { buyPath, PATHS, ticketPath, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { TEXT } from '../texts.ts';
import { nextBuyableTrip, stopTimeOn } from '../trip-time.ts';
import { DayPicker } from './day-picker.tsx';
import { s } from './styles.ts';

/** Which route: from the address, else chosen here from the routes of the kind. */
function RoutePick({ kind, onPick }: { kind: BusRouteKind; onPick: (id: string) => void }) {
  const routes = useLoader(() => fetchRoutes(kind), [kind]);
  return (
    <Loadable state={routes}>
      {(data) => (
        <List mode="card" header={TEXT.chooseRoute}>
          <List.Item>
            <Selector
              columns={1}
              options={data.results.map((r) => ({ label: r.name, value: r.id, description: `${r.from} → ${r.to}` }))}
              onChange={(v) => v[0] && onPick(v[0])}
            />
          </List.Item>
        </List>
      )}
    </Loadable>
  );
}

/**
 * Buying a shuttle ticket (busBuyTicket: the seat is held, then the purchase screen of the pay
 * family, whose result comes back to busPaySuccess) or booking a plant bus seat (plantBusBook:
 * valid at once, its ticket shown): choose the trip and the stop.
 */
export function TicketForm({ kind, title }: { kind: BusRouteKind; title: string }) {
  const navigate = useNavigate();
  const queryRoute = useQueryValue('route');
  const [picked, setPicked] = useState<string | null>(null);
  const routeId = queryRoute ?? picked;
  const route = useLoader(() => (routeId ? fetchRoute(routeId) : Promise.resolve(null)), [routeId]);
  // undefined until the person chooses: the address's trip, else the next one that can be bought
  const [trip, setTrip] = useState<string | null | undefined>(useQueryValue('trip') ?? undefined);
  const [stop, setStop] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const data = route.data;
  const trips = data?.trips.filter((t) => !t.departed) ?? [];
  const tripId = trip === undefined ? (nextBuyableTrip(trips)?.id ?? null) : trip;
  const chosenTrip = trips.find((t) => t.id === tripId) ?? null;
  const days = [...new Map(trips.map((t) => [t.date, t.day_label])).entries()];
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day ?? chosenTrip?.date ?? days[0]?.[0] ?? null;
  const stopId = stop ?? data?.stops[0]?.id ?? null;

  const submit = async () => {
    setMessage(null);
    if (!chosenTrip || !stopId) {
      setMessage(TEXT.chooseTripFirst);
      return;
    }
    setBusy(true);
    try {
      const ticket: BusTicket = await createTicket({ trip_id: chosenTrip.id, stop_id: stopId });
      if (ticket.status === 'pending')
        navigate(buyPath(BUS_TICKET_PURPOSE, ticket.id, withId(PATHS.paySuccess, ticket.id)), { replace: true });
      else navigate(ticketPath(ticket.kind, ticket.id), { replace: true });
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  const footer = data ? (
    <>
      <FieldErrorText message={message} />
      <Button
        block
        color="primary"
        size="large"
        loading={busy}
        loadingText={kind === 'plant' ? TEXT.booking : TEXT.paying}
        onClick={() => void submit()}
      >
        {/* the price only once a trip is chosen: it is that trip's seat that is paid for */}
        {kind === 'plant' ? TEXT.book : chosenTrip ? `${TEXT.toPay} ${priceText(data.price_fen)}` : TEXT.toPay}
      </Button>
    </>
  ) : undefined;

  return (
    <PageFrame title={title} footer={footer}>
      {routeId === null ? (
        <RoutePick kind={kind} onPick={setPicked} />
      ) : (
        <Loadable state={route}>
          {(r) => (
            <>
              <List mode="card">
                <List.Item
                  description={
                    <span css={s.sub}>
                      {r.from} → {r.to}
                    </span>
                  }
                  extra={<span css={s.price}>{priceText(r.price_fen)}</span>}
                  onClick={() => navigate(withId(PATHS.routeDetail, r.id))}
                >
                  <span css={s.strong}>{r.name}</span>
                </List.Item>
              </List>
              {trips.length === 0 ? (
                <ErrorBlock status="empty" title={TEXT.noTripToBuy} description={null} />
              ) : (
                <List mode="card" header={TEXT.chooseTrip}>
                  <DayPicker days={days} value={shownDay} onChange={setDay} />
                  <List.Item>
                    <MarkedSelector
                      columns={2}
                      data-testid="trip-selector"
                      value={chosenTrip ? [chosenTrip.id] : []}
                      onChange={(v) => {
                        setTrip(v[0] ?? null);
                        setMessage(null);
                      }}
                      options={trips
                        .filter((t) => t.date === shownDay)
                        .map((t) => ({
                          label: `${t.day_label} ${t.time}`,
                          value: t.id,
                          description: t.my_ticket_id ? TEXT.mine : t.seats_left > 0 ? TEXT.seatsLeft(t.seats_left) : TEXT.soldOut,
                          disabled: t.seats_left === 0 || t.my_ticket_id !== null,
                        }))}
                    />
                  </List.Item>
                </List>
              )}
              <List mode="card" header={TEXT.chooseStop}>
                <List.Item>
                  <Selector
                    columns={2}
                    value={stopId ? [stopId] : []}
                    onChange={(v) => v[0] && setStop(v[0])}
                    options={r.stops.map((st) => ({
                      label: st.name,
                      value: st.id,
                      description: chosenTrip ? stopTimeOn(chosenTrip.time, st.minutes) : undefined,
                    }))}
                  />
                </List.Item>
              </List>
              {kind === 'shuttle' && <div css={s.hint}>{TEXT.holdHint}</div>}
              {trips.some((t) => t.my_ticket_id) && (
                <List mode="card">
                  {trips
                    .filter((t) => t.my_ticket_id)
                    .map((t) => (
                      <List.Item key={t.id} onClick={() => navigate(ticketPath(kind, t.my_ticket_id ?? ''))} extra={TEXT.mine}>
                        {t.day_label} {t.time}
                      </List.Item>
                    ))}
                </List>
              )}
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
