/**
 * The hub's tables. Every table carries company_id, and every primary key and every foreign key
 * that joins tenant data starts with company_id, so the schema can be distributed by company_id
 * (Citus: `SELECT create_distributed_table('<table>', 'company_id')`) without changes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const companies = pgTable('companies', {
  companyId: uuid('company_id').primaryKey(),
  name: text('name').notNull(),
  /** Tenant type at seed time; the tenant descriptor wins at runtime. */
  type: text('type').notNull(),
  mainColor: text('main_color'),
  assetDir: text('asset_dir'),
  createdAt: createdAt(),
});

export const departments = pgTable(
  'departments',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The department head (approval chains' `department_head` steps); a staff id of the same company. */
    headStaffId: uuid('head_staff_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const staffRoles = ['staff', 'approver', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staff = pgTable(
  'staff',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    openid: text('openid'),
    /** SHA-256 (hex) of the `p` login code, for {p, openid} login. */
    loginCodeHash: text('login_code_hash'),
    /** scrypt$N$r$p$salt$hash */
    passwordHash: text('password_hash'),
    role: text('role').$type<StaffRole>().notNull().default('staff'),
    departmentId: uuid('department_id'),
    isPatrolman: boolean('is_patrolman').notNull().default(false),
    isRepairman: boolean('is_repairman').notNull().default(false),
    isOff3driver: boolean('is_off3driver').notNull().default(false),
    /** May publish notices and surveys (admins always may). */
    canPublish: boolean('can_publish').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    passwordChangedAt: ts('password_changed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.departmentId], foreignColumns: [departments.companyId, departments.id] }),
    uniqueIndex('staff_company_phone_uq').on(t.companyId, t.phone),
    uniqueIndex('staff_company_openid_uq').on(t.companyId, t.openid),
    /** {p, openid} login names no company: the one lookup across companies. */
    index('staff_openid_idx').on(t.openid),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    companyId: uuid('company_id').notNull(),
    /** SHA-256 (hex) of the whole token string; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    staffId: uuid('staff_id').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.tokenHash] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    index('auth_tokens_staff_idx').on(t.companyId, t.staffId),
  ],
);

export const permissionRules = pgTable(
  'permission_rules',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    keyword: text('keyword').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Roles that see this entry; null means every role. */
    roles: text('roles').array(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('permission_rules_keyword_uq').on(t.companyId, t.keyword)],
);

export const permissionRuleChildren = pgTable(
  'permission_rule_children',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    name: text('name').notNull(),
    keyword: text('keyword').notNull(),
    ico: text('ico').notNull(),
    isShow: boolean('is_show').notNull().default(true),
    roles: text('roles').array(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.ruleId], foreignColumns: [permissionRules.companyId, permissionRules.id] }).onDelete('cascade'),
    index('permission_rule_children_rule_idx').on(t.companyId, t.ruleId),
  ],
);

export const pushMessages = pgTable(
  'push_messages',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    msgType: text('msg_type').notNull(),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull(),
    senderId: uuid('sender_id'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    index('push_messages_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc()),
    index('push_messages_unread_idx').on(t.companyId, t.staffId).where(sql`read_at IS NULL`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    index('verification_codes_staff_idx').on(t.companyId, t.staffId, t.purpose),
  ],
);

export const wechatTickets = pgTable('wechat_tickets', {
  companyId: uuid('company_id').primaryKey().references(() => companies.companyId),
  appid: text('appid').notNull(),
  ticket: text('ticket').notNull(),
  local: boolean('local').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Orders: one workflow for every module (src/orders/). Status codes and their labels come from the
// order-type registry (src/orders/order-types.ts); the database stores the codes only.

/** An order's displayed fields and the module's raw data. */
export interface OrderPayload {
  fields: { label: string; value: string }[];
  data: Record<string, unknown>;
}

export const orders = pgTable(
  'orders',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    /** A PUSH_MODULES value (the client's approval detail screen). */
    module: text('module').notNull(),
    orderType: text('order_type').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    title: text('title').notNull(),
    status: integer('status').notNull(),
    payload: jsonb('payload').$type<OrderPayload>().notNull(),
    rejectReason: text('reject_reason'),
    /** Bumped by every transition: `UPDATE ... WHERE version = $read` makes concurrent transitions exclusive. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    approvedAt: ts('approved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.applicantId], foreignColumns: [staff.companyId, staff.id] }),
    index('orders_applicant_idx').on(t.companyId, t.applicantId, t.createdAt.desc()),
    index('orders_type_status_idx').on(t.companyId, t.orderType, t.status),
  ],
);

/** The audit trail: one row per transition. */
export const orderEvents = pgTable(
  'order_events',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.actorId], foreignColumns: [staff.companyId, staff.id] }),
    index('order_events_order_idx').on(t.companyId, t.orderId, t.createdAt),
  ],
);

export type ChainStepConfig = { kind: 'staff'; staff_id: string } | { kind: 'department_head'; department_id: string };

/** Approval chains configured per company and order type. */
export const approvalChains = pgTable(
  'approval_chains',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    orderType: text('order_type').notNull(),
    steps: jsonb('steps').$type<ChainStepConfig[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.orderType] })],
);

export const approvalStepStates = ['waiting', 'pending', 'approved', 'rejected', 'transferred', 'cancelled'] as const;
export type ApprovalStepStateValue = (typeof approvalStepStates)[number];

/** An order's materialised chain: one row per step, in `seq` order (a transfer inserts a step). */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    approverId: uuid('approver_id').notNull(),
    state: text('state').$type<ApprovalStepStateValue>().notNull(),
    comment: text('comment'),
    /** When the step became pending (the todo list's order). */
    pendingSince: ts('pending_since'),
    actedAt: ts('acted_at'),
    transferredTo: uuid('transferred_to'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.approverId], foreignColumns: [staff.companyId, staff.id] }),
    index('approval_steps_order_idx').on(t.companyId, t.orderId, t.seq),
    index('approval_steps_approver_idx').on(t.companyId, t.approverId, t.state),
  ],
);

// ---------------------------------------------------------------------------------------------
// Custom forms (generic flows).

export interface FormFieldConfig {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select';
  options?: string[];
  required: boolean;
}

export const formTemplates = pgTable(
  'form_templates',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormFieldConfig[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

// ---------------------------------------------------------------------------------------------
// Notices.

export const notices = pgTable(
  'notices',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Readable without login at /public/notices/{id}/ (the #/noticeDetails page). */
    isPublic: boolean('is_public').notNull().default(false),
    authorId: uuid('author_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [staff.companyId, staff.id] }),
    index('notices_company_created_idx').on(t.companyId, t.createdAt.desc()),
    /** The public page names no company: a lookup by id alone (public notices only). */
    index('notices_public_id_idx').on(t.id).where(sql`is_public`),
  ],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    companyId: uuid('company_id').notNull(),
    noticeId: uuid('notice_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    readAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.noticeId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.noticeId], foreignColumns: [notices.companyId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    index('notice_reads_staff_idx').on(t.companyId, t.staffId),
  ],
);

export const noticeComments = pgTable(
  'notice_comments',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    noticeId: uuid('notice_id').notNull(),
    authorId: uuid('author_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.noticeId], foreignColumns: [notices.companyId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [staff.companyId, staff.id] }),
    index('notice_comments_notice_idx').on(t.companyId, t.noticeId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Surveys.

export const surveys = pgTable(
  'surveys',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    authorId: uuid('author_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [staff.companyId, staff.id] }),
    index('surveys_company_created_idx').on(t.companyId, t.createdAt.desc()),
  ],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    surveyId: uuid('survey_id').notNull(),
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    type: text('type').$type<'single' | 'multiple' | 'text'>().notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    required: boolean('required').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete('cascade'),
    index('survey_questions_survey_idx').on(t.companyId, t.surveyId, t.seq),
  ],
);

export interface SurveyAnswerValue {
  question_id: string;
  choice?: number;
  choices?: number[];
  text?: string;
}

/** One answer sheet per staff and survey (the unique key makes a second submit fail, even in a race). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    surveyId: uuid('survey_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    answers: jsonb('answers').$type<SurveyAnswerValue[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.surveyId], foreignColumns: [surveys.companyId, surveys.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    uniqueIndex('survey_responses_staff_uq').on(t.companyId, t.surveyId, t.staffId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Interaction: words left to the administration.

export const leaveWords = pgTable(
  'leave_words',
  {
    companyId: uuid('company_id').notNull().references(() => companies.companyId),
    id: uuid('id').notNull(),
    authorId: uuid('author_id').notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    replierId: uuid('replier_id'),
    repliedAt: ts('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [staff.companyId, staff.id] }),
    index('leave_words_author_idx').on(t.companyId, t.authorId, t.createdAt.desc()),
    index('leave_words_company_created_idx').on(t.companyId, t.createdAt.desc()),
  ],
);
