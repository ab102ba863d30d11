import { localStore } from '@campus/core';

import { STASH } from './stash-keys.ts';

export { STASH };

/** `?id=` first, else the stash key (spec 3); null when neither holds one. */
export function idFrom(search: URLSearchParams, stashKey?: typeof STASH.borrow): string | null {
  const fromQuery = search.get('id')?.trim();
  if (fromQuery) return fromQuery;
  if (stashKey === undefined) return null;
  const stashed = localStore.getStashedId(stashKey)?.trim();
  return stashed ? stashed : null;
}
