import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ID } from './first-paint-id.ts';

/**
 * Takes index.html's first-paint hero away once a screen, or its load error, is mounted: before
 * the browser paints that screen, whose hero has the same boxes, so nothing moves or flashes.
 */
export function FirstPaintHandoff(): null {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
  return null;
}
