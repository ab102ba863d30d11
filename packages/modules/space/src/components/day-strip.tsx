/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { dayName, shortDate } from '../format.ts';

const styles = {
  strip: css({ display: 'flex', gap: 8, overflowX: 'auto', padding: '12px 12px 4px', scrollbarWidth: 'none' }),
  day: css({
    flex: 'none',
    minWidth: 56,
    padding: '6px 8px',
    border: '1px solid var(--adm-color-border)',
    borderRadius: 8,
    background: 'var(--adm-color-background)',
    color: 'var(--adm-color-text)',
    font: 'inherit',
    fontSize: 13,
    lineHeight: 1.4,
    textAlign: 'center',
    cursor: 'pointer',
    '&[aria-pressed="true"]': {
      borderColor: 'var(--adm-color-primary)',
      background: 'var(--adm-color-primary)',
      color: 'var(--hub-on-primary, #fff)',
    },
  }),
  date: css({ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }),
};

export interface DayStripProps {
  days: readonly string[];
  value: string | null;
  onChange: (day: string) => void;
  /** The group's accessible name. */
  label: string;
}

/** The bookable days side by side (今天, 明天, 周三 ... with their dates): one tap picks a day. */
export function DayStrip({ days, value, onChange, label }: DayStripProps) {
  return (
    <div css={styles.strip} role="group" aria-label={label} data-testid="day-strip">
      {days.map((d) => (
        <button key={d} type="button" css={styles.day} aria-pressed={d === value} onClick={() => onChange(d)}>
          {dayName(d)}
          <span css={styles.date}>{shortDate(d)}</span>
        </button>
      ))}
    </div>
  );
}
