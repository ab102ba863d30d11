import { createContext, useContext, type ReactNode } from 'react';
import { CartStore } from './cart-store.ts';
import { LayoutStore } from './layout-store.ts';
import { PermissionStore } from './permission-store.ts';
import { SessionStore } from './session-store.ts';

export interface Stores {
  layout: LayoutStore;
  session: SessionStore;
  permissions: PermissionStore;
  cart: CartStore;
}

export function createStores(): Stores {
  return {
    layout: new LayoutStore(),
    session: new SessionStore(),
    permissions: new PermissionStore(),
    cart: new CartStore(),
  };
}

const StoresContext = createContext<Stores | null>(null);

export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (stores === null) throw new Error('useStores needs a <StoresProvider>');
  return stores;
}
