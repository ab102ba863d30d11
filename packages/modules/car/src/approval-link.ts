import type { CarKind } from '@campus/contracts';
import { installedModules } from '@campus/core';
import { stashForApproval } from './stash.ts';

/** The route name the approval details hang under (the approval module's top-level route). */
export const APPROVAL_ROUTE = 'approvalProcess';

/** The approval detail of an order of this module (its id stashed as spec 3 says), or null without one. */
export function approvalPathOf(module: string, kind: CarKind | null, id: string): string | null {
  const registry = installedModules().approval;
  const view = registry.byModule.get(module);
  if (registry.basePath === null || view === undefined) return null;
  if (kind !== null) stashForApproval(kind, id);
  return `${registry.basePath}/${view.detail}?id=${encodeURIComponent(id)}`;
}
