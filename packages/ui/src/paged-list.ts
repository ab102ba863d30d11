/**
 * The paging state machine behind ListPage, kept pure so every transition is
 * unit-tested without a DOM: first load, next page, refresh, reset, and stale
 * answers (a tab switched while a page was loading) thrown away.
 */

/** The hub API's page shape. */
export interface PageResult<T> {
  count: number;
  results: T[];
}

export interface PagedRow<T> {
  key: string;
  item: T;
}

/** Phase of the first page: its own loading and error screens; later pages use InfiniteScroll's. */
export type PagedPhase = 'loading' | 'error' | 'ready';

export interface PagedState<T> {
  /** Answers of an older generation are ignored (reset, refresh). */
  generation: number;
  phase: PagedPhase;
  rows: Array<PagedRow<T>>;
  /** Last page loaded; 0 before the first. */
  page: number;
  /** Rows the server sent so far (before de-duplication), compared with its count. */
  received: number;
  /** The server's count, when it sent a usable one. */
  total: number | null;
  hasMore: boolean;
  error: unknown;
}

/** A page as the list reads it, whatever the server sent. */
export interface NormalizedPage<T> {
  count: number | null;
  results: T[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toCount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.floor(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

/**
 * Reads a page defensively: a missing or non-array `results` is an empty page,
 * null entries are dropped, a bad `count` is unknown, and a bare array (an
 * endpoint without paging) is one complete page.
 */
export function normalizePage<T>(raw: unknown): NormalizedPage<T> {
  if (Array.isArray(raw)) {
    const results = raw.filter((item) => item !== null && item !== undefined) as T[];
    return { count: results.length, results };
  }
  if (!isRecord(raw)) return { count: null, results: [] };
  const results = Array.isArray(raw.results) ? (raw.results.filter((item) => item !== null && item !== undefined) as T[]) : [];
  return { count: toCount(raw.count), results };
}

/** The key of an item; a stable fallback when keyOf throws or gives nothing usable. */
export function safeKey<T>(keyOf: (item: T) => string, item: T, fallback: string): string {
  try {
    const key: unknown = keyOf(item);
    if (typeof key === 'string' && key !== '') return key;
    if (typeof key === 'number' && Number.isFinite(key)) return String(key);
  } catch {
    // bad item: fall through
  }
  return fallback;
}

/** The state before anything loaded: the first page is loading. */
export function initialPagedState<T>(generation = 0): PagedState<T> {
  return { generation, phase: 'loading', rows: [], page: 0, received: 0, total: null, hasMore: false, error: undefined };
}

/** Start over (mount, reloadKey change, retry after a failed first page): the list empties. */
export function resetPaged<T>(generation: number): PagedState<T> {
  return initialPagedState<T>(generation);
}

/** Pull-to-refresh: page 1 loads again while the current rows stay on screen. */
export function beginRefresh<T>(state: PagedState<T>, generation: number): PagedState<T> {
  return { ...state, generation };
}

export interface PageLoaded {
  generation: number;
  page: number;
  raw: unknown;
  pageSize: number;
}

/**
 * A page arrived. Page 1 replaces the rows; later pages append, skipping keys
 * already shown (a row inserted on the server shifts the pages). More pages
 * exist while the server's count is not reached and the page was not empty;
 * without a count, while pages come back full.
 */
export function pageLoaded<T>(state: PagedState<T>, loaded: PageLoaded, keyOf: (item: T) => string): PagedState<T> {
  if (loaded.generation !== state.generation) return state;
  const { count, results } = normalizePage<T>(loaded.raw);
  const first = loaded.page <= 1;
  const base = first ? [] : state.rows;
  const seen = new Set(base.map((row) => row.key));
  const rows = [...base];
  results.forEach((item, index) => {
    let key = safeKey(keyOf, item, `#${loaded.page}-${index}`);
    if (seen.has(key)) {
      if (!first) return; // already shown: a shifted page
      key = `${key}#${index}`; // duplicate key inside one page: keep the row, make its key unique
    }
    seen.add(key);
    rows.push({ key, item });
  });
  const received = (first ? 0 : state.received) + results.length;
  const total = count ?? (first ? null : state.total);
  const hasMore = results.length > 0 && (total !== null ? received < total : results.length >= Math.max(1, loaded.pageSize));
  return { ...state, phase: 'ready', rows, page: Math.max(1, loaded.page), received, total, hasMore, error: undefined };
}

export interface PageFailed {
  generation: number;
  page: number;
  error: unknown;
}

/**
 * A page failed. A first page that was loading shows the error state; a failed
 * refresh keeps the rows shown; a failed next page changes nothing here
 * (InfiniteScroll shows its own retry).
 */
export function pageFailed<T>(state: PagedState<T>, failed: PageFailed): PagedState<T> {
  if (failed.generation !== state.generation) return state;
  if (failed.page <= 1 && state.phase !== 'ready') return { ...state, phase: 'error', error: failed.error };
  return state;
}

/** The page to ask for next. */
export function nextPage<T>(state: PagedState<T>): number {
  return state.page + 1;
}
