/**
 * The statements of the activities list, built once per database (platform/db/built-once.ts): the
 * coming ones (soonest first) and then the past ones (latest first), their counts, and the caller's
 * sign-ups among a page.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { shopActivities, shopActivitySignups } from './schema.ts';

const company = eq(shopActivities.companyId, sql.placeholder('companyId'));
const coming = and(company, gt(shopActivities.endAt, sql.placeholder('now')));
const past = and(company, lte(shopActivities.endAt, sql.placeholder('now')));
/** The whole list's order: shop_activities_start_idx. */
const latestFirst = [desc(shopActivities.startAt), asc(shopActivities.id)];

/** Every activity of the company, counted to the page and a window ({companyId, countLimit}). */
export const activitiesCount = builtOnce((db) =>
  boundedCountStatement(db, shopActivities, company, latestFirst).prepare('shop_activities_count'),
);

/** The coming ones, counted through shop_activities_end_idx ({companyId, now, countLimit}). */
export const comingActivitiesCount = builtOnce((db) =>
  boundedCountStatement(db, shopActivities, coming, [asc(shopActivities.endAt)]).prepare('shop_activities_coming_count'),
);

/** A page of the coming ones, soonest first ({companyId, now, limit, offset}). */
export const comingActivities = builtOnce((db) =>
  db
    .select()
    .from(shopActivities)
    .where(coming)
    .orderBy(asc(shopActivities.startAt), asc(shopActivities.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('shop_activities_coming'),
);

/** A page of the past ones, latest first ({companyId, now, limit, offset}). */
export const pastActivities = builtOnce((db) =>
  db
    .select()
    .from(shopActivities)
    .where(past)
    .orderBy(...latestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('shop_activities_past'),
);

/** Which of the activities the staff signed up for ({companyId, staffId, ids}). */
export const signedUpAmong = builtOnce((db) =>
  db
    .select({ id: shopActivitySignups.activityId })
    .from(shopActivitySignups)
    .where(
      and(
        eq(shopActivitySignups.companyId, sql.placeholder('companyId')),
        eq(shopActivitySignups.staffId, sql.placeholder('staffId')),
        anyOfPlaceholder(shopActivitySignups.activityId, 'ids'),
      ),
    )
    .prepare('shop_activities_signed_up_among'),
);
