/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button } from 'antd-mobile';

const styles = {
  row: css({ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '8px 12px' }),
};

/**
 * The days that have trips (今天, 明天, 周三 ...), one chosen: buttons that wrap onto a second line
 * rather than a row that scrolls (every day stays reachable by keyboard and screen reader).
 */
export function DayPicker({
  days,
  value,
  onChange,
}: {
  days: [date: string, label: string][];
  value: string | null;
  onChange: (date: string) => void;
}) {
  return (
    <div css={styles.row} role="group" aria-label="日期" data-testid="day-picker">
      {days.map(([date, label]) => (
        <Button
          key={date}
          size="mini"
          shape="rounded"
          color={date === value ? 'primary' : 'default'}
          fill={date === value ? 'solid' : 'outline'}
          aria-pressed={date === value}
          onClick={() => onChange(date)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
