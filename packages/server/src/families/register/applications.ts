import { desc, eq } from 'drizzle-orm';
import { REGISTER_KIND_LABELS, REGISTER_STATUS_LABELS, type RegisterApplication } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { localDateTime } from '../../platform/time.ts';
import { registerApplications as apps } from './schema.ts';

export type ApplicationRow = typeof apps.$inferSelect;

export function applicationView(row: ApplicationRow, department: string | null): RegisterApplication {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: REGISTER_KIND_LABELS[row.kind],
    status: row.status,
    status_label: REGISTER_STATUS_LABELS[row.status],
    name: row.name,
    phone: row.phone,
    department,
    job: row.job,
    student_no: row.studentNo,
    class_name: row.className,
    reject_reason: row.rejectReason,
    order_id: row.orderId,
    submitted_time: localDateTime(row.createdAt),
    decided_time: localDateTime(row.decidedAt),
  };
}

/** The phone's latest application in the company (register_applications_phone_idx). */
export async function latestApplication(db: Database, companyId: string, phone: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(apps)
    .where(inCompany(apps, companyId, eq(apps.phone, phone)))
    .orderBy(desc(apps.createdAt), desc(apps.id))
    .limit(1);
  return row;
}
