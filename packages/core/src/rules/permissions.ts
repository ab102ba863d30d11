import type { PermissionRule } from '@campus/contracts';
import type { MenuTable } from '../modules/compose-menu.ts';
import { MENU_PERSONAL_CENTRE } from './messages.ts';

/**
 * Permission resolution of spec section 6: the rules fetched after login, the
 * user's three role flags and the app's route names give the permitted route
 * names (the route guard's list) and the home menu. The family tables (menu
 * keywords, implied and hidden routes) come from the manifests (MenuTable).
 */

/** Views built into the home page rather than routes of their own. */
export const BUILTIN_VIEWS: ReadonlySet<string> = new Set(['official_car', 'water_ordering']);

/** Whitelisted keywords (external H5 sites) every user gets. */
export const ALWAYS_WHITELISTED: readonly string[] = ['eBuy'];

export interface RoleFlags {
  is_patrolman: boolean;
  is_repairman: boolean;
  is_off3driver: boolean;
}

/** Whitelisted keywords each role flag adds. */
export const FLAG_WHITELIST: Readonly<Record<keyof RoleFlags, string>> = {
  is_patrolman: 'inspectH5',
  is_repairman: 'repairH5',
  is_off3driver: 'off3DriverH5',
};

/** Route names every logged-in user may open. */
export const ALWAYS_AUTHORISED: readonly string[] = ['userInfo'];

export type MenuItemKind = 'route' | 'builtin' | 'external';

export interface MenuItem {
  name: string;
  keyword: string;
  module: string;
  ico: string;
  /** How the UI opens it: a route of this app, a view built into the home page, or an external H5 site. */
  kind: MenuItemKind;
  /**
   * The in-app path it opens: a whitelisted keyword a family serves (kind 'route'), or a built-in
   * view a family serves (kind 'builtin'). A 'builtin' or 'external' item without one is another site's.
   */
  path?: string;
}

export interface MenuSection {
  name: string;
  keyword: string;
  items: MenuItem[];
}

export interface ResolvedPermissions {
  /** Permitted route names, in first-seen order, without duplicates. */
  routerNames: string[];
  /** Home menu: one section per active parent rule with at least one visible entry. */
  menu: MenuSection[];
}

/**
 * The personal-centre entry appended to the menu when no entry opens userInfo.
 * It comes as a section of its own (there is no parent rule to put it under);
 * `ico` is empty: the UI shows its default icon.
 */
export const PERSONAL_CENTRE_SECTION: Readonly<MenuSection> = Object.freeze({
  name: MENU_PERSONAL_CENTRE,
  keyword: 'userInfo',
  items: [{ name: MENU_PERSONAL_CENTRE, keyword: 'userInfo', module: 'userInfo', ico: '', kind: 'route' as const }],
});

/** Keyword of a child entry -> the module (route name) it opens; keywords no family maps open themselves. */
export function keywordToModule(keyword: string, menu: MenuTable): string {
  return menu.keywords.get(keyword) ?? keyword;
}

/**
 * Where a menu entry leads in the app: its own path, else its route; null for a built-in view or H5
 * entry no family serves (another site of the company, which this app cannot open).
 */
export function menuItemPath(item: Pick<MenuItem, 'kind' | 'module' | 'path'>): string | null {
  if (item.path !== undefined) return item.path;
  return item.kind === 'route' ? `/${item.module}` : null;
}

/** The whitelist for a user: eBuy plus one keyword per role flag that is set. */
export function whitelistFor(flags: RoleFlags): ReadonlySet<string> {
  const list = new Set(ALWAYS_WHITELISTED);
  for (const flag of Object.keys(FLAG_WHITELIST) as Array<keyof RoleFlags>) {
    if (flags[flag]) list.add(FLAG_WHITELIST[flag]);
  }
  return list;
}

/** How a module opens, or null when the user may not see it. An app route wins over the other two. */
export function moduleKind(module: string, whitelist: ReadonlySet<string>, knownRouteNames: ReadonlySet<string>): MenuItemKind | null {
  if (knownRouteNames.has(module)) return 'route';
  if (BUILTIN_VIEWS.has(module)) return 'builtin';
  if (whitelist.has(module)) return 'external';
  return null;
}

/**
 * Resolves the permission rules (spec 6).
 *
 * - A child counts only if its parent is_active and its module is an open route
 *   (in knownRouteNames), a built-in view or a whitelisted keyword.
 * - Routes among those are permitted route names; built-in views and external
 *   keywords are not routes of this app, so they appear on the menu only.
 * - isShow false: the child is authorised (its route is permitted, e.g. for a
 *   link from another screen or a push message) but is not listed on the menu.
 *   The spec names isShow without its effect; hiding from the menu only is the
 *   reading that never locks a user out of a screen the server granted.
 * - Hidden routes of the families are permitted but never listed.
 * - A whitelisted keyword a family serves in the app (MenuTable.inApp) opens its path and
 *   authorises its routes, for those whose flag whitelists it.
 * - A built-in view a family serves (MenuTable.builtin) stays kind 'builtin' and opens a screen:
 *   the first of the family's choices whose top route another entry already grants (the company's
 *   own car service, say), else its first choice; the chosen screen's routes are authorised.
 * - Implied routes are added after the rules; userInfo is always permitted and a
 *   personal-centre section is appended when no listed entry opens userInfo.
 */
export function resolvePermissions(
  rules: readonly PermissionRule[],
  flags: RoleFlags,
  knownRouteNames: ReadonlySet<string>,
  menuTable: MenuTable,
): ResolvedPermissions {
  const whitelist = whitelistFor(flags);
  const permitted = new Set<string>();
  const menu: MenuSection[] = [];
  // built-in views served in the app: their screen is chosen once every other entry has been read
  const builtins: { module: string; item: MenuItem | null }[] = [];

  for (const rule of rules) {
    if (!rule.is_active) continue;
    const items: MenuItem[] = [];
    for (const child of rule.child) {
      const module = keywordToModule(child.keyword, menuTable);
      const found = moduleKind(module, whitelist, knownRouteNames);
      if (found === null) continue;
      // A whitelisted entry a family serves itself opens its route (and authorises it) instead of a site.
      const inApp = found === 'external' ? menuTable.inApp.get(module) : undefined;
      const kind = inApp ? 'route' : found;
      if (found === 'route') permitted.add(module);
      for (const name of inApp?.routes ?? []) permitted.add(name);
      const listed = child.isShow && !menuTable.hidden.has(module);
      const item: MenuItem | null = listed
        ? { name: child.name, keyword: child.keyword, module, ico: child.ico, kind, ...(inApp ? { path: inApp.path } : {}) }
        : null;
      if (item) items.push(item);
      if (found === 'builtin' && menuTable.builtin.has(module)) builtins.push({ module, item });
    }
    if (items.length > 0) menu.push({ name: rule.name, keyword: rule.keyword, items });
  }

  const grantedByEntries = new Set(permitted);
  for (const { module, item } of builtins) {
    const choices = menuTable.builtin.get(module) ?? [];
    const chosen = choices.find((c) => c.routes[0] !== undefined && grantedByEntries.has(c.routes[0])) ?? choices[0];
    if (!chosen) continue;
    for (const name of chosen.routes) permitted.add(name);
    if (item) item.path = chosen.path;
  }

  for (const [key, implied] of menuTable.implied) {
    if (permitted.has(key)) for (const name of implied) permitted.add(name);
  }
  for (const name of ALWAYS_AUTHORISED) permitted.add(name);

  const hasPersonalCentre = menu.some((section) => section.items.some((item) => item.module === 'userInfo'));
  if (!hasPersonalCentre) {
    menu.push({ ...PERSONAL_CENTRE_SECTION, items: PERSONAL_CENTRE_SECTION.items.map((item) => ({ ...item })) });
  }

  return { routerNames: [...permitted], menu };
}
