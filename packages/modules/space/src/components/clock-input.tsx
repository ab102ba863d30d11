/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Picker } from 'antd-mobile';
import { useState } from 'react';

const styles = {
  trigger: css({
    minHeight: 24,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'var(--adm-color-text)',
    textAlign: 'left',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&:disabled': { color: 'var(--adm-color-weak)', cursor: 'default' },
  }),
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

export interface ClockInputProps {
  /** 'HH:mm' (a Form.Item passes value and onChange). */
  value?: string;
  onChange?: (clock: string) => void;
  /** The times that may be chosen, in order. */
  options: readonly string[];
  /** The picker's title and the control's accessible name. */
  title: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A wall-clock time of a form, chosen on antd-mobile's Picker from the slots the space offers. */
export function ClockInput({ value, onChange, options, title, placeholder = '请选择', disabled = false }: ClockInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        css={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${title}：${value || placeholder}`}
        disabled={disabled || options.length === 0}
        onClick={() => setOpen(true)}
      >
        {value ? value : <span css={styles.placeholder}>{placeholder}</span>}
      </button>
      <Picker
        title={title}
        visible={open}
        columns={[options.map((o) => ({ label: o, value: o }))]}
        value={value ? [value] : []}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const picked = v[0];
          if (typeof picked === 'string') onChange?.(picked);
        }}
      />
    </>
  );
}
