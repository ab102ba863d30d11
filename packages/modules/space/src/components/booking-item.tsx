/** @jsxImportSource @emotion/react */
import type { BookingListItem } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { slotText } from '../format.ts';
import { BookingStatusTag } from './status-tag.tsx';
import { s } from './styles.ts';

/** What a booking is of: the space, or the area and seat number. */
export const resourceName = (b: Pick<BookingListItem, 'resource' | 'seat_number'>): string =>
  b.seat_number === null ? b.resource.name : `${b.resource.name} ${b.seat_number}号`;

/** One of the caller's bookings in a list: what, when, where, its status; a tap opens it. */
export function BookingItem({ booking, onOpen }: { booking: BookingListItem; onOpen: () => void }) {
  return (
    <List.Item
      onClick={onOpen}
      data-testid="booking-item"
      extra={<BookingStatusTag status={booking.status} />}
      description={
        <div css={s.sub}>
          <div>{keepDates(slotText(booking.slot))}</div>
          <div>
            {booking.resource.place}
            {booking.purpose ? ` · ${booking.purpose}` : ''}
          </div>
        </div>
      }
    >
      <span css={s.strong}>{resourceName(booking)}</span>
    </List.Item>
  );
}
