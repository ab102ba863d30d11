import { localStore } from '@campus/core';

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
export const STASH = { approval: '_approvalRepairDetailData', order: 'repairOrderId' } as const;

/** Where the screens of this module live (route data in routes.ts). */
export const PATHS = {
  room: '/saRepairRoom',
  apply: '/saRepairRoom/saRepairApply',
  record: '/saRepairRoom/saRepairRecord',
  detail: '/saRepairOrderDetail',
  appraise: '/saRepairOrderDetail/saAnonymityAppraise',
  approve: '/saRepairApprove',
  success: '/saCommitSuccess',
  /** The pay family's purchase screen (spec 2.3: /buy opens it): ?purpose=&ref_id=&done= */
  buy: '/buy',
} as const;

/** A path with query values (encoded); empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const withId = (path: string, id: string): string => withQuery(path, { id });

/** The order's detail; the id is stashed too (spec 3: repairOrderId), so the screen reopens on it. */
export function detailPath(id: string): string {
  localStore.stashId(STASH.order, id);
  return withId(PATHS.detail, id);
}

/** `?id=` first, else the stashed repairOrderId (a push, an older link); null when neither holds one. */
export function orderIdFrom(search: URLSearchParams): string | null {
  const fromQuery = search.get('id')?.trim();
  if (fromQuery) return fromQuery;
  const stashed = localStore.getStashedId(STASH.order)?.trim();
  return stashed ? stashed : null;
}
