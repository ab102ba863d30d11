/** The bundle's baked-in defaults (window.__HUB_TENANT__, written by build/html.ts). */
export interface TenantConfig {
  /** Company type of this bundle, or null for the default bundle. */
  type: string | null;
  title: string;
  displayName: string;
  defaultCompanyId: string | null;
  /** Companies this bundle serves; empty for the default bundle, which serves every company. */
  companyIds: string[];
  mainColor: string | null;
  /** Folder inside the bundle with logo.svg, favicon.svg, login-bg.svg. */
  brandDir: string;
  privateMode: boolean;
}

declare global {
  interface Window {
    __HUB_TENANT__?: TenantConfig;
  }
}

const FALLBACK: TenantConfig = {
  type: null,
  title: '',
  displayName: '',
  defaultCompanyId: null,
  companyIds: [],
  mainColor: null,
  brandDir: 'default-brand',
  privateMode: false,
};

export function tenantConfig(): TenantConfig {
  return (typeof window !== 'undefined' && window.__HUB_TENANT__) || FALLBACK;
}

/** URL of a brand asset of this bundle (logo.svg, login-bg.svg...). */
export function brandAsset(file: string, config: TenantConfig = tenantConfig()): string {
  return `./${config.brandDir}/${file}`;
}
