import { APPROVAL_DETAIL_TYPE, localStore } from '@campus/core';
import type { CarKind } from '@campus/contracts';
import { PATHS, withId } from './paths.ts';
import { STASH } from './stash-keys.ts';

export { STASH } from './stash-keys.ts';

/** The detail screen of a car order, its id stashed as spec 3 says (a reload without `?id=` still finds it). */
export function detailPathOf(kind: CarKind, id: string): string {
  if (kind === 'v2') return withId(PATHS.car2Detail, id);
  if (kind === 'driving') {
    localStore.stashId(STASH.driving3, id);
    return withId(PATHS.drivingDetail, id);
  }
  localStore.stashId(STASH.order3, id);
  return withId(PATHS.detailV3, id);
}

/** Before opening an approval detail of a car 3 order: its {id, type} stash (spec 3). */
export function stashForApproval(kind: CarKind, id: string): void {
  if (kind === 'driving') localStore.stashOrder(STASH.approvalDriving3, { id, type: APPROVAL_DETAIL_TYPE });
  else if (kind !== 'v2') localStore.stashOrder(STASH.approvalOrder3, { id, type: APPROVAL_DETAIL_TYPE });
}

/** `?id=` first, else the stash key (spec 3); null when neither holds one. */
export function idFrom(search: URLSearchParams, stashKey?: string): string | null {
  const fromQuery = search.get('id')?.trim();
  if (fromQuery) return fromQuery;
  if (stashKey === undefined) return null;
  const stashed = localStore.getStashedId(stashKey)?.trim();
  return stashed ? stashed : null;
}
