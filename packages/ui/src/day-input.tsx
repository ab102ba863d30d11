/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { keepDates } from './keep-dates.tsx';

const styles = {
  row: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  trigger: css({
    flex: 1,
    minHeight: 24,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'var(--adm-color-text)',
    textAlign: 'left',
    cursor: 'pointer',
  }),
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  clear: css({ padding: 0, border: 0, background: 'none', font: 'inherit', fontSize: 14, color: 'var(--adm-color-primary)' }),
};

/** The wheels read 2026年 11月 25日, as on the phones' own pickers. */
const UNIT: Record<string, string> = { year: '年', month: '月', day: '日' };
const label = (type: string, data: number): string => `${data}${UNIT[type] ?? ''}`;

/** A 'YYYY-MM-DD' day as the picker's local Date (the picker shows the phone's calendar days). */
const toDate = (day: string | undefined): Date | undefined => (day ? dayjs(day).toDate() : undefined);

export interface DayInputProps {
  /** 'YYYY-MM-DD' (a Form.Item passes value and onChange). */
  value?: string;
  onChange?: (day: string) => void;
  /** The picker's title and the control's accessible name. */
  title: string;
  min?: string;
  max?: string;
  placeholder?: string;
  /** An optional date: offers 清除. */
  clearable?: boolean;
}

/** A day of a form on antd-mobile's DatePicker (a phone's native date input looks different in every shell). */
export function DayInput({ value, onChange, title, min, max, placeholder = '请选择日期', clearable = false }: DayInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <div css={styles.row}>
      <button
        type="button"
        css={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${title}：${value || placeholder}`}
        onClick={() => setOpen(true)}
      >
        {value ? keepDates(value) : <span css={styles.placeholder}>{placeholder}</span>}
      </button>
      {clearable && value ? (
        <button type="button" css={styles.clear} aria-label={`清除${title}`} onClick={() => onChange?.('')}>
          清除
        </button>
      ) : null}
      <DatePicker
        visible={open}
        title={title}
        value={toDate(value)}
        min={toDate(min) ?? dayjs().subtract(10, 'year').toDate()}
        max={toDate(max) ?? dayjs().add(10, 'year').toDate()}
        renderLabel={label}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange?.(dayjs(date).format('YYYY-MM-DD'))}
      />
    </div>
  );
}
