/** @jsxImportSource @emotion/react */
import { BUS_TICKET_PURPOSE, type BusTicket } from '@campus/contracts';
import { confirmDialog } from '@campus/core';
import { DetailSection, FieldErrorText, LoadFailedBlock, LoadingBlock, PageFrame, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Rate, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cancelTicket, refundTicket } from '../api.ts';
import { CodeCard } from '../components/code-card.tsx';
import { CommentPopup } from '../components/comment-popup.tsx';
import { s } from '../components/styles.ts';
import { useQueryId } from '../hooks.ts';
import { priceText } from '../money.ts';
import { buyPath, PATHS, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { ticketTone } from '../status.ts';
import { TEXT } from '../texts.ts';
import { usePolledTicket } from '../ticket-poll.ts';
import { titleOf } from '../titles.ts';

const hasActions = (t: BusTicket) => t.payable || t.refundable || t.cancellable || t.can_comment;

function Actions({ ticket, onChanged }: { ticket: BusTicket; onChanged: (t: BusTicket) => void }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [commenting, setCommenting] = useState(false);
  const act = async (confirm: string, call: () => Promise<BusTicket>, done: string) => {
    if (!(await confirmDialog(confirm, { confirmText: '确定', cancelText: '再想想' }))) return;
    setMessage(null);
    try {
      onChanged(await call());
      Toast.show({ content: done });
    } catch (error) {
      setMessage(refusalText(error));
    }
  };
  const plant = ticket.kind === 'plant';
  const buttons = [];
  if (ticket.payable)
    buttons.push(
      <Button
        key="pay"
        block
        color="primary"
        onClick={() => navigate(buyPath(BUS_TICKET_PURPOSE, ticket.id, withId(PATHS.paySuccess, ticket.id)))}
      >
        {TEXT.pay}
      </Button>,
    );
  if (ticket.refundable)
    buttons.push(
      <Button
        key="refund"
        block
        color="danger"
        fill="outline"
        onClick={() => void act(TEXT.refundConfirm, () => refundTicket(ticket.id), TEXT.refunded)}
      >
        {TEXT.refund}
      </Button>,
    );
  if (ticket.cancellable)
    buttons.push(
      <Button key="cancel" block fill="outline" onClick={() => void act(TEXT.cancelConfirm, () => cancelTicket(ticket.id), TEXT.cancelled)}>
        {plant ? TEXT.cancelBooking : TEXT.cancel}
      </Button>,
    );
  if (ticket.can_comment)
    buttons.push(
      <Button key="comment" block color="primary" fill="outline" onClick={() => setCommenting(true)}>
        {TEXT.comment}
      </Button>,
    );
  return (
    <>
      <FieldErrorText message={message} />
      <div css={s.footer}>{buttons}</div>
      <CommentPopup
        ticket={ticket}
        visible={commenting}
        onClose={() => setCommenting(false)}
        onDone={(t) => {
          setCommenting(false);
          onChanged(t);
          Toast.show({ content: TEXT.commented });
        }}
      />
    </>
  );
}

/**
 * /bus/busTicketDetail?id= and /plantBus/plantBusTicketDetail?id=: the ticket with its QR code
 * while it can be used; 去支付, 退票, 取消 or 评价 as its state allows.
 */
export default function TicketDetailScreen() {
  const id = useQueryId();
  const { pathname } = useLocation();
  const { ticket, error, reload, set } = usePolledTicket(id);
  const title = titleOf(pathname.startsWith(PATHS.plantBus) ? 'plantBusTicketDetail' : 'busTicketDetail');

  let body;
  if (id === null) body = <ErrorBlock status="empty" title={TEXT.missingId} description={null} />;
  else if (!ticket) body = error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={error} onRetry={reload} />;
  else
    body = (
      <>
        <List mode="card">
          <List.Item
            extra={
              <Tag color={ticketTone(ticket.status)} fill="outline" round data-testid="status-tag">
                {ticket.status_label}
              </Tag>
            }
            description={<span css={s.sub}>{keepDates(`${ticket.trip.date} ${ticket.trip.day_label} ${ticket.trip.time} 发车`)}</span>}
          >
            <span css={s.strong}>{ticket.route.name}</span>
          </List.Item>
        </List>
        {ticket.code && <CodeCard code={ticket.code} title={TEXT.qrTitle} hint={TEXT.qrHint} />}
        <DetailSection
          title={TEXT.ticket}
          rows={[
            { label: TEXT.passenger, value: ticket.passenger.name },
            { label: TEXT.stop, value: `${ticket.stop.name}（约${ticket.stop.time}）` },
            { label: TEXT.price, value: priceText(ticket.price_fen) },
            { label: TEXT.createdAt, value: ticket.created_time.slice(0, 16) },
            { label: TEXT.paidAt, value: ticket.paid_time?.slice(0, 16), hidden: ticket.paid_time === null },
            { label: TEXT.usedAt, value: ticket.used_time?.slice(0, 16), hidden: ticket.used_time === null },
            { label: TEXT.checkedBy, value: ticket.checked_by?.name, hidden: ticket.checked_by === null },
          ]}
        />
        {ticket.comment && (
          <List mode="card" header={TEXT.myComment}>
            <List.Item description={ticket.comment.content || undefined}>
              <Rate
                readOnly
                value={ticket.comment.rating}
                style={{ '--star-size': '16px' }}
                aria-label={`${String(ticket.comment.rating)}星`}
              />
            </List.Item>
          </List>
        )}
      </>
    );
  return (
    <PageFrame title={title} footer={ticket && hasActions(ticket) ? <Actions ticket={ticket} onChanged={set} /> : undefined}>
      {body}
    </PageFrame>
  );
}
