/**
 * Overlays a screen opens outside its own React tree (antd-mobile's imperative dialogs and image
 * viewer render into document.body) belong to that screen: when the route changes they close, so
 * nothing of the screen left behind covers the next one (issue 34: the "external system" dialog of a
 * home entry stayed over #/coupons and took every tap). Declarative popups and pickers unmount with
 * their screen (the router remounts the screen on every path change).
 *
 * No antd-mobile import here: the router calls it on the first paint.
 */

interface Overlay {
  /** The route path it was opened on. */
  path: string;
  close: () => void;
}

const open = new Set<Overlay>();

/** The route path of the hash router now, e.g. '/mPage' for '#/mPage?x=1'. */
export function currentRoutePath(): string {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

/**
 * Ties an overlay just opened to the current route: `close` runs when the route leaves it. Answers the
 * function to call once the overlay closed by itself.
 */
export function trackScreenOverlay(close: () => void): () => void {
  const entry: Overlay = { path: currentRoutePath(), close };
  open.add(entry);
  return () => {
    open.delete(entry);
  };
}

/**
 * Closes every tracked overlay opened on another route than the current one. The router calls it after
 * each navigation; one opened right after a navigate() carries the new path already and stays.
 */
export function closeOverlaysLeftBehind(): void {
  const path = currentRoutePath();
  for (const entry of [...open]) {
    if (entry.path === path) continue;
    open.delete(entry);
    entry.close();
  }
}

/** How many tracked overlays are open (tests). */
export const openScreenOverlays = (): number => open.size;
