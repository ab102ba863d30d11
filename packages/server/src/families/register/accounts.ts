/**
 * The accounts registration makes (issue 40). One account per phone per company is the staff
 * table's unique (company, phone): every path inserts with ON CONFLICT DO NOTHING, so of 50
 * registrations of one phone at once one account exists. An account waiting for approval is stored
 * inactive; a former applicant's inactive account (rejected, cancelled) is taken again by his next
 * registration, never an account that was made otherwise.
 */
import { and, desc, eq } from 'drizzle-orm';
import { registerMessages as M } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import type { ApplicationData } from './application-data.ts';
import { registerApplications as apps, type ApplicationStatus } from './schema.ts';

const phoneError = (message: string) => new ValidationError({ phone: [message] });

/**
 * The account a registration of `phone` may use: null for a new one; the id of a former applicant's
 * inactive account; a 400 on the phone when an active account or a waiting application has it, or
 * when the inactive account was not made by registration (a disabled staff is re-enabled by an admin).
 */
export async function reusableAccount(db: Database, companyId: string, phone: string): Promise<string | null> {
  const [holder] = await db
    .select({ id: staff.id, isActive: staff.isActive })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.phone, phone)))
    .limit(1);
  if (!holder) return null;
  const applications = await db
    .select({ status: apps.status })
    .from(apps)
    .where(inCompany(apps, companyId, eq(apps.phone, phone), eq(apps.staffId, holder.id)))
    .orderBy(desc(apps.createdAt))
    .limit(1);
  if (applications[0]?.status === 'pending') throw phoneError(M.phonePending);
  if (holder.isActive || applications.length === 0) throw phoneError(M.phoneRegistered);
  return holder.id;
}

/**
 * Stores the account `staffId` for the registration, active or not: a new row, or the former
 * applicant's inactive row (locked) when `staffId` is his. Any other holder of the phone (an account
 * made meanwhile, a registration that won a race) is a 400.
 */
export async function claimAccount(
  tx: Database,
  companyId: string,
  staffId: string,
  data: ApplicationData,
  active: boolean,
): Promise<void> {
  const inserted = await tx
    .insert(staff)
    .values({
      companyId,
      id: staffId,
      name: data.name,
      phone: data.phone,
      departmentId: data.department_id,
      role: 'staff',
      isActive: active,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (inserted.length === 1) return;
  const [holder] = await tx
    .select({ id: staff.id, isActive: staff.isActive })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.phone, data.phone)))
    .for('update');
  if (!holder || holder.isActive) throw phoneError(M.phoneRegistered);
  // another registration of the phone won the race
  if (holder.id !== staffId) throw phoneError(M.phonePending);
  await tx
    .update(staff)
    .set({ name: data.name, departmentId: data.department_id, isActive: active })
    .where(inCompany(staff, companyId, eq(staff.id, staffId)));
}

/** beforeSubmit of the registration orders: the applicant's account, inactive until approved. */
export async function storeApplicantAccount(tx: Database, companyId: string, staffId: string, data: ApplicationData): Promise<void> {
  await claimAccount(tx, companyId, staffId, data, false);
}

/**
 * The application row: pending with its order, or approved at once. The partial unique indexes
 * refuse a second waiting application of the phone and a student number registered already.
 */
export async function recordApplication(
  tx: Database,
  companyId: string,
  staffId: string,
  data: ApplicationData,
  at: { orderId: string | null; now: Date; status?: ApplicationStatus },
): Promise<void> {
  const status = at.status ?? 'pending';
  const decided = status === 'pending' ? null : at.now;
  const inserted = await tx
    .insert(apps)
    .values({
      companyId,
      id: data.application_id,
      kind: data.kind,
      phone: data.phone,
      name: data.name,
      studentNo: data.student_no,
      className: data.class_name,
      job: data.job,
      departmentId: data.department_id,
      staffId,
      orderId: at.orderId,
      invitationId: data.invitation_id,
      status,
      createdAt: at.now,
      decidedAt: decided,
      // nothing to tell by SMS when nobody decided
      notifiedAt: decided,
    })
    .onConflictDoNothing()
    .returning({ id: apps.id });
  if (inserted.length === 1) return;
  const [waiting] = await tx
    .select({ id: apps.id })
    .from(apps)
    .where(inCompany(apps, companyId, eq(apps.phone, data.phone), eq(apps.status, 'pending')))
    .limit(1);
  if (waiting) throw phoneError(M.phonePending);
  throw new ValidationError({ student_no: [M.studentNoTaken] });
}

/** onApproved: the account becomes active in its department; the application says approved (the SMS sweep tells him). */
export async function activateApplication(tx: Database, companyId: string, orderId: string, now: Date): Promise<void> {
  const [app] = await tx
    .update(apps)
    .set({ status: 'approved', decidedAt: now })
    .where(inCompany(apps, companyId, eq(apps.orderId, orderId), eq(apps.status, 'pending')))
    .returning({ staffId: apps.staffId, departmentId: apps.departmentId });
  if (!app) throw badRequest(M.noApplication);
  await tx
    .update(staff)
    .set({ isActive: true, departmentId: app.departmentId })
    .where(and(inCompany(staff, companyId, eq(staff.id, app.staffId)), eq(staff.isActive, false)));
}

/** A rejection or cancellation: the application closes, the account stays inactive. */
export async function closeApplication(
  tx: Database,
  companyId: string,
  orderId: string,
  status: 'rejected' | 'cancelled',
  reason: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(apps)
    .set({ status, rejectReason: reason, decidedAt: now })
    .where(inCompany(apps, companyId, eq(apps.orderId, orderId), eq(apps.status, 'pending')));
}
