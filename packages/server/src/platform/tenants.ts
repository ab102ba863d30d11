import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { companyTypeSchema, type CompanySkin, type CompanyType } from '@campus/contracts';
import { defaultTenantsDir } from './paths.ts';

/** tenants/<type>/tenant.json, as far as the server needs it. */
const tenantSchema = z.object({
  type: companyTypeSchema,
  displayName: z.string().min(1),
  title: z.string().min(1),
  companyIds: z.array(z.string().min(1)).min(1),
  defaultCompanyId: z.string().min(1),
  mainColor: z.string().optional(),
  assetDir: z.string().optional(),
  privateMode: z.boolean().default(false),
});
export type Tenant = z.infer<typeof tenantSchema>;

export interface TenantRegistry {
  readonly tenants: readonly Tenant[];
  /** The tenant whose companyIds contain the id. */
  byCompanyId(companyId: string): Tenant | undefined;
  /** Skin of a company: type, mainColor and assetDir from its tenant descriptor. */
  skin(companyId: string): CompanySkin | undefined;
}

export function loadTenants(dir: string = defaultTenantsDir): TenantRegistry {
  const tenants: Tenant[] = [];
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name, 'tenant.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const parsed = tenantSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
      tenants.push(parsed.data);
    }
  }
  tenants.sort((a, b) => a.type.localeCompare(b.type));
  return tenantRegistry(tenants);
}

export function tenantRegistry(tenants: Tenant[]): TenantRegistry {
  const byId = new Map<string, Tenant>();
  for (const t of tenants) for (const id of t.companyIds) byId.set(id, t);
  return {
    tenants,
    byCompanyId: (id) => byId.get(id),
    skin(id) {
      const t = byId.get(id);
      if (!t) return undefined;
      return { id, type: t.type as CompanyType, mainColor: t.mainColor ?? null, assetDir: t.assetDir ?? null };
    },
  };
}
