/**
 * Responses index.html's inline script asked for before the app's code arrived (build/route-preload.ts
 * writes the script; issue 35): the permission rules and the first data request of the screen the
 * address names. apiCall answers a GET with the same address from here once, so the screen's data no
 * longer waits for its scripts; anything else (a failure, a response older than PRELOAD_MAX_AGE_MS)
 * is left to the normal call, which also reports failures the usual way.
 */

/** Where the inline script leaves its requests: address (preloadKey) -> the fetch and when it started. */
export const PRELOADED_GLOBAL = '__HUB_PRELOADED__';

/** A response is used only this soon after the page opened: later, the screen asks afresh. */
export const PRELOAD_MAX_AGE_MS = 20_000;

interface Preloaded {
  /** The fetch, as the inline script started it. */
  response: Promise<Response>;
  /** Date.now() when it started. */
  at: number;
}

/** The address with its query parameters in key order, as the inline script writes it. */
export function preloadKey(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  search.sort();
  const sorted = search.toString();
  return sorted === '' ? path : `${path}?${sorted}`;
}

function table(): Record<string, Preloaded | undefined> | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as Record<string, Record<string, Preloaded | undefined> | undefined>)[PRELOADED_GLOBAL] ?? null;
}

/**
 * The body of the preloaded response for this GET address, once (the entry is removed), or null
 * when there is none, it failed or it is too old: the caller then sends the request itself.
 */
export async function takePreloaded(url: string, now = Date.now()): Promise<unknown> {
  const entries = table();
  const key = preloadKey(url);
  const entry = entries?.[key];
  if (entries === null || entry === undefined) return null;
  delete entries[key];
  if (now - entry.at > PRELOAD_MAX_AGE_MS) return null;
  try {
    const response = await entry.response;
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null; // offline or refused: the normal call fails and reports it the usual way
  }
}
