import type { InAppEntry, ModuleManifest } from './manifest.ts';

/** The family tables of the permission rules (spec 6), joined from every manifest. */
export interface MenuTable {
  /** Menu keyword -> route name. */
  keywords: ReadonlyMap<string, string>;
  /** Route name -> the route names authorising it implies. */
  implied: ReadonlyMap<string, readonly string[]>;
  /** Authorised route names never listed on the menu. */
  hidden: ReadonlySet<string>;
  /** Whitelisted keyword -> the in-app path it opens and the routes it authorises. */
  inApp: ReadonlyMap<string, InAppEntry>;
  /** Built-in view keyword -> the screens that may serve it, preferred first. */
  builtin: ReadonlyMap<string, readonly InAppEntry[]>;
}

export const EMPTY_MENU_TABLE: MenuTable = {
  keywords: new Map(),
  implied: new Map(),
  hidden: new Set(),
  inApp: new Map(),
  builtin: new Map(),
};

/** A keyword or implied key claimed by two families is a programming error. */
export function composeMenu(manifests: readonly ModuleManifest[]): MenuTable {
  const keywords = new Map<string, string>();
  const implied = new Map<string, readonly string[]>();
  const hidden = new Set<string>();
  const inApp = new Map<string, InAppEntry>();
  const builtin = new Map<string, readonly InAppEntry[]>();
  for (const { module, menu } of manifests) {
    for (const [keyword, route] of Object.entries(menu?.keywords ?? {})) {
      if (keywords.has(keyword)) throw new Error(`Menu keyword ${keyword} is declared twice (${module})`);
      keywords.set(keyword, route);
    }
    for (const [route, names] of Object.entries(menu?.impliedRoutes ?? {})) {
      if (implied.has(route)) throw new Error(`Implied routes of ${route} are declared twice (${module})`);
      implied.set(route, names);
    }
    for (const name of menu?.hidden ?? []) hidden.add(name);
    for (const [keyword, entry] of Object.entries(menu?.inApp ?? {})) {
      if (inApp.has(keyword)) throw new Error(`In-app entry ${keyword} is declared twice (${module})`);
      inApp.set(keyword, entry);
    }
    for (const [keyword, entries] of Object.entries(menu?.builtin ?? {})) {
      if (builtin.has(keyword)) throw new Error(`Built-in view ${keyword} is declared twice (${module})`);
      if (entries.length === 0) throw new Error(`Built-in view ${keyword} names no screen (${module})`);
      builtin.set(keyword, entries);
    }
  }
  return { keywords, implied, hidden, inApp, builtin };
}
