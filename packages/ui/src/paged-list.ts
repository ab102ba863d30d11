/**
 * How ListPage reads pages, kept pure so every case is unit-tested without a
 * DOM: page 1 replaces the rows, a next page appends without repeating a row,
 * when more pages exist, and bad data. Loading, refreshing and throwing away
 * stale answers is ahooks' useRequest's job (list-page.tsx).
 */

/** The hub API's page shape (`next_after`: a list that continues by key names where its next page starts). */
export interface PageResult<T> {
  count: number;
  results: T[];
  next_after?: string | null;
}

export interface PagedRow<T> {
  key: string;
  item: T;
}

/** The rows loaded so far and where paging stands (ListPage's useRequest data). */
export interface PagedState<T> {
  rows: Array<PagedRow<T>>;
  /** Last page loaded. */
  page: number;
  /** Rows the server sent so far (before de-duplication), compared with its count. */
  received: number;
  /** The server's count, when it sent a usable one. */
  total: number | null;
  hasMore: boolean;
  /** Where the next page starts, when the list continues by key (its last page's `next_after`). */
  after: string | null;
}

/** A page as the list reads it, whatever the server sent. */
export interface NormalizedPage<T> {
  count: number | null;
  results: T[];
  nextAfter: string | null;
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
    return { count: results.length, results, nextAfter: null };
  }
  if (!isRecord(raw)) return { count: null, results: [], nextAfter: null };
  const results = Array.isArray(raw.results) ? (raw.results.filter((item) => item !== null && item !== undefined) as T[]) : [];
  const nextAfter = typeof raw.next_after === 'string' && raw.next_after !== '' ? raw.next_after : null;
  return { count: toCount(raw.count), results, nextAfter };
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

/** The page to ask for next: 1 when nothing is loaded yet (first load, refresh). */
export function nextPage<T>(previous: PagedState<T> | undefined): number {
  return previous === undefined ? 1 : previous.page + 1;
}

/** Where the next page starts in a list that continues by key; undefined for page 1 or an offset list. */
export function nextAfter<T>(previous: PagedState<T> | undefined): string | undefined {
  return previous?.after ?? undefined;
}

export interface PageLoaded {
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
export function pageLoaded<T>(previous: PagedState<T> | undefined, loaded: PageLoaded, keyOf: (item: T) => string): PagedState<T> {
  const { count, results, nextAfter: after } = normalizePage<T>(loaded.raw);
  const first = loaded.page <= 1 || previous === undefined;
  const base = first ? [] : previous.rows;
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
  const received = (first ? 0 : previous.received) + results.length;
  const total = count ?? (first ? null : previous.total);
  const hasMore = results.length > 0 && (total !== null ? received < total : results.length >= Math.max(1, loaded.pageSize));
  return { rows, page: Math.max(1, loaded.page), received, total, hasMore, after };
}
