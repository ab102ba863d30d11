import { dateRuns } from '@campus/core';
import type { ReactNode } from 'react';

/** A date or time never breaks across lines (issue 34); the text around it wraps as usual. */
const NO_BREAK = { whiteSpace: 'nowrap' } as const;

/**
 * The text with each date and time in it unbreakable ("2026-11-28 20:30", "11:30-13:00"): the way
 * every screen shows a text that may hold one. A text without dates comes back as it is.
 */
export function keepDates(text: string | null | undefined): ReactNode {
  if (text === null || text === undefined) return text;
  const runs = dateRuns(text);
  if (!runs.some((run) => run.date)) return text;
  return runs.map((run, index) =>
    run.date ? (
      <span key={index} style={NO_BREAK} data-date="">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

/** keepDates as an element: `<KeepDates>{order.paid_time}</KeepDates>`. */
export function KeepDates({ children }: { children: string | null | undefined }) {
  return <>{keepDates(children)}</>;
}
