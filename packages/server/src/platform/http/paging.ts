import type { Page } from '@campus/contracts';

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
