/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';

/**
 * Horizontal bars drawn as SVG (no chart library: a few rows of one measure need nothing more, and
 * this chunk stays under 1 KB gzipped). The bars are the tenant's colour; values are printed, and
 * the screen shows the same numbers as a table beside the chart.
 */
export interface Bar {
  label: string;
  value: number;
  /** The value as printed (¥, km ...). */
  text: string;
}

const ROW = 30;
const LABEL = 92;
const WIDTH = 340;
const VALUE = 74;

const styles = { svg: css({ width: '100%', height: 'auto', display: 'block' }) };

export default function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const span = WIDTH - LABEL - VALUE;
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <svg css={styles.svg} viewBox={`0 0 ${String(WIDTH)} ${String(height)}`} role="img" aria-label={title} data-testid="bar-chart">
      <title>{title}</title>
      {bars.map((b, i) => {
        const y = i * ROW;
        const w = b.value > 0 ? Math.max(2, (b.value / max) * span) : 0;
        return (
          <g key={`${b.label}-${String(i)}`}>
            <text x={LABEL - 8} y={y + ROW / 2 + 5} textAnchor="end" fontSize="13" fill="var(--adm-color-text)">
              {b.label.length > 7 ? `${b.label.slice(0, 6)}…` : b.label}
            </text>
            <rect x={LABEL} y={y + 7} width={w} height={ROW - 14} rx="3" fill="var(--adm-color-primary)" data-testid="bar" />
            <text x={LABEL + w + 6} y={y + ROW / 2 + 5} fontSize="12" fill="var(--adm-color-text)">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
