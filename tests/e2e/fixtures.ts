import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const DEFAULT_PRIMARY = '#1677ff';

export interface TenantInfo {
  type: string | null;
  title: string;
  mainColor: string | null;
  companyIds: string[];
  defaultCompanyId: string | null;
}

function readTenant(project: string): TenantInfo {
  if (project === 'default') {
    const brand = JSON.parse(readFileSync(join(ROOT, 'build', 'default-brand', 'brand.json'), 'utf8')) as { title: string };
    return { type: null, title: brand.title, mainColor: null, companyIds: [], defaultCompanyId: null };
  }
  const raw = JSON.parse(readFileSync(join(ROOT, 'tenants', project, 'tenant.json'), 'utf8')) as TenantInfo & { mainColor?: string };
  return { type: raw.type, title: raw.title, mainColor: raw.mainColor ?? null, companyIds: raw.companyIds, defaultCompanyId: raw.defaultCompanyId };
}

/** '#6FBA2C' -> 'rgb(111, 186, 44)', as computed styles report colours. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

export function expectedPrimary(tenant: TenantInfo): string {
  return rgb(tenant.mainColor ?? DEFAULT_PRIMARY);
}

/** The hash path the app shows now, e.g. '/login'. */
export async function hashPath(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
}

export const test = base.extend<{ tenant: TenantInfo }>({
  tenant: async ({}, use, testInfo) => {
    await use(readTenant(testInfo.project.name));
  },
});

export { expect };
