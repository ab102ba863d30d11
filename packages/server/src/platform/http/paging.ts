import type { KeysetPage, Page } from '@campus/contracts';

/** `{count, next, previous, results}` of one page (pages from 1). */
export function toPage<T>(count: number, page: number, pageSize: number, results: T[]): Page<T> {
  return {
    count,
    next: page * pageSize < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}

export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** A page asked of a list that continues by key: `after` is the id of the row the page before ended on. */
export interface KeysetPageRequest {
  page: number;
  pageSize: number;
  after?: string | undefined;
}

/**
 * A page of a list that continues by key: toPage's fields and `next_after`, the id of the page's
 * last row (the client sends it back as `?after=` with `next`). `count` is then the rows before
 * the page plus those after the anchor, to the bounded count's window.
 */
export function toKeysetPage<T>(count: number, request: KeysetPageRequest, results: T[], lastId: string | undefined): KeysetPage<T> {
  const page = toPage(count, request.page, request.pageSize, results);
  return { ...page, next_after: page.next !== null && lastId !== undefined ? lastId : null };
}
