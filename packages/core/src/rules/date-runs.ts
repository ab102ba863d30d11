/**
 * Where a text holds a date or a time (issue 34: "2026-" / "11-28 20:30" broke across lines; a browser
 * may break after any '-' before a digit, and between CJK characters). Each run is shown unbreakable.
 */

/** A piece of a text: a date or time run (`date: true`) or the text between them. */
export interface TextRun {
  text: string;
  date: boolean;
}

const DAY = String.raw`\d{4}-\d{1,2}(?:-\d{1,2})?|(?:\d{4}年)?\d{1,2}月\d{1,2}日|\d{4}年\d{1,2}月`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;
/** A day with its time ("2026-11-28 20:30"), a month-day with a time ("11-28 20:30"), or a time. */
const POINT = String.raw`(?:(?:${DAY})(?:[ T]${TIME})?|\d{1,2}-\d{1,2} ${TIME}|${TIME})`;
/** A point, or two joined without spaces ("08:00-09:00", "2026-11-28~2026-11-30"). */
const RUN = new RegExp(String.raw`(?<![\d:-])${POINT}(?:[-~～]${POINT})?(?![\d:])`, 'g');

/** Splits a text into its date/time runs and the text between them, in order; joined they are the text. */
export function dateRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    const at = match.index;
    if (at > last) runs.push({ text: text.slice(last, at), date: false });
    runs.push({ text: match[0], date: true });
    last = at + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), date: false });
  return runs;
}
