import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newPasswordSchema } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { staff } from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { seedId } from './ids.ts';
import { seedCompanyRows, seedDepartmentRows, seedRuleRows, type SeedStep } from './seed.ts';
import { inCompany } from '../db/scoped.ts';

/** The first administrator of each company of a production start (INITIAL_ADMIN_*). */
export interface InitialAdmin {
  phone: string;
  name: string;
  /** INITIAL_ADMIN_PASSWORD; null: a random one is generated and printed once. */
  password: string | null;
}

export interface InitialAdminResult {
  phone: string;
  /** Set only when generated here: shown once on the console, stored nowhere in clear. */
  generatedPassword: string | null;
}

/** A password for the first login (the admin changes it at once). */
const generatePassword = (): string => `${randomBytes(12).toString('base64url')}A1`;

/** Refuses a weak INITIAL_ADMIN_PASSWORD at start, with the rule it breaks. */
export function checkInitialAdminPassword(password: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) throw new Error(`INITIAL_ADMIN_PASSWORD: ${result.error.issues[0]?.message ?? 'too weak'}`);
}

/**
 * Production seed steps: the company, its departments and permission rules, and one admin. No demo
 * staff, no demo openids or login codes, no demo orders. Idempotent: an existing admin is kept.
 */
export function productionSeedSteps(admin: InitialAdmin): { steps: SeedStep[]; result: InitialAdminResult } {
  const password = admin.password ?? generatePassword();
  if (admin.password) checkInitialAdminPassword(admin.password);
  const result: InitialAdminResult = { phone: admin.phone, generatedPassword: null };
  let hash: Promise<string> | null = null;
  const seedAdmin: SeedStep = async (db: Database, { id }) => {
    const adminId = seedId(id, 'staff:initial-admin');
    const [existing] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(inCompany(staff, id, eq(staff.phone, admin.phone)))
      .limit(1);
    if (existing) return;
    hash ??= hashPassword(password);
    await db
      .insert(staff)
      .values({
        companyId: id,
        id: adminId,
        name: admin.name,
        phone: admin.phone,
        passwordHash: await hash,
        role: 'admin',
        departmentId: seedId(id, 'department:admin'),
      })
      .onConflictDoNothing();
    if (!admin.password) result.generatedPassword = password;
  };
  return { steps: [seedCompanyRows, seedDepartmentRows, seedRuleRows, seedAdmin], result };
}
