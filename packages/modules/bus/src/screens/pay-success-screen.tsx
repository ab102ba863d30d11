import { BUS_TICKET_PURPOSE, type BusTicket, type PayOrder } from '@campus/contracts';
import { LoadFailedBlock, LoadingBlock, PageFrame, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryId } from '../hooks.ts';
import { yuan } from '../money.ts';
import { buyPath, PATHS, ticketPath, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { usePolledTicket } from '../ticket-poll.ts';
import { titleOf } from '../titles.ts';

type Outcome = { status: 'success' | 'waiting' | 'info' | 'error'; title: string; description?: string | undefined };

function outcome(t: BusTicket, payment: PayOrder | null, polling: boolean): Outcome {
  if (t.status === 'valid' || t.status === 'used') return { status: 'success', title: TEXT.paySuccess, description: yuan(t.price_fen) };
  if (t.status !== 'pending') return { status: 'info', title: TEXT.payClosed };
  if (payment?.fail_reason) return { status: 'error', title: TEXT.payFailed, description: payment.fail_reason };
  if (polling) return { status: 'waiting', title: TEXT.payWaiting, description: TEXT.payWaitingHint };
  return { status: 'info', title: TEXT.payPending, description: TEXT.holdHint };
}

/**
 * /bus/busRouteApply/busPaySuccess?id=<ticket>: where the purchase screen's 完成 leads. The ticket
 * is paid (查看车票), its payment failed (why, and 去支付 again), is still waiting for the
 * provider's notification (asked again), or its seat was released.
 */
export default function PaySuccessScreen() {
  const id = useQueryId();
  const navigate = useNavigate();
  const { ticket, payment, error, polling, reload } = usePolledTicket(id, true);
  let body;
  // the route's title says 支付成功; a payment that failed or still waits is named as it is
  let title = titleOf('busPaySuccess');
  if (id === null) body = <ErrorBlock status="empty" title={TEXT.missingId} description={null} />;
  else if (!ticket) body = error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={error} onRetry={reload} />;
  else {
    const o = outcome(ticket, payment, polling);
    if (o.status !== 'success') title = o.title;
    body = (
      <>
        <Result status={o.status} title={o.title} description={o.description} />
        <List mode="card">
          <List.Item extra={ticket.route.name}>{TEXT.route}</List.Item>
          <List.Item extra={keepDates(`${ticket.trip.date} ${ticket.trip.time}`)}>{TEXT.trip}</List.Item>
          <List.Item extra={`${ticket.stop.name} ${ticket.stop.time}`}>{TEXT.stop}</List.Item>
        </List>
        <List mode="card">
          {(ticket.status === 'valid' || ticket.status === 'used') && (
            <List.Item>
              <Button block color="primary" onClick={() => navigate(ticketPath(ticket.kind, ticket.id), { replace: true })}>
                {TEXT.viewTicket}
              </Button>
            </List.Item>
          )}
          {ticket.payable && !polling && (
            <List.Item>
              <Button
                block
                color="primary"
                onClick={() => navigate(buyPath(BUS_TICKET_PURPOSE, ticket.id, withId(PATHS.paySuccess, ticket.id)))}
              >
                {TEXT.pay}
              </Button>
            </List.Item>
          )}
          <List.Item>
            <Button block onClick={() => navigate(PATHS.bus, { replace: true })}>
              {TEXT.backToBus}
            </Button>
          </List.Item>
        </List>
      </>
    );
  }
  return <PageFrame title={title}>{body}</PageFrame>;
}
