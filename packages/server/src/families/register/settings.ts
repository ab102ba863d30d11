import { eq, ilike, asc, and } from 'drizzle-orm';
import type { Page, RegisterDepartment, RegisterSettings } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { departments } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { registerSettings } from './schema.ts';

/** A company's registration rules; no row: neither students wait nor quick registration is open. */
export async function settingsOf(db: Database, companyId: string): Promise<RegisterSettings> {
  const [row] = await db.select().from(registerSettings).where(eq(registerSettings.companyId, companyId));
  return { student_needs_approval: row?.studentNeedsApproval ?? false, quick_register: row?.quickRegister ?? false };
}

export async function saveSettings(db: Database, companyId: string, body: RegisterSettings, now: Date): Promise<RegisterSettings> {
  const values = { studentNeedsApproval: body.student_needs_approval, quickRegister: body.quick_register, updatedAt: now };
  await db
    .insert(registerSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: registerSettings.companyId, set: values });
  return settingsOf(db, companyId);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** staffSelDepart: the company's departments in their order (departments_sort_idx), ?search= part of the name. */
export async function departmentPage(
  db: Database,
  companyId: string,
  query: { page: number; page_size: number; search?: string | undefined },
): Promise<Page<RegisterDepartment>> {
  const search = query.search?.trim();
  const where = search
    ? inCompany(departments, companyId, ilike(departments.name, `%${escapeLike(search)}%`))
    : and(inCompany(departments, companyId));
  const order = [asc(departments.companyId), asc(departments.sort), asc(departments.name), asc(departments.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, departments, where, query.page, query.page_size, order),
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset(offsetOf(query.page, query.page_size)),
  ]);
  return toPage(total, query.page, query.page_size, rows);
}
