import { DESIGN_WIDTH, DESIGN_REM, FONT_RETRY_MS } from '../rules/constants.ts';

/** Widest layout we scale to; wider screens keep a phone-sized column. */
const MAX_WIDTH = DESIGN_WIDTH * 2;

/** html font size = screen width / 10 (spec 9). */
export function remFontSize(width: number): number {
  const clamped = Math.min(width > 0 ? width : DESIGN_WIDTH, MAX_WIDTH);
  return clamped / DESIGN_REM;
}

/**
 * Applies the rem base now and on every resize; some WebViews report width 0
 * at start-up, so a zero width is retried after 100 ms (spec 9).
 */
export function installRem(onWidth: (width: number) => void, doc: Document = document): () => void {
  const html = doc.documentElement;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    const width = html.getBoundingClientRect().width || html.clientWidth;
    if (width === 0) {
      retry = setTimeout(apply, FONT_RETRY_MS);
      return;
    }
    html.style.fontSize = `${remFontSize(width)}px`;
    onWidth(Math.min(width, MAX_WIDTH));
  };
  apply();
  const view = doc.defaultView;
  view?.addEventListener('resize', apply);
  return () => {
    if (retry !== undefined) clearTimeout(retry);
    view?.removeEventListener('resize', apply);
  };
}
