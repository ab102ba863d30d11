/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { SPACE_STATUS, type Booking } from '@campus/contracts';
import { confirmDialog, showToast, useStores, type OrderViewProps } from '@campus/core';
import { DetailSection, FieldErrorText, keepDates, Loadable, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelBooking, checkOut, fetchBooking, fetchSeat, fetchSpaceDay } from '../api.ts';
import { DayTimeline } from '../components/day-timeline.tsx';
import { useCheckIn } from '../checkin.ts';
import { resourceName } from '../components/booking-item.tsx';
import { ShareSheet } from '../components/share-sheet.tsx';
import { BookingStatusTag } from '../components/status-tag.tsx';
import { slotText, weekdayLabel, yuan } from '../format.ts';
import { buyPath, squarePaths, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';

const styles = {
  actions: css({ display: 'flex', flexDirection: 'column', gap: 8, padding: '12px 12px 0' }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', textAlign: 'center' }),
};

const priceText = (b: Booking): string => (b.price_fen === 0 ? '免费' : `${yuan(b.price_fen)}（${b.paid ? '已支付' : '待支付'}）`);

/** The booker's actions on the booking: 扫码签到, 提前签退, 去支付, 分享到广场, 取消预约, as the booking allows. */
function BookerActions({
  booking,
  onChanged,
  generalCancel,
}: {
  booking: Booking;
  onChanged: (b: Booking) => void;
  generalCancel: boolean;
}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const { busy, scan } = useCheckIn((result) => onChanged(result.booking));
  const square = squarePaths(booking.kind);

  const act = async (confirm: string, call: () => Promise<Booking>, done: string) => {
    if (!(await confirmDialog(confirm, { confirmText: '确定', cancelText: '再想想' }))) return;
    setMessage(null);
    try {
      onChanged(await call());
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(refusalText(error));
    }
  };

  const awaitingCheckIn = booking.status.code === SPACE_STATUS.approved && (!booking.pay_purpose || booking.paid);
  return (
    <div css={styles.actions} data-testid="booker-actions">
      <FieldErrorText message={message} />
      {awaitingCheckIn && (
        <>
          <Button block color="primary" size="large" loading={busy} onClick={() => void scan()}>
            扫码签到
          </Button>
          <div css={styles.hint}>
            {keepDates(
              `签到时间 ${booking.checkin.opens_time.slice(11, 16)}-${booking.checkin.closes_time.slice(11, 16)}，逾时未签到将自动释放`,
            )}
          </div>
        </>
      )}
      {booking.can.pay && booking.pay_purpose && (
        <Button block color="primary" onClick={() => navigate(buyPath(booking.pay_purpose ?? '', booking.id))}>
          去支付 {yuan(booking.price_fen)}
        </Button>
      )}
      {booking.can.check_out && (
        <Button
          block
          fill="outline"
          onClick={() => void act('提前签退后，剩余时段将释放给其他人。确定签退吗？', () => checkOut(booking.id), '已签退')}
        >
          提前签退
        </Button>
      )}
      {booking.can.share && (
        <Button block color="primary" fill="outline" onClick={() => setSharing(true)}>
          分享到广场
        </Button>
      )}
      {booking.square_id && (
        <Button block fill="outline" onClick={() => navigate(withId(square.entry, booking.square_id ?? ''))}>
          查看广场
        </Button>
      )}
      {booking.can.cancel && !generalCancel && (
        <Button
          block
          color="danger"
          fill="outline"
          onClick={() => void act('确定取消该预约吗？', () => cancelBooking(booking.id), '已取消')}
        >
          取消预约
        </Button>
      )}
      <ShareSheet
        booking={booking}
        visible={sharing}
        onClose={() => setSharing(false)}
        onShared={(entry) => {
          setSharing(false);
          void showToast('已分享到预约广场', { icon: 'success' });
          navigate(withId(square.entry, entry.id));
        }}
      />
    </div>
  );
}

/** The booking's day at its space or seat: what else holds it, so an approver sees the slot in context. */
function DayAround({ booking }: { booking: Booking }) {
  const day = useLoader(
    async () =>
      booking.kind === 'seat'
        ? (await fetchSeat(booking.resource_id, booking.slot.date)).day
        : fetchSpaceDay(booking.resource_id, booking.slot.date),
    [booking.kind, booking.resource_id, booking.slot.date],
  );
  return (
    <List mode="card" header={keepDates(`${booking.slot.date} ${weekdayLabel(booking.slot.date)} 的预约情况`)} data-testid="booking-day">
      <Loadable state={day}>{(d) => <DayTimeline day={d} />}</Loadable>
    </List>
  );
}

function BookingBody({
  booking,
  mine,
  onChanged,
  generalCancel,
}: {
  booking: Booking;
  mine: boolean;
  onChanged: (b: Booking) => void;
  generalCancel: boolean;
}) {
  return (
    <>
      <DetailSection
        title={
          <span>
            {booking.kind === 'seat' ? '座位预约' : '场地预约'} <BookingStatusTag status={booking.status} />
          </span>
        }
        rows={[
          { label: booking.kind === 'seat' ? '座位' : '场地', value: resourceName(booking) },
          { label: '地点', value: booking.resource.place },
          { label: '时段', value: slotText(booking.slot) },
          { label: '用途', value: booking.purpose, hidden: booking.purpose === '' },
          { label: '参与人数', value: `${String(booking.attendees)}人`, hidden: booking.kind === 'seat' },
          { label: '预约人', value: booking.booker.name },
          { label: '费用', value: priceText(booking) },
          { label: '审批', value: booking.needs_approval ? '需审批' : '无需审批' },
          { label: '签到时间', value: `${booking.checkin.opens_time} 至 ${booking.checkin.closes_time.slice(11)}` },
          { label: '签到于', value: booking.checked_in_time?.slice(0, 16), hidden: booking.checked_in_time === null },
          { label: '结束于', value: booking.ended_time?.slice(0, 16), hidden: booking.ended_time === null },
          { label: '驳回原因', value: booking.reject_reason, hidden: !booking.reject_reason },
        ]}
      />
      {booking.skipped.length > 0 && (
        <List mode="card" header={`每周重复时跳过的日期（${String(booking.skipped.length)}）`} data-testid="booking-clashes">
          {booking.skipped.map((d) => (
            <List.Item key={d.date} description={d.reason ?? undefined}>
              {keepDates(`${d.date} ${weekdayLabel(d.date)}`)}
            </List.Item>
          ))}
        </List>
      )}
      {booking.series.length > 0 && (
        <List mode="card" header={`同一系列的其他预约（${String(booking.series.length)}）`} data-testid="booking-series">
          {booking.series.map((b) => (
            <List.Item key={b.id} extra={<BookingStatusTag status={b.status} />}>
              {keepDates(`${b.date} ${weekdayLabel(b.date)} ${booking.slot.start_time}-${booking.slot.end_time}`)}
            </List.Item>
          ))}
        </List>
      )}
      {mine && <BookerActions booking={booking} onChanged={onChanged} generalCancel={generalCancel} />}
      <DayAround key={booking.status.code} booking={booking} />
    </>
  );
}

/**
 * The booking's part of approvalSpaceDetail (场地审批, both order types): the space or seat, the slot,
 * the weekly series and the dates it skipped because they clashed; for the booker, what can be done
 * now (check in by scanning, check out early, pay, share to the square, cancel).
 */
export default function BookingView({ order, reload }: OrderViewProps) {
  // a new status of the order (the detail loaded it again) is a new booking to show
  return (
    <BookingLoader key={`${order.id}-${String(order.status)}`} id={order.id} generalCancel={order.can.can_cancel} reloadOrder={reload} />
  );
}

function BookingLoader({ id, generalCancel, reloadOrder }: { id: string; generalCancel: boolean; reloadOrder?: (() => void) | undefined }) {
  const { session } = useStores();
  const state = useLoader(() => fetchBooking(id), [id]);
  const [changed, setChanged] = useState<Booking | null>(null);
  return (
    <Loadable state={state}>
      {(loaded) => {
        const booking = changed ?? loaded;
        return (
          <BookingBody
            booking={booking}
            mine={session.auth?.user_id === booking.booker.id}
            onChanged={(next) => {
              setChanged(next);
              // the order's header (status, actions) follows what the booking's action moved
              if (next.status.code !== booking.status.code) reloadOrder?.();
            }}
            generalCancel={generalCancel}
          />
        );
      }}
    </Loadable>
  );
}
