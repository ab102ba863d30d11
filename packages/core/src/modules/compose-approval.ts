import { lazyComponent } from '../routing/loaded-component.tsx';
import type { RouteFragment } from '../routing/types.ts';
import type { StashKeyTable } from './compose-stash.ts';
import type { ApprovalView, ModuleManifest } from './manifest.ts';

/** The approval detail of every order-type module, contributed by the families. */
export interface ApprovalRegistry {
  /** The host route's absolute path (the approval module's), or null without a host. */
  basePath: string | null;
  byModule: ReadonlyMap<string, ApprovalView>;
  byDetail: ReadonlyMap<string, ApprovalView>;
}

export const EMPTY_APPROVAL_REGISTRY: ApprovalRegistry = { basePath: null, byModule: new Map(), byDetail: new Map() };

/** Joins the approval views; a module or detail name declared twice, or an unknown stash key, is a programming error. */
export function composeApproval(manifests: readonly ModuleManifest[], stash: StashKeyTable): ApprovalRegistry {
  const hosts = manifests.filter((manifest) => manifest.approvalHost !== undefined);
  if (hosts.length > 1) throw new Error(`More than one approval host (${hosts.map((host) => host.module).join(', ')})`);
  const byModule = new Map<string, ApprovalView>();
  const byDetail = new Map<string, ApprovalView>();
  for (const { module, approvalViews } of manifests) {
    for (const view of approvalViews ?? []) {
      if (byModule.has(view.module)) throw new Error(`Approval view of ${view.module} is declared twice (${module})`);
      if (byDetail.has(view.detail)) throw new Error(`Approval detail ${view.detail} is declared twice (${module})`);
      if (view.stash !== undefined && !stash.order.has(view.stash)) {
        throw new Error(`Approval view ${view.detail} reads ${view.stash}, which no family declares as an order stash key`);
      }
      const withView: ApprovalView =
        view.view === undefined && view.load !== undefined ? { ...view, view: lazyComponent(view.load) } : view;
      byModule.set(view.module, withView);
      byDetail.set(view.detail, withView);
    }
  }
  if (byModule.size > 0 && hosts.length === 0) throw new Error('Approval views are declared but no module hosts them');
  return { basePath: hosts[0]?.approvalHost?.path ?? null, byModule, byDetail };
}

/** The manifests' route fragments, with every approval detail route added under the host route. */
export function withApprovalRoutes(manifests: readonly ModuleManifest[], registry: ApprovalRegistry): RouteFragment[] {
  return manifests.map(({ module, routes, approvalHost }) => {
    if (approvalHost === undefined) return { module, routes };
    const details = [...registry.byModule.values()].filter((view) => view.at === undefined).map((view) => approvalHost.detailRoute(view));
    let found = false;
    const joined = routes.map((route) => {
      if (route.path !== approvalHost.path) return route;
      found = true;
      return { ...route, children: [...(route.children ?? []), ...details] };
    });
    if (!found) throw new Error(`Approval host ${approvalHost.path} is not a top-level route of ${module}`);
    return { module, routes: joined };
  });
}
