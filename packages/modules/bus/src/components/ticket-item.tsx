/** @jsxImportSource @emotion/react */
import type { BusTicket } from '@campus/contracts';
import { List, Tag } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { ticketTone } from '../status.ts';
import { s } from './styles.ts';

/** One ticket in a list: route, trip, stop and its status. */
export function TicketItem({ ticket, onOpen }: { ticket: BusTicket; onOpen: () => void }) {
  return (
    <List.Item
      onClick={onOpen}
      data-testid="ticket-item"
      extra={
        <Tag color={ticketTone(ticket.status)} fill="outline" round data-testid="status-tag">
          {ticket.status_label}
        </Tag>
      }
      description={
        <div css={s.sub}>
          {keepDates(ticket.trip.date)} {ticket.trip.day_label} {ticket.stop.time} · {ticket.stop.name}上车
        </div>
      }
    >
      {ticket.route.name}
    </List.Item>
  );
}
