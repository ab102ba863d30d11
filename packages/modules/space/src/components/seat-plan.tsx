/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Seat, SeatArea } from '@campus/contracts';

const SEAT = 36;
/** The plan's width on a 390 px phone, inside its card. */
const PLAN_WIDTH = 340;

const styles = {
  frame: css({ margin: '12px 12px 0', padding: 12, borderRadius: 8, background: 'var(--adm-color-background)', overflowX: 'auto' }),
  plan: css({ position: 'relative', margin: '0 auto', background: 'var(--adm-color-fill-content)', borderRadius: 6 }),
  seat: css({
    position: 'absolute',
    width: SEAT,
    height: SEAT,
    padding: 0,
    border: '1px solid var(--adm-color-success, #00b578)',
    borderRadius: 6,
    background: 'var(--adm-color-background)',
    color: 'var(--adm-color-text)',
    font: 'inherit',
    fontSize: 12,
    cursor: 'pointer',
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: 'var(--adm-color-border)',
      background: 'var(--adm-color-border)',
      color: 'var(--adm-color-text-secondary)',
    },
    '&[aria-pressed="true"]': {
      borderColor: 'var(--adm-color-primary)',
      background: 'var(--adm-color-primary)',
      color: 'var(--hub-on-primary, #fff)',
      fontWeight: 600,
    },
  }),
  legend: css({
    display: 'flex',
    justifyContent: 'center',
    gap: 16,
    marginTop: 10,
    fontSize: 12,
    color: 'var(--adm-color-text-secondary)',
  }),
  swatch: css({ display: 'inline-block', width: 12, height: 12, borderRadius: 3, marginRight: 4, verticalAlign: -2, border: '1px solid' }),
};

/** The plan's drawing: its units to pixels so it fills a phone's width (seats' x and y are their centres). */
function scaleOf(area: SeatArea): { px: number; width: number; height: number } {
  const planWidth = Math.max(1, area.plan_width);
  const px = PLAN_WIDTH / planWidth;
  return { px, width: PLAN_WIDTH, height: Math.max(SEAT, Math.round(Math.max(1, area.plan_height) * px)) };
}

export interface SeatPlanProps {
  area: SeatArea;
  seats: readonly Seat[];
  selected: string | null;
  onSelect: (seat: Seat) => void;
}

/**
 * The area's plan: each seat at its place, only the free ones selectable (a taken seat is greyed and
 * disabled); the chosen one in the tenant colour. Each seat button says its number, whether it is
 * free and its features, for a screen reader.
 */
export function SeatPlan({ area, seats, selected, onSelect }: SeatPlanProps) {
  const { px, width, height } = scaleOf(area);
  const place = (v: number, max: number) => Math.min(max - SEAT, Math.max(0, Math.round(v * px - SEAT / 2)));
  return (
    <div css={styles.frame}>
      <div css={styles.plan} style={{ width, height }} role="group" aria-label={`${area.name}座位平面图`} data-testid="seat-plan">
        {seats.map((seat) => {
          const free = seat.free !== false;
          return (
            <button
              key={seat.id}
              type="button"
              css={styles.seat}
              style={{ left: place(seat.x, width), top: place(seat.y, height) }}
              disabled={!free}
              aria-pressed={selected === seat.id}
              aria-label={`${seat.number}号 ${free ? '空闲' : '已占用'}${seat.feature_labels.length ? ` ${seat.feature_labels.join('、')}` : ''}`}
              data-testid="seat"
              data-free={free}
              onClick={() => onSelect(seat)}
            >
              {seat.number}
            </button>
          );
        })}
      </div>
      <div css={styles.legend} aria-hidden>
        <span>
          <i css={styles.swatch} style={{ borderColor: 'var(--adm-color-success, #00b578)' }} />
          可选
        </span>
        <span>
          <i css={styles.swatch} style={{ borderColor: 'var(--adm-color-border)', background: 'var(--adm-color-border)' }} />
          已占用
        </span>
        <span>
          <i css={styles.swatch} style={{ borderColor: 'var(--adm-color-primary)', background: 'var(--adm-color-primary)' }} />
          已选
        </span>
      </div>
    </div>
  );
}
