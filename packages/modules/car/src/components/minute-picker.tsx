/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { DatePicker, type DatePickerProps, type DatePickerRef } from 'antd-mobile';
import { forwardRef, type MutableRefObject } from 'react';
import { keepDates } from '@campus/ui';
import { pickerText } from '../format.ts';
import { TEXT } from '../texts.ts';

const styles = { placeholder: css({ color: 'var(--adm-color-weak)' }) };

const UNITS: Record<string, string> = { year: '年', month: '月', day: '日', hour: '时', minute: '分' };

/** Opens the picker a Form.Item wraps (antd-mobile's pattern for a DatePicker in a form). */
export function openPicker(_event: unknown, widget: MutableRefObject<{ open?: () => void } | null>): void {
  widget.current?.open?.();
}

/** Within a year from now: the rules refuse more anyway (the server checks). */
const range = () => ({ min: new Date(), max: new Date(Date.now() + 366 * 86_400_000) });

/**
 * A date and time to the minute, in five-minute steps, each column labelled in Chinese (2026年,
 * 3月, 5日, 9时, 30分); for a Form.Item with trigger="onConfirm" and onClick={openPicker}.
 */
export const MinutePicker = forwardRef<DatePickerRef, Pick<DatePickerProps, 'value' | 'onConfirm'> & { title: string }>(
  function MinutePicker({ title, ...rest }, ref) {
    const { min, max } = range();
    return (
      <DatePicker
        ref={ref}
        {...rest}
        precision="minute"
        min={min}
        max={max}
        title={title}
        filter={{ minute: (value) => value % 5 === 0 }}
        renderLabel={(type, data) => `${String(data)}${UNITS[type] ?? ''}`}
      >
        {(value) => (value ? keepDates(pickerText(value)) : <span css={styles.placeholder}>{TEXT.choosePlace}</span>)}
      </DatePicker>
    );
  },
);
