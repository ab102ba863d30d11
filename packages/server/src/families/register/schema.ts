/**
 * The register family's tables (issue 40). A registration makes its account at once, inactive while
 * it waits for approval: the staff table's unique (company, phone) is then the rule "one account per
 * phone per company", and the approval order's applicant is that account.
 */
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, departments, staff } from '../../platform/db/schema.ts';

/** A company's registration rules (no row: the defaults, false and false). */
export const registerSettings = pgTable('register_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  /** Students wait for approval (order type studentRegister) instead of being active at once. */
  studentNeedsApproval: boolean('student_needs_approval').notNull().default(false),
  /** Staff may register without approval with an invitation code (quickRegister). */
  quickRegister: boolean('quick_register').notNull().default(false),
  updatedAt: ts('updated_at'),
});

export const registerKinds = ['student', 'staff', 'quick'] as const;
export type RegisterKind = (typeof registerKinds)[number];
export const applicationStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Every registration, with what the account does not hold (student number, class, job) and where it stands. */
export const registerApplications = pgTable(
  'register_applications',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<RegisterKind>().notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    studentNo: text('student_no'),
    className: text('class_name'),
    job: text('job'),
    departmentId: uuid('department_id'),
    /** The account: inactive until approved. */
    staffId: uuid('staff_id').notNull(),
    /** The approval order (staffRegister / studentRegister); null when none was needed. */
    orderId: uuid('order_id'),
    invitationId: uuid('invitation_id'),
    status: text('status').$type<ApplicationStatus>().notNull(),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    /** The applicant was told the decision by SMS (the sweep claims it); set at once when nothing was to decide. */
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.departmentId], foreignColumns: [departments.companyId, departments.id] }),
    // One application waiting per phone; a student number registers once per company.
    uniqueIndex('register_applications_pending_phone_uq')
      .on(t.companyId, t.phone)
      .where(sql`status = 'pending'`),
    uniqueIndex('register_applications_student_no_uq')
      .on(t.companyId, t.studentNo)
      .where(sql`student_no IS NOT NULL AND status IN ('pending', 'approved')`),
    uniqueIndex('register_applications_order_uq').on(t.companyId, t.orderId),
    index('register_applications_phone_idx').on(t.companyId, t.phone, t.createdAt),
    // The decision SMS sweep (across companies): only decided, untold rows.
    index('register_applications_untold_idx')
      .on(t.decidedAt)
      .where(sql`notified_at IS NULL AND decided_at IS NOT NULL`),
  ],
);

/** Invitation codes of quickRegister (shown as a QR code of the registration link). */
export const registerInvitations = pgTable(
  'register_invitations',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    departmentId: uuid('department_id').notNull(),
    job: text('job'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Null: any number of registrations until it expires. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('register_invitations_code_uq').on(t.companyId, t.code),
    foreignKey({ columns: [t.companyId, t.departmentId], foreignColumns: [departments.companyId, departments.id] }),
    foreignKey({ columns: [t.companyId, t.createdBy], foreignColumns: [staff.companyId, staff.id] }),
    index('register_invitations_created_idx').on(t.companyId, t.createdAt, t.id),
  ],
);
