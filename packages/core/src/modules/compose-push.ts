import type { StashKeyTable } from './compose-stash.ts';
import type { ApprovalRegistry } from './compose-approval.ts';
import type { ModuleManifest, PushRoute } from './manifest.ts';

/** msg_type -> its rows, the specific ones (module or action) first, the fallback last. */
export interface PushTable {
  byType: ReadonlyMap<string, readonly PushRoute[]>;
}

export const EMPTY_PUSH_TABLE: PushTable = { byType: new Map() };

const isFallback = (route: PushRoute): boolean => route.module === undefined && route.action === undefined;

/** Joins the push rows; two rows for the same message, or a target nobody declares, is a programming error. */
export function composePush(manifests: readonly ModuleManifest[], stash: StashKeyTable, approval: ApprovalRegistry): PushTable {
  const rows = new Map<string, PushRoute[]>();
  const seen = new Set<string>();
  for (const { module, pushRoutes } of manifests) {
    for (const route of pushRoutes ?? []) {
      const key = `${route.msgType}|${route.module ?? '*'}|${route.action ?? '*'}`;
      if (seen.has(key)) throw new Error(`Push route ${key} is declared twice (${module})`);
      seen.add(key);
      const { target } = route;
      if ('stash' in target && target.stash !== undefined && !stash.id.has(target.stash)) {
        throw new Error(`Push route ${key} stashes ${target.stash}, which no family declares as an id stash key`);
      }
      if ('approval' in target && !approval.byModule.has(target.approval)) {
        throw new Error(`Push route ${key} opens the approval of ${target.approval}, which has no approval view`);
      }
      rows.set(route.msgType, [...(rows.get(route.msgType) ?? []), route]);
    }
  }
  const byType = new Map<string, readonly PushRoute[]>();
  for (const [type, list] of rows) byType.set(type, [...list.filter((r) => !isFallback(r)), ...list.filter(isFallback)]);
  return { byType };
}
