import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailSection } from './detail-page.tsx';
import { keepDates } from './keep-dates.tsx';
import { SectionCard } from './section-card.tsx';

/** The texts shown unbreakable (white-space: nowrap) inside a container. */
const unbreakable = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('span')].filter((span) => span.style.whiteSpace === 'nowrap').map((span) => span.textContent);

describe('issue 34: a date or time never breaks across lines', () => {
  it('keepDates puts each date and time of a text in an unbreakable span; the text reads the same', () => {
    const { container } = render(<p>{keepDates('限每人1次 · 2026-11-28 至 2027-05-27')}</p>);
    expect(unbreakable(container)).toEqual(['2026-11-28', '2027-05-27']);
    expect(container.textContent).toBe('限每人1次 · 2026-11-28 至 2027-05-27');
  });

  it('a text without dates stays a plain string', () => {
    expect(keepDates('订单号 S2611281914315966')).toBe('订单号 S2611281914315966');
    expect(keepDates(null)).toBeNull();
  });

  it("the shared detail rows and card titles keep theirs: a row's value, a section's and a card's title", () => {
    const { container } = render(
      <>
        <DetailSection title="2026-11 住宿费用" rows={[{ label: '支付时间', value: '2026-11-28 20:30' }]} />
        <SectionCard title="第一食堂 2026-11-29 午餐" />
      </>,
    );
    expect(unbreakable(container)).toEqual(['2026-11', '2026-11-28 20:30', '2026-11-29']);
  });
});
