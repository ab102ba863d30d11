/**
 * The assistant's tables (issue 40): per company, its provider settings and daily quotas; the
 * conversations of a staff, a guest device or a guest account (`owner`); their messages, an answer's
 * text kept as it grows; ratings of answers; daily usage counters; guest accounts and their sessions.
 * A list's index ends in the list's ORDER BY, id last, ascending (walked backwards for newest first).
 */
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies } from '../../platform/db/schema.ts';

/** One row per company that changed the defaults (none: local provider, AI_DEFAULT_QUOTAS). */
export const aiSettings = pgTable('ai_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  /** 'local' | 'openai' */
  kind: text('kind').notNull().default('local'),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  /** Write-only through the API (never answered). */
  apiKey: text('api_key').notNull().default(''),
  perPersonDaily: integer('per_person_daily').notNull(),
  perCompanyDaily: integer('per_company_daily').notNull(),
  /** Guests (aiUser): questions a day per device, and all the company's guests together. */
  perGuestDeviceDaily: integer('per_guest_device_daily').notNull().default(20),
  perCompanyGuestsDaily: integer('per_company_guests_daily').notNull().default(500),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A conversation. `owner`: `staff:<staff id>`, `device:<device id>` (a guest without an account) or
 * `guest:<guest account id>`; a guest's sign-up moves `device:` conversations to `guest:`.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    owner: text('owner').notNull(),
    /** 'general' | 'my_orders' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    preview: text('preview').notNull().default(''),
    /** Messages so far; also each new message's seq (kept under the row's lock). */
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    /** The owner's list, most recently active first (walked backwards). */
    index('ai_conversations_owner_idx').on(t.companyId, t.owner, t.updatedAt, t.id),
  ],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    /** Position in the conversation (1, 2, ...): a question and its answer are consecutive. */
    seq: integer('seq').notNull(),
    /** 'user' | 'assistant' */
    role: text('role').notNull(),
    text: text('text').notNull().default(''),
    /** 'streaming' | 'done' | 'stopped' | 'failed' */
    status: text('status').notNull(),
    error: text('error'),
    sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
    /** A stop asked on any instance; the generating instance ends the answer with what it said. */
    stopRequested: boolean('stop_requested').notNull().default(false),
    createdAt: createdAt(),
    /** Moved by every stored piece and a heartbeat: a streaming answer left still is taken as interrupted. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.conversationId], foreignColumns: [aiConversations.companyId, aiConversations.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('ai_messages_conversation_seq_uq').on(t.companyId, t.conversationId, t.seq),
  ],
);

export const aiRatings = pgTable(
  'ai_ratings',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    messageId: uuid('message_id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    raterId: uuid('rater_id').notNull(),
    /** 'up' | 'down' */
    score: text('score').notNull(),
    tags: text('tags').array().notNull(),
    text: text('text').notNull(),
    ratedAt: ts('rated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.messageId], foreignColumns: [aiMessages.companyId, aiMessages.id] }).onDelete('cascade'),
    /** One rating per person and answer (rating again replaces it). */
    uniqueIndex('ai_ratings_message_rater_uq').on(t.companyId, t.messageId, t.raterId),
    /** The administrator's list, newest first, and by score. */
    index('ai_ratings_rated_idx').on(t.companyId, t.ratedAt, t.id),
    index('ai_ratings_score_idx').on(t.companyId, t.score, t.ratedAt, t.id),
  ],
);

/** Questions asked per hub day: scope `company`, `staff:<id>`, `guests` or `device:<id>`; moved only below the limit. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.scope] })],
);

/** A guest who signed up with a phone (not a staff: no login to the hub, only the guest assistant). */
export const aiGuestAccounts = pgTable(
  'ai_guest_accounts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('ai_guest_accounts_phone_uq').on(t.companyId, t.phone)],
);

/** A guest token (its SHA-256): stands for the guest account on the guest endpoints. */
export const aiGuestSessions = pgTable(
  'ai_guest_sessions',
  {
    companyId: uuid('company_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    guestId: uuid('guest_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.tokenHash] }),
    foreignKey({ columns: [t.companyId, t.guestId], foreignColumns: [aiGuestAccounts.companyId, aiGuestAccounts.id] }).onDelete('cascade'),
  ],
);
