import { NO_MODULES, type ComposedModules } from './compose-modules.ts';

/** The family tables the runtime rules read (push centre, sign-in, approval screens). */
export type ModuleTables = Omit<ComposedModules, 'routes'>;

let installed: ModuleTables = NO_MODULES;

/** Called once by app's main.tsx with its composed list, before the runtime starts. */
export function installModules(composed: ModuleTables): void {
  installed = composed;
}

export function installedModules(): ModuleTables {
  return installed;
}
