import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from './tenants.ts';

/** Folder (inside every bundle) holding the default brand assets. */
export const DEFAULT_BRAND_DIR = 'default-brand';
export const DEFAULT_BRAND_SOURCE = join(import.meta.dirname, 'default-brand');

/** What a bundle bakes in: the tenant's defaults, or the default brand. */
export interface BundleBrand {
  /** Tenant type, or null for the default bundle. */
  type: string | null;
  title: string;
  displayName: string;
  defaultCompanyId: string | null;
  /** Companies this bundle serves (empty for the default bundle, which serves all). */
  companyIds: string[];
  mainColor: string | null;
  /** Folder inside the bundle with logo.svg, favicon.svg and login-bg.svg. */
  brandDir: string;
  /** Source folder the brand assets are copied from. */
  brandSource: string;
  privateMode: boolean;
  themeCss: string;
}

export function defaultBrand(): BundleBrand {
  const brand = JSON.parse(readFileSync(join(DEFAULT_BRAND_SOURCE, 'brand.json'), 'utf8')) as { title: string; displayName: string };
  return {
    type: null,
    title: brand.title,
    displayName: brand.displayName,
    defaultCompanyId: null,
    companyIds: [],
    mainColor: null,
    brandDir: DEFAULT_BRAND_DIR,
    brandSource: DEFAULT_BRAND_SOURCE,
    privateMode: false,
    themeCss: '',
  };
}

export function tenantBrand(tenant: Tenant): BundleBrand {
  return {
    type: tenant.type,
    title: tenant.title,
    displayName: tenant.displayName,
    defaultCompanyId: tenant.defaultCompanyId,
    companyIds: tenant.companyIds,
    mainColor: tenant.mainColor ?? null,
    brandDir: tenant.assetDir ?? DEFAULT_BRAND_DIR,
    brandSource: tenant.assetDir === undefined ? DEFAULT_BRAND_SOURCE : join(tenant.dir, tenant.assetDir),
    privateMode: tenant.privateMode,
    themeCss: tenant.themeCss,
  };
}
