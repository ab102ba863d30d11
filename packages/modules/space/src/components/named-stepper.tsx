/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';

const styles = {
  box: css({ display: 'inline-flex', alignItems: 'center', gap: 4 }),
  step: css({
    width: 32,
    height: 32,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    borderRadius: 4,
    background: 'var(--adm-color-fill-content)',
    color: 'var(--hub-primary-text)',
    fontSize: 16,
    cursor: 'pointer',
    '&:disabled': { color: 'var(--adm-color-weak)', cursor: 'default' },
  }),
  input: css({
    width: 48,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: 4,
    background: 'var(--adm-color-fill-content)',
    color: 'var(--adm-color-text)',
    font: 'inherit',
    textAlign: 'center',
  }),
};

export interface NamedStepperProps {
  /** A Form.Item passes value and onChange. */
  value?: number;
  onChange?: (value: number) => void;
  min: number;
  max: number;
  /** The accessible name of the number box (its buttons say 减少 / 增加 it). */
  label: string;
}

/**
 * A whole number with − and + (antd-mobile's Stepper puts aria-value* on a box axe refuses and leaves
 * its number nameless): a native number input with a name, held between min and max.
 */
export function NamedStepper({ value, onChange, min, max, label }: NamedStepperProps) {
  const current = value ?? min;
  const set = (n: number) => onChange?.(Math.min(max, Math.max(min, Math.round(n))));
  return (
    <span css={styles.box}>
      <button type="button" css={styles.step} aria-label={`减少${label}`} disabled={current <= min} onClick={() => set(current - 1)}>
        <MinusOutline />
      </button>
      <input
        css={styles.input}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={String(current)}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n)) set(n);
        }}
      />
      <button type="button" css={styles.step} aria-label={`增加${label}`} disabled={current >= max} onClick={() => set(current + 1)}>
        <AddOutline />
      </button>
    </span>
  );
}
