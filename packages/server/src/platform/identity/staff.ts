import { and, eq } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { AuthData, StaffRecord } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { companies, departments, staff } from '../db/schema.ts';
import type { TenantRegistry } from '../tenants.ts';
import { inCompany } from '../db/scoped.ts';

export type StaffRow = InferSelectModel<typeof staff>;
export type CompanyRow = InferSelectModel<typeof companies>;

const staffWithCompany = {
  staff,
  company: companies,
  departmentName: departments.name,
};

function baseQuery(db: Database) {
  return db
    .select(staffWithCompany)
    .from(staff)
    .innerJoin(companies, eq(companies.companyId, staff.companyId))
    .leftJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)));
}
export type StaffWithCompany = Awaited<ReturnType<typeof baseQuery>>[number];

/** A staff of a company by id: always scoped by the company. */
export async function findStaffById(db: Database, companyId: string, staffId: string): Promise<StaffWithCompany | undefined> {
  const rows = await baseQuery(db)
    .where(inCompany(staff, companyId, eq(staff.id, staffId), eq(staff.isActive, true)))
    .limit(1);
  return rows[0];
}

export async function findStaffByPhone(db: Database, companyId: string, phone: string): Promise<StaffWithCompany | undefined> {
  const rows = await baseQuery(db)
    .where(inCompany(staff, companyId, eq(staff.phone, phone), eq(staff.isActive, true)))
    .limit(1);
  return rows[0];
}

export async function findStaffByOpenid(db: Database, companyId: string, openid: string): Promise<StaffWithCompany | undefined> {
  const rows = await baseQuery(db)
    .where(inCompany(staff, companyId, eq(staff.openid, openid), eq(staff.isActive, true)))
    .limit(1);
  return rows[0];
}

/** {p, openid} names no company: every active staff with that openid, in any company. */
export async function findStaffByOpenidAnyCompany(db: Database, openid: string): Promise<StaffWithCompany[]> {
  return baseQuery(db)
    .where(and(eq(staff.openid, openid), eq(staff.isActive, true)))
    .limit(20);
}

type StaffFields = Pick<StaffRow, 'id' | 'name' | 'phone' | 'role' | 'departmentId' | 'isPatrolman' | 'isRepairman' | 'isOff3driver'>;
type CompanyFields = Pick<CompanyRow, 'companyId' | 'name' | 'type' | 'mainColor' | 'assetDir'>;
export interface StaffRecordSource {
  staff: StaffFields;
  company: CompanyFields;
  departmentName: string | null;
}

/** AuthData without the token: staff fields, flags, and the company with its skin (from the tenant descriptor). */
export function staffRecord(row: StaffRecordSource, tenants: TenantRegistry): StaffRecord {
  const { staff: s, company: c } = row;
  const skin = tenants.skin(c.companyId) ?? {
    id: c.companyId,
    type: c.type as AuthData['company']['type'],
    mainColor: c.mainColor,
    assetDir: c.assetDir,
  };
  return {
    user_id: s.id,
    name: s.name,
    phone: s.phone,
    company_id: c.companyId,
    company: { ...skin, name: c.name },
    department: row.departmentName,
    department_id: s.departmentId,
    role: s.role,
    is_patrolman: s.isPatrolman,
    is_repairman: s.isRepairman,
    is_off3driver: s.isOff3driver,
    is_approver: s.role === 'approver' || s.role === 'admin',
    is_admin: s.role === 'admin',
  };
}

export function authData(row: StaffRecordSource, tenants: TenantRegistry, token: string): AuthData {
  return { token, ...staffRecord(row, tenants) };
}

/** The stored password hash of a staff (only the password routes read it). */
export async function passwordHashOf(db: Database, companyId: string, staffId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: staff.passwordHash })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.id, staffId)))
    .limit(1);
  return row?.hash ?? null;
}
