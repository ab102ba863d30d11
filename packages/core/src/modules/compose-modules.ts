import { composeRoutes, type ComposedRoutes } from '../routing/compose.ts';
import { composeApproval, EMPTY_APPROVAL_REGISTRY, withApprovalRoutes, type ApprovalRegistry } from './compose-approval.ts';
import { composeMenu, EMPTY_MENU_TABLE, type MenuTable } from './compose-menu.ts';
import { composePush, EMPTY_PUSH_TABLE, type PushTable } from './compose-push.ts';
import { composeScanKinds, EMPTY_SCAN_KINDS, type ScanKindTable } from './compose-scan.ts';
import { composeStashKeys, EMPTY_STASH_KEYS, type StashKeyTable } from './compose-stash.ts';
import type { ModuleManifest } from './manifest.ts';

/** Everything core's rules need from the families, built once from app's one list of manifests. */
export interface ComposedModules {
  routes: ComposedRoutes;
  menu: MenuTable;
  push: PushTable;
  stashKeys: StashKeyTable;
  approval: ApprovalRegistry;
  scanKinds: ScanKindTable;
}

export function composeModules(manifests: readonly ModuleManifest[]): ComposedModules {
  const names = new Set<string>();
  for (const { module } of manifests) {
    if (names.has(module)) throw new Error(`Module ${module} is listed twice`);
    names.add(module);
  }
  const stashKeys = composeStashKeys(manifests);
  const approval = composeApproval(manifests, stashKeys);
  return {
    routes: composeRoutes(withApprovalRoutes(manifests, approval)),
    menu: composeMenu(manifests),
    push: composePush(manifests, stashKeys, approval),
    stashKeys,
    approval,
    scanKinds: composeScanKinds(manifests),
  };
}

/** No family at all: what the rules see before app installs its list (and in tests of the pure rules). */
export const NO_MODULES: Omit<ComposedModules, 'routes'> = {
  menu: EMPTY_MENU_TABLE,
  push: EMPTY_PUSH_TABLE,
  stashKeys: EMPTY_STASH_KEYS,
  approval: EMPTY_APPROVAL_REGISTRY,
  scanKinds: EMPTY_SCAN_KINDS,
};
