import { inArray } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { companies, departments, permissionRuleChildren, permissionRules, staff } from '../db/schema.ts';
import type { Tenant, TenantRegistry } from '../tenants.ts';
import { hashPassword } from '../identity/passwords.ts';
import { sha256Hex } from '../crypto.ts';
import { DEMO_PASSWORD, demoLoginCode, demoOpenid, demoRules, seedDepartments, seedStaff } from './data.ts';
import { seedId } from './ids.ts';
import { families } from '../../families/index.ts';
import { inCompany } from '../db/scoped.ts';

/** One seed step for one company; steps must be idempotent. A family adds its demo rows in its `seed`. */
export type SeedStep = (db: Database, company: { id: string; tenant: Tenant }) => Promise<void>;
/** The platform's rows (companies, departments, staff, rules), then every family's steps (families/index.ts), in list order. */
export const platformSeedSteps: SeedStep[] = [seedCompanyRows, seedDepartmentRows, seedStaffRows, seedRuleRows];
export const seedSteps: SeedStep[] = [...platformSeedSteps, ...families.flatMap((f) => f.seed)];

export interface SeedOptions {
  /** Only these company ids (default: every company id of every tenant). */
  companyIds?: string[];
  steps?: SeedStep[];
}

export interface SeedReport {
  companies: number;
  created: number;
}

export function companyName(tenant: Tenant, companyId: string): string {
  const n = tenant.companyIds.indexOf(companyId);
  return n <= 0 ? tenant.displayName : `${tenant.displayName}${n + 1}部`;
}

/** Company ids of the tenants that have no company row yet. */
export async function missingCompanies(db: Database, tenants: TenantRegistry): Promise<string[]> {
  const all = tenants.tenants.flatMap((t) => t.companyIds);
  if (all.length === 0) return [];
  const rows = await db.select({ id: companies.companyId }).from(companies).where(inArray(companies.companyId, all));
  const have = new Set(rows.map((r) => r.id));
  return all.filter((id) => !have.has(id));
}

/**
 * Idempotent seed: one company per company id of tenants/*\/tenant.json, with departments, the demo
 * staff and the permission rules (its tenant's menu, data.ts demoRules). Existing rows are left as
 * they are (a changed password stays).
 */
export async function seed(db: Database, tenants: TenantRegistry, options: SeedOptions = {}): Promise<SeedReport> {
  const wanted = options.companyIds ? new Set(options.companyIds) : null;
  const before = await db.select({ id: companies.companyId }).from(companies);
  const existing = new Set(before.map((r) => r.id));
  let count = 0;
  for (const tenant of tenants.tenants) {
    for (const id of tenant.companyIds) {
      if (wanted && !wanted.has(id)) continue;
      count++;
      await db.transaction(async (tx) => {
        for (const step of options.steps ?? seedSteps) await step(tx as unknown as Database, { id, tenant });
      });
    }
  }
  const after = await db.select({ id: companies.companyId }).from(companies);
  return { companies: count, created: after.filter((r) => !existing.has(r.id)).length };
}

export async function seedCompanyRows(db: Database, { id, tenant }: { id: string; tenant: Tenant }): Promise<void> {
  await db
    .insert(companies)
    .values({
      companyId: id,
      name: companyName(tenant, id),
      type: tenant.type,
      mainColor: tenant.mainColor ?? null,
      assetDir: tenant.assetDir ?? null,
    })
    .onConflictDoNothing();
}

export async function seedDepartmentRows(db: Database, { id }: { id: string }): Promise<void> {
  await db
    .insert(departments)
    .values(seedDepartments.map((d, i) => ({ companyId: id, id: seedId(id, `department:${d.key}`), name: d.name, sort: i })))
    .onConflictDoNothing();
}

/**
 * The demo password is public (the start banner prints it), so one scrypt hash serves every demo
 * account: a first start hashed it once per account of every company, a quarter of the seed's time.
 */
let demoPasswordHash: Promise<string> | null = null;

async function seedStaffRows(db: Database, { id }: { id: string }): Promise<void> {
  const have = new Set((await db.select({ id: staff.id }).from(staff).where(inCompany(staff, id))).map((r) => r.id));
  const missing = seedStaff.filter((s) => !have.has(seedId(id, `staff:${s.key}`)));
  if (missing.length === 0) return;
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoPasswordHash;
  await db
    .insert(staff)
    .values(
      missing.map((s) => ({
        companyId: id,
        id: seedId(id, `staff:${s.key}`),
        name: s.name,
        phone: s.phone,
        openid: s.wechat ? demoOpenid(id) : null,
        loginCodeHash: s.wechat ? sha256Hex(demoLoginCode(id)) : null,
        passwordHash,
        role: s.role,
        departmentId: seedId(id, `department:${s.department}`),
        isPatrolman: s.isPatrolman ?? false,
        isRepairman: s.isRepairman ?? false,
        isOff3driver: s.isOff3driver ?? false,
      })),
    )
    .onConflictDoNothing();
}

export async function seedRuleRows(db: Database, { id, tenant }: { id: string; tenant: Tenant }): Promise<void> {
  const name = companyName(tenant, id);
  const seedRules = demoRules(tenant.type);
  await db
    .insert(permissionRules)
    .values(
      seedRules.map((r, i) => ({
        companyId: id,
        id: seedId(id, `rule:${r.keyword}`),
        name: r.name,
        keyword: r.keyword,
        isActive: r.isActive ?? true,
        roles: r.roles ?? null,
        sort: i,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(permissionRuleChildren)
    .values(
      seedRules.flatMap((r) =>
        r.child.map((c, j) => ({
          companyId: id,
          id: seedId(id, `rule:${r.keyword}:${c.keyword}`),
          ruleId: seedId(id, `rule:${r.keyword}`),
          name: c.name.replace('{company}', name),
          keyword: c.keyword,
          ico: c.ico,
          isShow: c.isShow ?? true,
          roles: c.roles ?? null,
          sort: j,
        })),
      ),
    )
    .onConflictDoNothing();
}
