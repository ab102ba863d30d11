/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Canteen, MealPeriod } from '@campus/contracts';
import { MEAL_PERIOD_NAMES } from '@campus/contracts';
import { SingleSelect } from './single-select.tsx';
import { dateLabel, orderDates } from '../dates.ts';
import { TEXT } from '../texts.ts';

const styles = { box: css({ padding: '8px 12px', display: 'flex', flexDirection: 'column', gap: 8 }) };

export interface StaffFilter {
  canteenId: string;
  date: string;
  period: MealPeriod;
}

/** Which canteen, day and period the staff screens show (today by default). */
export function StaffFilters({
  canteens,
  today,
  value,
  onChange,
  withPeriod = true,
  withDate = true,
}: {
  canteens: Canteen[];
  today: string;
  value: StaffFilter;
  onChange: (v: StaffFilter) => void;
  withPeriod?: boolean;
  withDate?: boolean;
}) {
  return (
    <div css={styles.box}>
      <SingleSelect
        label={TEXT.canteen}
        columns={Math.min(3, canteens.length)}
        options={canteens.map((c) => ({ value: c.id, label: c.name }))}
        value={[value.canteenId]}
        onChange={(v) => v[0] && onChange({ ...value, canteenId: v[0] })}
      />
      {withDate && (
        <SingleSelect
          label={TEXT.date}
          columns={4}
          options={orderDates(today, 4).map((d) => ({ value: d, label: dateLabel(d, today).day }))}
          value={[value.date]}
          onChange={(v) => v[0] && onChange({ ...value, date: v[0] })}
        />
      )}
      {withPeriod && (
        <SingleSelect
          label={TEXT.period}
          columns={3}
          options={(['breakfast', 'lunch', 'dinner'] as const).map((p) => ({ value: p, label: MEAL_PERIOD_NAMES[p] }))}
          value={[value.period]}
          onChange={(v) => v[0] && onChange({ ...value, period: v[0] })}
        />
      )}
    </div>
  );
}
