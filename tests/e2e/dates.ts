import { expect, type Locator } from '@playwright/test';

/**
 * The dates and times shown in `scope` that a line break splits (issue 34: "2026-" / "11-28 20:30"), read
 * from the layout: each date or time in a text is measured as a range, and one on two lines has line
 * boxes at two heights. Empty when every date stays on one line.
 */
export async function splitDates(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) => {
    // a date stands alone: not the middle of an id (a shop's UUID d1571465-72c9-… in a banner's link
    // matched as "1465-72", and an id may wrap anywhere)
    const DATE =
      /(?<![\dA-Za-z-])(?:\d{4}-\d{1,2}(?:-\d{1,2})?(?: \d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}-\d{1,2} \d{1,2}:\d{2})(?![\dA-Za-z])/g;
    const split: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(DATE)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

/** Every date and time in `scope` is on screen and on one line. */
export async function expectDatesOnOneLine(scope: Locator): Promise<void> {
  await expect(scope.first()).toBeVisible();
  expect(await splitDates(scope)).toEqual([]);
}
