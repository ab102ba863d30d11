import { APPROVAL_DETAIL_TYPE, installedModules, localStore } from '@campus/core';
import { APPROVAL_PATH } from './approval-path.ts';

/**
 * Where an order's detail lives and how a detail screen finds its order: the
 * `id` query parameter first (every push and every list row passes it), then
 * the module's stash key of spec 3 ({id, type}) for the modules that have one.
 * Which detail belongs to which module comes from the families' manifests
 * (core's composed approval registry).
 */

/** The generic detail screen used when an order's module is unknown to this client. */
export const FALLBACK_DETAIL = 'approvalFormsDetail';
export const SELECT_APPROVER_SEGMENT = 'selectApprover';

/** The detail screen (a child route name of /approvalProcess) of a module. */
export function detailNameOf(module: string): string {
  return installedModules().approval.byModule.get(module)?.detail ?? FALLBACK_DETAIL;
}

/** The module whose orders a detail screen shows, or null. */
export function moduleOfDetail(detailName: string): string | null {
  return installedModules().approval.byDetail.get(detailName)?.module ?? null;
}

/** The stash key a detail screen falls back to (spec 3), or null. */
export function stashKeyOfDetail(detailName: string): string | null {
  return installedModules().approval.byDetail.get(detailName)?.stash ?? null;
}

/** The address of an order's detail, e.g. '/approvalProcess/approvalFormsDetail?id=...'. */
export function orderDetailPath(module: string, id: string): string {
  const at = installedModules().approval.byModule.get(module)?.at;
  return `${at ?? `${APPROVAL_PATH}/${detailNameOf(module)}`}?id=${encodeURIComponent(id)}`;
}

/** Usable ids only: a non-empty string (or a number) without surrounding blanks. */
function cleanId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? null : trimmed;
}

/** The order id of a detail screen: `?id=` first, else the module's stash key; null when there is none. */
export function resolveOrderId(detailName: string, search: URLSearchParams): string | null {
  const fromQuery = cleanId(search.get('id'));
  if (fromQuery !== null) return fromQuery;
  const key = stashKeyOfDetail(detailName);
  if (key === null) return null;
  return cleanId(localStore.getStashedOrder(key)?.id);
}

/** Opening an order from a list stashes it as a push does, so a reload of a stash-reading screen works. */
export function stashForDetail(module: string, id: string): void {
  const key = stashKeyOfDetail(detailNameOf(module));
  if (key !== null) localStore.stashOrder(key, { id, type: APPROVAL_DETAIL_TYPE });
}
