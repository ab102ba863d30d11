import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import type { phoneCodes, verificationCodes } from '../db/schema.ts';

/** A code lives 10 minutes and 5 wrong tries (staff codes and phone codes alike). */
export const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/**
 * True once for the newest live code of `owner` (its recipient and purpose) when its hash matches; a
 * wrong guess counts, and five of them burn the code. One conditional UPDATE decides and counts at
 * once, so guesses arriving together cannot all read the same count (PostgreSQL re-checks
 * `attempts < 5` on the row each concurrent update left behind): of 50 uses at once, one wins.
 */
export async function useLatestCode(
  db: Database,
  table: typeof verificationCodes | typeof phoneCodes,
  { companyId, owner, hash }: { companyId: string; owner: SQL | undefined; hash: string },
  now: Date,
): Promise<boolean> {
  // the two tables share these columns; drizzle cannot update through a union of tables
  const v = table as typeof verificationCodes;
  const latest = db
    .select({ id: v.id })
    .from(v)
    .where(and(owner, isNull(v.usedAt)))
    .orderBy(desc(v.createdAt))
    .limit(1);
  const matches = sql`${v.codeHash} = ${hash}`;
  const rows = await db
    .update(v)
    .set({
      attempts: sql`${v.attempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
      usedAt: sql`CASE WHEN ${matches} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(
      and(eq(v.companyId, companyId), eq(v.id, sql`(${latest})`), isNull(v.usedAt), gt(v.expiresAt, now), lt(v.attempts, MAX_ATTEMPTS)),
    )
    .returning({ usedAt: v.usedAt });
  return rows.length === 1 && rows[0]?.usedAt !== null;
}
