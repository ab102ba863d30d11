/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { hubDateTime } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';

const styles = {
  trigger: css({
    width: '100%',
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
};

const UNIT: Record<string, string> = { year: '年', month: '月', day: '日', hour: '时', minute: '分' };
const FORMAT = 'YYYY-MM-DD HH:mm';

/** A wall-clock time some hours after another ('' when it is no time). */
export function hoursAfter(time: string | undefined, hours: number): string | undefined {
  if (!time) return undefined;
  const start = dayjs(time.replace(' ', 'T'));
  return start.isValid() ? start.add(hours, 'hour').format(FORMAT) : undefined;
}

export interface DateTimeInputProps {
  /** 'YYYY-MM-DD HH:mm' on the hub clock (a Form.Item passes value and onChange). */
  value?: string;
  onChange?: (value: string) => void;
  /** The picker's title and the control's accessible name. */
  title: string;
  placeholder?: string;
  /** Where the wheels start when there is no value yet ('YYYY-MM-DD HH:mm'; now by default): an end time after its start. */
  suggest?: string;
}

/** A date and time of a form on antd-mobile's DatePicker (minutes in steps of 5 would hide a typed time). */
export function DateTimeInput({ value, onChange, title, placeholder = '请选择时间', suggest }: DateTimeInputProps) {
  const [open, setOpen] = useState(false);
  // the wheels read the hub's wall clock (the server's), whatever zone the phone is in
  const shown = value || suggest || (hubDateTime(new Date()) ?? '').slice(0, 16);
  const current = shown ? dayjs(shown.replace(' ', 'T')) : null;
  return (
    <>
      <button
        type="button"
        css={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${title}：${value || placeholder}`}
        onClick={() => setOpen(true)}
      >
        {value ? keepDates(value) : <span css={styles.placeholder}>{placeholder}</span>}
      </button>
      <DatePicker
        visible={open}
        title={title}
        precision="minute"
        value={current?.isValid() ? current.toDate() : undefined}
        min={dayjs().subtract(1, 'year').toDate()}
        max={dayjs().add(2, 'year').toDate()}
        renderLabel={(type, data) => `${String(data).padStart(type === 'year' ? 4 : 2, '0')}${UNIT[type] ?? ''}`}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange?.(dayjs(date).format(FORMAT))}
      />
    </>
  );
}
