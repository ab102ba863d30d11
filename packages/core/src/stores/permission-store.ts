import { makeAutoObservable } from 'mobx';

export interface MenuItemView {
  name: string;
  keyword: string;
  module: string;
  ico: string;
  kind: 'route' | 'builtin' | 'external';
  /** In-app path of a whitelisted entry or a built-in view a family serves (a route opens `/${module}` without one). */
  path?: string;
}

export interface MenuSectionView {
  name: string;
  keyword: string;
  items: MenuItemView[];
}

/** Permitted route names and the home menu (spec 3: routerNames, isAuthGetted). */
export class PermissionStore {
  routerNames: string[] = [];
  isAuthGetted = false;
  menu: MenuSectionView[] = [];
  /** Every route name of the composed table: keywords naming one of them are open routes (spec 6). */
  knownRoutes: ReadonlySet<string> = new Set();

  constructor() {
    makeAutoObservable(this);
  }

  get permitted(): ReadonlySet<string> {
    return new Set(this.routerNames);
  }

  setKnownRoutes(names: Iterable<string>): void {
    this.knownRoutes = new Set(names);
  }

  setResolved(routerNames: string[], menu: MenuSectionView[]): void {
    this.routerNames = routerNames;
    this.menu = menu;
    this.isAuthGetted = true;
  }

  reset(): void {
    this.routerNames = [];
    this.menu = [];
    this.isAuthGetted = false;
  }
}
