/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SpaceDay, TimelineBooking } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { toMinutes } from '../format.ts';
import { BookingStatusTag } from './status-tag.tsx';
import { s } from './styles.ts';

const styles = {
  bar: css({
    position: 'relative',
    height: 28,
    margin: '12px 16px 4px',
    borderRadius: 6,
    background: 'var(--adm-color-fill-content)',
    overflow: 'hidden',
  }),
  free: css({ position: 'absolute', top: 0, bottom: 0, background: 'rgba(0, 180, 42, 0.25)' }),
  busy: css({ position: 'absolute', top: 0, bottom: 0, background: 'var(--adm-color-weak)', opacity: 0.55 }),
  mine: css({ background: 'var(--adm-color-primary)', opacity: 0.85 }),
  ticks: css({
    display: 'flex',
    justifyContent: 'space-between',
    margin: '0 16px 8px',
    fontSize: 12,
    color: 'var(--adm-color-weak)',
  }),
  legend: css({ display: 'flex', gap: 12, padding: '0 16px 8px', fontSize: 12, color: 'var(--adm-color-weak)' }),
  dot: css({ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginRight: 4, verticalAlign: -1 }),
  time: css({ fontWeight: 600, whiteSpace: 'nowrap' }),
};

type Row = { kind: 'free'; start: string; end: string } | { kind: 'booking'; booking: TimelineBooking };

/** The day's bookings and free gaps in the order of the day. */
function rowsOf(day: SpaceDay): Row[] {
  const rows: Row[] = [
    ...day.free.map((f): Row => ({ kind: 'free', start: f.start_time, end: f.end_time })),
    ...day.bookings.map((b): Row => ({ kind: 'booking', booking: b })),
  ];
  const startOf = (r: Row) => toMinutes(r.kind === 'free' ? r.start : r.booking.start_time);
  return rows.sort((a, b) => startOf(a) - startOf(b));
}

export interface DayTimelineProps {
  day: SpaceDay;
  /** 预约 on a free gap: opens the booking form for it. */
  onBook?: (start: string, end: string) => void;
  /** 候补 on someone else's booking: wait for the slot to free. */
  onWait?: (booking: TimelineBooking) => void;
}

/**
 * A day of a space or seat: a bar from opening to closing (free gaps green, bookings grey, the
 * caller's own in the tenant colour) and, below, the same as rows a screen reader and a thumb can
 * use: each free gap with 预约, each booking with who holds it and why.
 */
export function DayTimeline({ day, onBook, onWait }: DayTimelineProps) {
  if (!day.open || day.hours === null)
    return <ErrorBlock status="empty" title={day.closed_reason ?? '该日期不开放'} description={null} data-testid="day-closed" />;
  const from = toMinutes(day.hours.open);
  const span = Math.max(1, toMinutes(day.hours.close) - from);
  const place = (start: string, end: string) => ({
    left: `${((toMinutes(start) - from) / span) * 100}%`,
    width: `${((toMinutes(end) - toMinutes(start)) / span) * 100}%`,
  });
  const rows = rowsOf(day);
  return (
    <div data-testid="day-timeline">
      <div css={styles.bar} aria-hidden>
        {day.free.map((f) => (
          <span key={`f${f.start_time}`} css={styles.free} style={place(f.start_time, f.end_time)} />
        ))}
        {day.bookings.map((b) => (
          <span key={b.id} css={[styles.busy, b.mine && styles.mine]} style={place(b.start_time, b.end_time)} />
        ))}
      </div>
      <div css={styles.ticks} aria-hidden>
        <span>{day.hours.open}</span>
        <span>{day.hours.close}</span>
      </div>
      <div css={styles.legend} aria-hidden>
        <span>
          <i css={[styles.dot, styles.free]} style={{ position: 'static' }} />
          空闲
        </span>
        <span>
          <i css={[styles.dot, styles.busy]} style={{ position: 'static' }} />
          已预约
        </span>
        <span>
          <i css={[styles.dot, styles.busy, styles.mine]} style={{ position: 'static' }} />
          我的
        </span>
      </div>
      <List>
        {rows.length === 0 && <List.Item>当日已无空闲时段</List.Item>}
        {rows.map((r) =>
          r.kind === 'free' ? (
            <List.Item
              key={`f${r.start}`}
              data-testid="free-slot"
              extra={
                onBook && (
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    aria-label={`预约 ${r.start}-${r.end}`}
                    onClick={() => onBook(r.start, r.end)}
                  >
                    预约
                  </Button>
                )
              }
            >
              <span css={styles.time}>{keepDates(`${r.start}-${r.end}`)}</span> 空闲
            </List.Item>
          ) : (
            <List.Item
              key={r.booking.id}
              data-testid="busy-slot"
              description={
                <span css={s.sub}>
                  {r.booking.mine ? '我的预约' : r.booking.booker.name}
                  {r.booking.purpose ? ` · ${r.booking.purpose}` : ''}
                </span>
              }
              extra={
                r.booking.mine || !onWait ? (
                  <BookingStatusTag status={r.booking.status} />
                ) : (
                  <Button
                    size="mini"
                    fill="outline"
                    aria-label={`候补 ${r.booking.start_time}-${r.booking.end_time}`}
                    onClick={() => onWait(r.booking)}
                  >
                    候补
                  </Button>
                )
              }
            >
              <span css={styles.time}>{keepDates(`${r.booking.start_time}-${r.booking.end_time}`)}</span> 已预约
            </List.Item>
          ),
        )}
      </List>
    </div>
  );
}
