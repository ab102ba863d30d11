/** The "Lists at scale" section of bench/results.md: written by `npm run bench:scale`, kept by `npm run bench`. */
export const SCALE_HEADING = '## Lists at scale (issue 33)';

/** The section of `text` that starts at `heading` and ends before the next `## ` heading ('' when absent). */
export function sectionOf(text: string, heading: string): string {
  const at = text.indexOf(heading);
  if (at < 0) return '';
  const next = text.indexOf('\n## ', at + heading.length);
  return next < 0 ? text.slice(at) : text.slice(at, next + 1);
}

/** `text` with its `heading` section replaced by `section` (appended when absent). */
export function withSection(text: string, heading: string, section: string): string {
  const old = sectionOf(text, heading);
  if (!old) return `${text.trimEnd()}\n\n${section}`;
  const at = text.indexOf(old);
  return `${text.slice(0, at)}${section}${text.slice(at + old.length)}`;
}
