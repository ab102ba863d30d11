/**
 * The notice family's tables: notices (reads, comments), surveys (questions, answer sheets), leave words.
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

// ---------------------------------------------------------------------------------------------
// Notices.

export const notices = pgTable(
  'notices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
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
    index('notices_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** The public page names no company: a lookup by id alone (public notices only). */
    index('notices_public_id_idx')
      .on(t.id)
      .where(sql`is_public`),
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
    /** A staff's receipts: his unread count, and the unread list's anti-join (index only). */
    index('notice_reads_staff_idx').on(t.companyId, t.staffId, t.noticeId),
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
    index('notice_comments_notice_idx').on(t.companyId, t.noticeId, t.createdAt, t.id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Surveys.

export const surveys = pgTable(
  'surveys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    authorId: uuid('author_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.authorId], foreignColumns: [staff.companyId, staff.id] }),
    index('surveys_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
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
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
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
    index('leave_words_author_idx').on(t.companyId, t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leave_words_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
