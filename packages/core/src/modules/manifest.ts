import type { OrderDetail } from '@campus/contracts';
import type { ComponentType } from 'react';
import type { RouteDef, RouteFragment, RoutePreload } from '../routing/types.ts';
import type { ScanResult } from '../rules/scan.ts';

/**
 * What one service family tells the client shell (docs/client-modules.md). Each
 * module package exports one manifest; app lists them once and core composes
 * them (compose-modules.ts). Core's rules read only the composed tables, so core
 * never names a family.
 */
export interface ModuleManifest extends RouteFragment {
  menu?: MenuContribution;
  pushRoutes?: readonly PushRoute[];
  stashKeys?: StashKeys;
  approvalViews?: readonly ApprovalView[];
  /** The kinds of scanned code this family handles: the /scanCode scanner hands such a code over. */
  scanKinds?: readonly ScanKind[];
  /** Set by the approval module only: where the approval detail routes of every family hang. */
  approvalHost?: ApprovalHost;
}

/** The family's part of the permission rules (spec 6). */
export interface MenuContribution {
  /** Menu keyword -> the route name it opens, where the two differ (others map to themselves). */
  keywords?: Readonly<Record<string, string>>;
  /** Authorising the key route also authorises the listed route names. */
  impliedRoutes?: Readonly<Record<string, readonly string[]>>;
  /** Route names that are authorised but never listed on the menu (reached through another entry). */
  hidden?: readonly string[];
  /**
   * Whitelisted keywords (spec 6: the H5 entries a role flag adds, e.g. is_off3driver's off3DriverH5)
   * that this family serves inside the app: the path the menu entry opens, and the route names it
   * authorises for those who have the entry (the flag decides, as for an external site).
   */
  inApp?: Readonly<Record<string, InAppEntry>>;
  /**
   * Built-in views (spec 6: official_car, water_ordering) this family serves: the screens the entry may
   * open, in order of preference. The entry opens the first whose top route (`routes[0]`) another entry
   * of the company's rules already grants (the company's own service), else the first; it authorises
   * that one's routes.
   */
  builtin?: Readonly<Record<string, readonly InAppEntry[]>>;
}

/** A whitelisted keyword served by a route of the app (MenuContribution.inApp). */
export interface InAppEntry {
  /** Absolute in-app path, query included, e.g. '/applyCarV3?tab=driver'. */
  path: string;
  /** Route names the entry authorises (the path's top-level route at least). */
  routes: readonly string[];
}

/**
 * Local-storage keys (spec 3) whose names are the storage format: never rename
 * them. `order` keys hold the JSON of {id, type}, `id` keys a bare order id.
 */
export interface StashKeys {
  order?: readonly string[];
  id?: readonly string[];
}

/** Where "查看" on a push message leads (spec 7). */
export type PushTarget =
  /** A screen of this family, with the message id as `id` (and stashed under `stash`, an `id` stash key). */
  | { path: string; stash?: string }
  /** The approval detail of an order type's module (a PUSH_MODULES value), as an APPROVAL message opens it. */
  | { approval: string }
  /** The information alert with 知道了 instead of a screen. */
  | { alert: true };

/**
 * One row of the push routing table. A row with neither `module` nor `action`
 * is the fallback of its msg_type, used when no more specific row matches; a
 * msg_type with no matching row opens nothing.
 */
export interface PushRoute {
  msgType: string;
  /** Only messages about this module (extra_param.module, else order_type). */
  module?: string;
  /** Only messages with this extra_param.action_type. */
  action?: string;
  target: PushTarget;
}

/**
 * A kind of code the scanner (/scanCode, the `scan_check` menu entry) hands to a family: a patrol
 * checkpoint's tag, an asset tag, a seat's check-in code, a visitor pass. A code no kind claims is
 * shown as its raw text.
 */
export interface ScanKind {
  /** Unique over every family, e.g. 'checkpoint'. */
  kind: string;
  /** What the scanner says it found, e.g. '巡检点'. */
  label: string;
  /**
   * Scanner texts (as the host answers them: 'CODE_128,<value>' for a barcode) this kind claims:
   * composition refuses a table where another kind claims one too, so two families' patterns never
   * overlap on the codes they print.
   */
  examples?: readonly string[];
  /** Does the code belong to this kind? Pure and cheap (it runs for every scan, in the manifest's chunk). */
  matches(code: ScanResult): boolean;
  /** The in-app path (query included) that takes the code over. */
  open(code: ScanResult): string;
}

/** What a family's own part of the approval detail gets: the whole order (fields and raw data). */
export interface OrderViewProps {
  order: OrderDetail;
  /** Loads the order again: the family's part moved its status (a check-in), and the header shows the new one. */
  reload?: () => void;
}

/** The approval detail of one order-type module (a PUSH_MODULES value), contributed by its family. */
export interface ApprovalView {
  module: string;
  /** Route name (and path segment) of the detail under the approval host. */
  detail: string;
  /**
   * The family's own approval screen, an absolute path of its routes (spec 2.3 names one for some
   * families: a reception's /RApprove/RApproveDetail): pushes and the approval lists open it with
   * `?id=`, and no detail is added under the host.
   */
  at?: string;
  /** Chinese page title (spec 2.3). */
  title: string;
  /** An `order` stash key of the family the detail falls back to ({id, type}, spec 3). */
  stash?: string;
  /** May an approver hand the step to another staff? Default true. */
  transferable?: boolean;
  /**
   * The later transitions (actions) of this order that only the family's own part runs (a check-in by
   * scanning a code): the generic footer does not offer them.
   */
  ownTransitions?: (order: OrderDetail) => readonly string[];
  /** A push also passes the message's order_type in the query (dormitory2). */
  passOrderType?: boolean;
  /**
   * The content part of the detail, loaded with the detail's own screen (a push opens the detail cold:
   * issue 35); the order's generic fields when absent. Core makes the lazy component (`view`) of it.
   */
  load?: () => Promise<{ default: ComponentType<OrderViewProps> }>;
  /** The content part's own first request, sent with the detail's when a push opens it (`:id`: the order's). */
  preload?: RoutePreload;
  /** The content part as a component (core's lazy one of `load`, or given as is). */
  view?: ComponentType<OrderViewProps>;
}

/** The approval module's side: the route the details hang under, and how one detail route is built. */
export interface ApprovalHost {
  /** Absolute path of a top-level route of the host module, e.g. '/approvalProcess'. */
  path: string;
  detailRoute(view: ApprovalView): RouteDef;
}
