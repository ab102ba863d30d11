/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';

export interface Bar {
  label: string;
  value: number;
  /** The value as shown above the bar. */
  text: string;
}

const W = 340;
const H = 180;
const TOP = 22;
const BOTTOM = 24;

/** Bar heights for values on a chart of `height` pixels: the largest fills it, zero is zero. */
export function barHeights(values: readonly number[], height: number): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max <= 0 || v <= 0 ? 0 : Math.max(2, Math.round((v / max) * height))));
}

const styles = {
  svg: css({ width: '100%', height: 'auto', display: 'block' }),
  text: css({ fill: 'var(--adm-color-text)', fontSize: 11 }),
  weak: css({ fill: 'var(--adm-color-text-secondary, var(--adm-color-text))', fontSize: 11 }),
  bar: css({ fill: 'var(--adm-color-primary)' }),
};

/** A hand-drawn SVG bar chart (no chart library: the module's chunk stays small). */
export function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const plot = H - TOP - BOTTOM;
  const heights = barHeights(
    bars.map((b) => b.value),
    plot,
  );
  const slot = W / Math.max(bars.length, 1);
  const width = Math.min(36, slot * 0.6);
  return (
    <svg css={styles.svg} viewBox={`0 0 ${String(W)} ${String(H)}`} role="img" aria-label={title} data-testid="bar-chart">
      <title>{title}</title>
      <line x1={0} x2={W} y1={H - BOTTOM} y2={H - BOTTOM} stroke="var(--adm-color-border)" />
      {bars.map((b, i) => {
        const h = heights[i] ?? 0;
        const x = i * slot + (slot - width) / 2;
        return (
          <g key={b.label}>
            <rect css={styles.bar} x={x} y={H - BOTTOM - h} width={width} height={h} rx={3} />
            <text css={styles.text} x={x + width / 2} y={H - BOTTOM - h - 6} textAnchor="middle">
              {b.text}
            </text>
            <text css={styles.weak} x={x + width / 2} y={H - 8} textAnchor="middle">
              {b.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
