/**
 * The statements of the notices list, built once per database (platform/db/built-once.ts): a page
 * of all notices or of the unread ones with its count, the unread badge, the page's notices by key with their author
 * and the reader's receipt, and their comment counts.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce } from '../../platform/db/built-once.ts';
import {
  boundedCountStatement,
  pageIdsAndCountStatement,
  pageIdsWithCountStatements,
  preparePageIdsWithCount,
} from '../../platform/db/bounded-count.ts';
import { staff } from '../../platform/db/schema.ts';
import { pageAfterKey, walkAfterKey, type KeysetOrder } from '../../platform/db/keyset.ts';
import { noticeComments, noticeReads, notices } from './schema.ts';

const company = sql.placeholder('companyId');
const reader = sql.placeholder('staffId');

/**
 * Not read by the staff: his receipts read once through notice_reads_staff_idx and hashed (a staff
 * has at most one per notice of his company: 2,503 at the large employer, 0.2 ms), then the list walks
 * the notices' index and looks each one up in that hash. Probing his receipt by key per notice cost
 * 4,000 index probes on page 200 (7.9 ms of SQL against 1.3 ms); a NOT EXISTS lets the planner hash
 * everyone's 2,000,000 receipts.
 */
const unread = sql`${notices.id} NOT IN (SELECT r.notice_id FROM notice_reads r WHERE r.company_id = ${company} AND r.staff_id = ${reader})`;

/** Newest first, ties by id: notices_company_created_idx. */
const newestFirst = (): SQL[] => [desc(notices.createdAt), desc(notices.id)];

/**
 * A page of the company's notices with its bounded count, both read from notices_company_created_idx
 * alone (pageIdsWithCount: the filter costs nothing per walk) ({companyId}).
 */
export const allNoticesPage = builtOnce((db) =>
  preparePageIdsWithCount(pageIdsWithCountStatements(db, notices, notices.id, eq(notices.companyId, company), newestFirst()), 'notices'),
);

/**
 * A page of the notices the staff has not read and its count from one walk of the same index, each
 * walked notice looked up in his receipts' hash, built once (pageIdsAndCount) ({companyId, staffId, walkValues}).
 */
export const unreadNoticesWalk = builtOnce((db) =>
  pageIdsAndCountStatement(db, notices, notices.id, and(eq(notices.companyId, company), unread), newestFirst()).prepare(
    'notices_unread_walk',
  ),
);

/** Notices newest first: the order the pages after a key continue in (platform/db/keyset.ts). */
const NOTICES_ORDER: KeysetOrder = { table: notices, company: notices.companyId, id: notices.id, keys: [notices.createdAt, notices.id] };

/** The page of the company's notices after a key ({companyId, after}). */
export const allNoticesAfter = builtOnce((db) => pageAfterKey(db, NOTICES_ORDER, eq(notices.companyId, company), newestFirst(), 'notices'));

/**
 * The page of the notices the staff has not read after a key ({companyId, staffId, after}): one walk
 * from the anchor to the count's window, his receipts hashed once.
 */
export const unreadNoticesAfter = builtOnce((db) =>
  walkAfterKey(db, NOTICES_ORDER, and(eq(notices.companyId, company), unread), newestFirst(), 'notices_unread'),
);

/** How many notices the staff has not read, to the badge's limit ({companyId, staffId, countLimit}). */
export const unreadNoticesCount = builtOnce((db) =>
  boundedCountStatement(db, notices, and(eq(notices.companyId, company), unread), newestFirst()).prepare('notices_unread_count'),
);

/** Notices by id, newest first, with the author's name and the reader's receipt ({companyId, staffId, ids}). */
export const noticesByIds = builtOnce((db) =>
  db
    .select({ notice: notices, authorName: staff.name, readAt: noticeReads.readAt })
    .from(notices)
    .innerJoin(staff, and(eq(staff.companyId, notices.companyId), eq(staff.id, notices.authorId)))
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.companyId, notices.companyId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.staffId, reader)),
    )
    .where(and(eq(notices.companyId, company), anyOfPlaceholder(notices.id, 'ids')))
    .orderBy(...newestFirst())
    .prepare('notices_by_ids'),
);

/** Comments per notice: one grouped read of notice_comments_notice_idx ({companyId, ids}). */
export const commentCountsOf = builtOnce((db) =>
  db
    .select({ noticeId: noticeComments.noticeId, n: count() })
    .from(noticeComments)
    .where(and(eq(noticeComments.companyId, company), anyOfPlaceholder(noticeComments.noticeId, 'ids')))
    .groupBy(noticeComments.noticeId)
    .prepare('notice_comment_counts'),
);
