import type { ModuleManifest } from './manifest.ts';

/** Every stash key of spec 3, by what it holds. */
export interface StashKeyTable {
  /** Keys holding the JSON of {id, type} (approval details). */
  order: ReadonlySet<string>;
  /** Keys holding a bare order id. */
  id: ReadonlySet<string>;
}

export const EMPTY_STASH_KEYS: StashKeyTable = { order: new Set(), id: new Set() };

/** Two families sharing a key would read each other's orders: a programming error. */
export function composeStashKeys(manifests: readonly ModuleManifest[]): StashKeyTable {
  const order = new Set<string>();
  const id = new Set<string>();
  const add = (set: Set<string>, key: string, module: string): void => {
    if (order.has(key) || id.has(key)) throw new Error(`Stash key ${key} is declared twice (${module})`);
    set.add(key);
  };
  for (const { module, stashKeys } of manifests) {
    for (const key of stashKeys?.order ?? []) add(order, key, module);
    for (const key of stashKeys?.id ?? []) add(id, key, module);
  }
  return { order, id };
}
