import { localStore } from '@campus/core';

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
export const STASH = {
  approvalBorrow: '_approvalPBorrowOrder',
  approvalConsume: '_approvalConsumeData',
  borrow: '_pBorrowOrderId',
} as const;

/** `?id=` first, else the stash key (spec 3); null when neither holds one. */
export function idFrom(search: URLSearchParams, stashKey?: typeof STASH.borrow): string | null {
  const fromQuery = search.get('id')?.trim();
  if (fromQuery) return fromQuery;
  if (stashKey === undefined) return null;
  const stashed = localStore.getStashedId(stashKey)?.trim();
  return stashed ? stashed : null;
}
