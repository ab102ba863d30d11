/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FormField } from '@campus/contracts';
import { DatePicker, Form, Input, Picker, Selector, TextArea } from 'antd-mobile';
import type { MutableRefObject } from 'react';
import { keepDates } from '@campus/ui';
import { controlOf, fieldRules, formatDate } from '../flow-form.ts';

const styles = {
  // antd's light grey is 1.6:1 on white: a prompt people must read takes the weak text colour (5.7:1)
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

const CHOOSE = '请选择';

/** Opens the picker a Form.Item wraps (antd-mobile's pattern for DatePicker and Picker in a form). */
function openPicker(_event: unknown, widget: MutableRefObject<{ open?: () => void } | null>): void {
  widget.current?.open?.();
}

/** A date range wide enough for any form: ten years back and ten years ahead. */
function dateRange(): { min: Date; max: Date } {
  const year = new Date().getFullYear();
  return { min: new Date(year - 10, 0, 1), max: new Date(year + 10, 11, 31) };
}

export interface FlowFieldProps {
  field: FormField;
}

/**
 * One field of a form template as an antd-mobile Form.Item: text and textarea,
 * number, date (DatePicker), select (Selector chips, or a Picker for long lists).
 * The item's name is the template's field key, so the server's 400 errors
 * (keyed by field key) land on it.
 */
export function FlowField({ field }: FlowFieldProps) {
  const control = controlOf(field);
  const common = {
    name: field.key,
    label: field.label,
    rules: fieldRules(field),
    required: field.required,
  };
  const options = (field.options ?? []).map((option) => ({ label: option, value: option }));
  switch (control) {
    case 'textarea':
      return (
        <Form.Item {...common}>
          <TextArea placeholder={`请输入${field.label}`} rows={3} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...common}>
          <Input placeholder={`请输入${field.label}`} inputMode="decimal" clearable />
        </Form.Item>
      );
    case 'date': {
      const { min, max } = dateRange();
      return (
        <Form.Item {...common} trigger="onConfirm" onClick={openPicker} arrow>
          <DatePicker min={min} max={max} title={field.label}>
            {(value) => (value ? keepDates(formatDate(value)) : <span css={styles.placeholder}>{CHOOSE}</span>)}
          </DatePicker>
        </Form.Item>
      );
    }
    case 'selector':
      return (
        <Form.Item {...common}>
          <Selector options={options} columns={Math.min(Math.max(options.length, 1), 3)} />
        </Form.Item>
      );
    case 'picker':
      return (
        <Form.Item {...common} trigger="onConfirm" onClick={openPicker} arrow>
          <Picker columns={[options]} title={field.label}>
            {(items) => items[0]?.label ?? <span css={styles.placeholder}>{CHOOSE}</span>}
          </Picker>
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input placeholder={`请输入${field.label}`} clearable />
        </Form.Item>
      );
  }
}
