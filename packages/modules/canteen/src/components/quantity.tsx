/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';

const styles = {
  box: css({ display: 'inline-flex', alignItems: 'center', gap: 4 }),
  count: css({ minWidth: 24, textAlign: 'center', fontSize: 16, fontVariantNumeric: 'tabular-nums' }),
};

export interface QuantityProps {
  /** What is counted (the dish), for the buttons' names: 增加红烧肉 / 减少红烧肉. */
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** Portions of one dish: − n + with named buttons (antd's Stepper leaves its number unnamed). */
export function Quantity({ name, value, max, disabled = false, onChange }: QuantityProps) {
  return (
    <span css={styles.box}>
      {value > 0 && (
        <>
          <Button size="mini" shape="rounded" aria-label={`减少${name}`} disabled={disabled} onClick={() => onChange(value - 1)}>
            <MinusOutline />
          </Button>
          <span css={styles.count} aria-label={`${name}${String(value)}份`} data-testid="quantity">
            {value}
          </span>
        </>
      )}
      <Button
        size="mini"
        shape="rounded"
        color="primary"
        aria-label={`增加${name}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <AddOutline />
      </Button>
    </span>
  );
}
