/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { DatePicker, Form, type FormItemProps } from 'antd-mobile';
import type { MutableRefObject } from 'react';
import { keepDates } from '@campus/ui';
import { dayOf } from '../format.ts';

const styles = { placeholder: css({ color: 'var(--adm-color-weak)' }) };

/** Opens the picker a Form.Item wraps (antd-mobile's pattern for DatePicker in a form). */
function openPicker(_event: unknown, widget: MutableRefObject<{ open?: () => void } | null>): void {
  widget.current?.open?.();
}

export interface DateFieldProps extends Pick<FormItemProps, 'name' | 'label' | 'rules' | 'required'> {
  min?: Date;
  max?: Date;
  /** 'month': year and month only. */
  precision?: 'day' | 'month';
}

/** A date of a form (a Date value) on antd-mobile's DatePicker, shown as YYYY-MM-DD (or YYYY-MM). */
export function DateField({ min, max, precision = 'day', ...item }: DateFieldProps) {
  return (
    <Form.Item {...item} trigger="onConfirm" onClick={openPicker} arrow>
      <DatePicker min={min} max={max} precision={precision} title={typeof item.label === 'string' ? item.label : undefined}>
        {(value: Date | null) =>
          value ? keepDates(precision === 'month' ? dayOf(value).slice(0, 7) : dayOf(value)) : <span css={styles.placeholder}>请选择</span>
        }
      </DatePicker>
    </Form.Item>
  );
}
