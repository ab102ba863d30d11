/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';

const styles = {
  row: css({ display: 'flex', gap: 4 }),
  star: css({
    border: 0,
    background: 'none',
    padding: 2,
    fontSize: 30,
    lineHeight: 1,
    cursor: 'pointer',
    // both at least 3:1 on white (large text, WCAG 1.4.3)
    color: '#8c8c8c',
  }),
  on: css({ color: '#ad6800' }),
};

/** 1-5 stars as buttons (keyboard and screen readers reach each one; antd's Rate is a drag area). */
export function StarInput({ value = 0, onChange, label }: { value?: number; onChange?: (stars: number) => void; label: string }) {
  return (
    <div css={styles.row} role="group" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          css={[styles.star, n <= value && styles.on]}
          aria-label={`${String(n)}星`}
          aria-pressed={n === value}
          onClick={() => onChange?.(n)}
        >
          {n <= value ? '★' : '☆'}
        </button>
      ))}
    </div>
  );
}
