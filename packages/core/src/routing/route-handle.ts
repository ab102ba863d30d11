import { createContext, useContext } from 'react';

/** What every route carries: its name, Chinese title, public flag and absolute path. */
export interface RouteHandle {
  name: string;
  title: string;
  public: boolean;
  fullPath: string;
}

export const RouteHandleContext = createContext<RouteHandle | null>(null);

/** The handle of the route whose screen is rendering (its title, name...). */
export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
