/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';

const styles = {
  box: css({ display: 'inline-flex', alignItems: 'center', gap: 6, flex: 'none' }),
  input: css({
    width: 44,
    height: 28,
    textAlign: 'center',
    fontSize: 15,
    fontVariantNumeric: 'tabular-nums',
    border: '1px solid var(--adm-color-border)',
    borderRadius: 4,
    background: 'var(--adm-color-background)',
    color: 'var(--adm-color-text)',
  }),
};

export interface QuantityProps {
  /** What is counted (the goods), for the controls' names: 增加A4 打印纸 / 减少A4 打印纸 / A4 打印纸数量. */
  name: string;
  value: number;
  /** The most allowed now (stock, quota, or what is left to give back). */
  max: number;
  onChange: (value: number) => void;
}

/** − n + with named buttons and a typed number, kept between 0 and `max`. */
export function Quantity({ name, value, max, onChange }: QuantityProps) {
  const set = (next: number) => onChange(Math.max(0, Math.min(max, Number.isFinite(next) ? Math.trunc(next) : 0)));
  return (
    <span css={styles.box} onClick={(e) => e.stopPropagation()}>
      {value > 0 && (
        <>
          <Button size="mini" shape="rounded" aria-label={`减少${name}`} onClick={() => set(value - 1)}>
            <MinusOutline />
          </Button>
          <input
            css={styles.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            aria-label={`${name}数量`}
            value={value}
            onChange={(e) => set(Number(e.target.value))}
          />
        </>
      )}
      <Button size="mini" shape="rounded" color="primary" aria-label={`增加${name}`} disabled={value >= max} onClick={() => set(value + 1)}>
        <AddOutline />
      </Button>
    </span>
  );
}
