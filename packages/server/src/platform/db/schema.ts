/**
 * The platform's shared tables (companies, departments, staff, tokens, rules, push messages, codes,
 * WeChat tickets); the order engine's tables are in ../orders/schema.ts and each family's in
 * families/<family>/schema.ts (drizzle.config.ts reads them all). Every table carries company_id,
 * and every primary key and every foreign key that joins tenant data starts with company_id, so the
 * schema can be distributed by company_id (Citus: `SELECT create_distributed_table('<table>',
 * 'company_id')`) without changes.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

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
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The department head (approval chains' `department_head` steps); a staff id of the same company. */
    headStaffId: uuid('head_staff_id'),
    /** Active staff in the department, kept by a trigger on staff (migration 0011): the picker reads it instead of counting. */
    staffCount: integer('staff_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('departments_sort_idx').on(t.companyId, t.sort, t.name, t.id)],
);

export const staffRoles = ['staff', 'approver', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staff = pgTable(
  'staff',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
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
    // The picker: a department's staff by name, and the head counts per department.
    index('staff_department_name_idx')
      .on(t.companyId, t.departmentId, t.name, t.id)
      .where(sql`is_active`),
    // A search by the start of a name (a surname: 王 matches a tenth of a large company) read in name
    // order: lower() for Latin names, the C collation so a prefix is one range of the index.
    index('staff_name_prefix_idx')
      .on(t.companyId, sql`lower(name) COLLATE "C"`, t.id)
      .where(sql`is_active`),
    // Staff search by part of a name or phone (pg_trgm, migration 0011 creates the extension).
    index('staff_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('staff_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
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
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
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
    // Ascending, walked backwards: the message list's "newest first, ties by id"; the partial one
    // serves the unread list and the unread count.
    index('push_messages_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.id),
    index('push_messages_unread_idx')
      .on(t.companyId, t.staffId, t.createdAt, t.id)
      .where(sql`read_at IS NULL`),
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

/**
 * One-time codes to a phone that may be nobody's account yet (registration, a guest's sign-up,
 * binding a phone): platform/identity/phone-codes.ts. Keyed by (company, phone, purpose); the
 * newest live one counts.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('phone_codes_phone_idx').on(t.companyId, t.phone, t.purpose, t.createdAt)],
);

/**
 * The native shell's device bound to an account (issue 40, /login/bindHardware): one per account (the
 * primary key), so of two devices binding at once one wins. An account with a bound device signs in
 * by password only on it.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    companyId: uuid('company_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    boundAt: ts('bound_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
  ],
);

/** A company's sign-in rule (issue 40): every account must sign in on its bound device. No row: not required. */
export const loginDevicePolicies = pgTable('login_device_policies', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  requireBoundDevice: boolean('require_bound_device').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});

export const wechatTickets = pgTable('wechat_tickets', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  appid: text('appid').notNull(),
  ticket: text('ticket').notNull(),
  local: boolean('local').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * The counts behind the human-readable numbers (src/platform/numbers/numbers.ts): one row per company
 * and key (a kind of number and its day, `shop_order:2026-11-28`), moved by one atomic upsert, so a
 * number is unique by construction (issue 34).
 */
export const numberCounters = pgTable(
  'number_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    key: text('key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
