import { describe, expect, it } from 'vitest';
import { nextAfter, nextPage, normalizePage, pageLoaded, safeKey, type PagedState } from './paged-list.ts';

interface Row {
  id: string;
}
const keyOf = (row: Row) => row.id;
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

function loaded(previous: PagedState<Row> | undefined, page: number, raw: unknown, pageSize = 2): PagedState<Row> {
  return pageLoaded(previous, { page, raw, pageSize }, keyOf);
}

describe('normalizePage', () => {
  it('reads the hub page shape {count, results}', () => {
    expect(normalizePage({ count: 3, results: rows('a') })).toEqual({ count: 3, results: rows('a'), nextAfter: null });
  });

  it('never crashes on bad data: missing results, null rows, bad count, a bare array', () => {
    expect(normalizePage(null)).toEqual({ count: null, results: [], nextAfter: null });
    expect(normalizePage('oops')).toEqual({ count: null, results: [], nextAfter: null });
    expect(normalizePage({ count: 'x', results: 'nope' })).toEqual({ count: null, results: [], nextAfter: null });
    expect(normalizePage({ count: '4', results: [null, { id: 'a' }, undefined] })).toEqual({
      count: 4,
      results: rows('a'),
      nextAfter: null,
    });
    expect(normalizePage({ count: -1, results: [] }).count).toBeNull();
    expect(normalizePage(rows('a', 'b'))).toEqual({ count: 2, results: rows('a', 'b'), nextAfter: null });
  });
});

describe('a list that continues by key (issue 33)', () => {
  it('reads next_after and asks the next page after it; page 1, an offset list and bad data ask without', () => {
    expect(normalizePage({ count: 9, results: rows('a'), next_after: 'k1' }).nextAfter).toBe('k1');
    expect(normalizePage({ count: 9, results: rows('a'), next_after: 7 }).nextAfter).toBeNull();
    expect(normalizePage({ count: 9, results: rows('a'), next_after: '' }).nextAfter).toBeNull();
    expect(nextAfter<Row>(undefined)).toBeUndefined();
    const first = loaded(undefined, 1, { count: 5, results: rows('a', 'b'), next_after: 'b' });
    expect(nextAfter(first)).toBe('b');
    const second = loaded(first, 2, { count: 5, results: rows('c', 'd'), next_after: 'd' });
    expect([nextPage(second), nextAfter(second)]).toEqual([3, 'd']);
    const last = loaded(second, 3, { count: 5, results: rows('e'), next_after: null });
    expect([last.hasMore, nextAfter(last)]).toEqual([false, undefined]);
    expect(nextAfter(loaded(undefined, 1, { count: 5, results: rows('a', 'b') }))).toBeUndefined();
  });
});

describe('safeKey', () => {
  it('uses keyOf, stringifies numbers, falls back when keyOf throws or gives nothing', () => {
    expect(safeKey(keyOf, { id: 'a' }, 'f')).toBe('a');
    expect(safeKey((row: { id: unknown }) => row.id as string, { id: 7 }, 'f')).toBe('7');
    expect(safeKey((row: { id: unknown }) => row.id as string, { id: undefined }, 'f')).toBe('f');
    expect(
      safeKey(
        () => {
          throw new Error('bad row');
        },
        {},
        'f',
      ),
    ).toBe('f');
  });
});

describe('reading pages', () => {
  it('asks for page 1 when nothing is loaded (first load, refresh), else the next page', () => {
    expect(nextPage<Row>(undefined)).toBe(1);
    expect(nextPage(loaded(undefined, 1, { count: 3, results: rows('a', 'b') }))).toBe(2);
  });

  it('page 1 shows its rows; more pages while the count is not reached', () => {
    const state = loaded(undefined, 1, { count: 3, results: rows('a', 'b') });
    expect(state.rows.map((row) => row.key)).toEqual(['a', 'b']);
    expect(state.hasMore).toBe(true);
    expect(nextPage(state)).toBe(2);
  });

  it('the next page appends and stops at the count', () => {
    let state = loaded(undefined, 1, { count: 3, results: rows('a', 'b') });
    state = loaded(state, 2, { count: 3, results: rows('c') });
    expect(state.rows.map((row) => row.item.id)).toEqual(['a', 'b', 'c']);
    expect(state.page).toBe(2);
    expect(state.hasMore).toBe(false);
  });

  it('a row already shown (pages shifted on the server) is not shown twice', () => {
    let state = loaded(undefined, 1, { count: 5, results: rows('a', 'b') });
    state = loaded(state, 2, { count: 5, results: rows('b', 'c') });
    expect(state.rows.map((row) => row.key)).toEqual(['a', 'b', 'c']);
    expect(state.hasMore).toBe(true);
  });

  it('an empty page ends the list even when the count says more (no endless loading)', () => {
    let state = loaded(undefined, 1, { count: 10, results: rows('a', 'b') });
    state = loaded(state, 2, { count: 10, results: [] });
    expect(state.hasMore).toBe(false);
  });

  it('without a count, more pages exist while pages come back full', () => {
    let state = loaded(undefined, 1, { results: rows('a', 'b') });
    expect(state.hasMore).toBe(true);
    state = loaded(state, 2, { results: rows('c') });
    expect(state.hasMore).toBe(false);
  });

  it('an empty first page is the empty state', () => {
    const state = loaded(undefined, 1, { count: 0, results: [] });
    expect(state.rows).toEqual([]);
    expect(state.hasMore).toBe(false);
  });

  it('a refreshed page 1 replaces the rows already shown', () => {
    const shown = loaded(undefined, 1, { count: 3, results: rows('a', 'b') });
    const refreshed = loaded(shown, 1, { count: 1, results: rows('z') });
    expect(refreshed.rows.map((row) => row.key)).toEqual(['z']);
    expect(refreshed.hasMore).toBe(false);
  });

  it('rows with duplicate keys inside one page are kept with unique keys', () => {
    const state = loaded(undefined, 1, { count: 2, results: rows('a', 'a') });
    expect(state.rows).toHaveLength(2);
    expect(new Set(state.rows.map((row) => row.key)).size).toBe(2);
  });
});
