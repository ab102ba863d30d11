/** @jsxImportSource @emotion/react */
import { BUS_MONTH_PURPOSE, type BusMonthTicket } from '@campus/contracts';
import { confirmDialog } from '@campus/core';
import { FieldErrorText, HoldBelowWhileLoading, ListPage, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Selector, Tag, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelMonthTicket, createMonthTicket, fetchMonthTickets, fetchRoutes } from '../api.ts';
import { CodeCard } from '../components/code-card.tsx';
import { s } from '../components/styles.ts';
import { useQueryValue } from '../hooks.ts';
import { yuan } from '../money.ts';
import { buyPath, PATHS, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { monthTone } from '../status.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';
import { saleMonths } from '../trip-time.ts';

/** One monthly ticket: its route and month, status, rides, and its QR code while valid; 去支付 / 取消 while unpaid. */
function MonthCard({ ticket, onChanged }: { ticket: BusMonthTicket; onChanged: () => void }) {
  const navigate = useNavigate();
  const cancel = async () => {
    if (!(await confirmDialog(TEXT.cancelConfirm, { confirmText: '确定', cancelText: '再想想' }))) return;
    try {
      await cancelMonthTicket(ticket.id);
      Toast.show({ content: TEXT.cancelled });
      onChanged();
    } catch (error) {
      Toast.show({ content: refusalText(error) });
    }
  };
  return (
    <div data-testid="month-card">
      <List mode="card">
        <List.Item
          extra={
            <Tag color={monthTone(ticket.status, ticket.expired)} fill="outline" round data-testid="status-tag">
              {ticket.status_label}
            </Tag>
          }
          description={<span css={s.sub}>{`${yuan(ticket.price_fen)} · ${TEXT.rides(ticket.rides)}`}</span>}
        >
          <span css={s.strong}>
            {keepDates(ticket.month)} {ticket.route.name}
          </span>
        </List.Item>
        {(ticket.payable || ticket.cancellable) && (
          <List.Item>
            <div css={s.footer}>
              {ticket.payable && (
                <Button
                  size="small"
                  color="primary"
                  onClick={() => navigate(buyPath(BUS_MONTH_PURPOSE, ticket.id, withId(PATHS.monthTicket, ticket.id)))}
                >
                  {TEXT.pay}
                </Button>
              )}
              {ticket.cancellable && (
                <Button size="small" fill="outline" onClick={() => void cancel()}>
                  {TEXT.cancel}
                </Button>
              )}
            </div>
          </List.Item>
        )}
      </List>
      {ticket.code && <CodeCard code={ticket.code} title={`${TEXT.monthTicket} ${ticket.month}`} hint={TEXT.qrHint} />}
    </div>
  );
}

/**
 * /bus/busMonthTicket: buy a monthly ticket of a route for this month or the next (paid on the
 * purchase screen, from the balance or a provider), and the staff's monthly tickets with their QR codes.
 */
export default function MonthTicketScreen() {
  const navigate = useNavigate();
  const routes = useLoader(() => fetchRoutes('shuttle'), []);
  const [months] = useState(() => saleMonths(new Date()));
  const [route, setRoute] = useState<string | null>(useQueryValue('route'));
  const [month, setMonth] = useState<string>(months[0]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const load = useCallback((page: number, size: number) => fetchMonthTickets(page, size), []);

  const sold = routes.data?.results.filter((r) => r.month_price_fen !== null) ?? [];
  const chosen = sold.find((r) => r.id === route) ?? null;

  const buy = async () => {
    setMessage(null);
    if (!chosen) {
      setMessage(TEXT.chooseLine);
      return;
    }
    setBusy(true);
    try {
      const t = await createMonthTicket({ route_id: chosen.id, month });
      navigate(buyPath(BUS_MONTH_PURPOSE, t.id, withId(PATHS.monthTicket, t.id)));
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={titleOf('busMonthTicket')}>
      {/* the tickets wait for the sale form above them: nothing moves under a tap (issue 35) */}
      <HoldBelowWhileLoading
        below={
          <ListPage<BusMonthTicket>
            reloadKey={round}
            load={load}
            keyOf={(t) => t.id}
            empty={TEXT.noMonth}
            renderItem={(t) => <MonthCard ticket={t} onChanged={() => setRound((r) => r + 1)} />}
          />
        }
      >
        <Loadable state={routes}>
          {() =>
            sold.length === 0 ? (
              <ErrorBlock status="empty" title={TEXT.monthRoutesNone} description={null} />
            ) : (
              <List mode="card" header={TEXT.buyMonth}>
                <List.Item>
                  <Selector
                    columns={1}
                    value={chosen ? [chosen.id] : []}
                    onChange={(v) => setRoute(v[0] ?? null)}
                    options={sold.map((r) => ({
                      label: r.name,
                      value: r.id,
                      description: `${TEXT.monthPrice} ${yuan(r.month_price_fen ?? 0)}`,
                    }))}
                  />
                </List.Item>
                <List.Item title={TEXT.month}>
                  <Selector
                    columns={2}
                    value={[month]}
                    onChange={(v) => v[0] && setMonth(v[0])}
                    options={[
                      { label: keepDates(`${TEXT.thisMonth} ${months[0]}`), value: months[0] },
                      { label: keepDates(`${TEXT.nextMonth} ${months[1]}`), value: months[1] },
                    ]}
                  />
                </List.Item>
                <List.Item>
                  <FieldErrorText message={message} />
                  <Button block color="primary" loading={busy} onClick={() => void buy()}>
                    {TEXT.buyMonth}
                    {chosen ? ` ${yuan(chosen.month_price_fen ?? 0)}` : ''}
                  </Button>
                </List.Item>
              </List>
            )
          }
        </Loadable>
      </HoldBelowWhileLoading>
    </PageFrame>
  );
}
