import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, barHeights } from './bar-chart.tsx';

afterEach(cleanup);

describe('the statistics bar chart (hand-drawn SVG)', () => {
  it('scales bars to the largest value; zero stays zero, a small value stays visible', () => {
    expect(barHeights([50, 100, 0, 1], 100)).toEqual([50, 100, 0, 2]);
    expect(barHeights([0, 0], 100)).toEqual([0, 0]);
  });
  it('draws one bar per month with its value and label, named for screen readers', () => {
    render(
      <BarChart
        title="近2个月里程"
        bars={[
          { label: '3月', value: 120, text: '120.0' },
          { label: '4月', value: 60, text: '60.0' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: '近2个月里程' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart.textContent).toContain('120.0');
    expect(chart.textContent).toContain('4月');
  });
});
