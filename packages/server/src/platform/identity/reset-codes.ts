import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { verificationCodes } from '../db/schema.ts';
import { sha256Hex } from '../crypto.ts';
import type { StaffRow } from './staff.ts';

export const RESET_PURPOSE = 'password_reset';
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** Who a code goes to: a staff, or a phone that is nobody's account yet (phone-codes.ts). */
export type CodeRecipient = Pick<StaffRow, 'companyId' | 'phone'> & { id?: string };

/** Sends a verification code to a staff or a phone: implementations in sms/. */
export interface CodeSender {
  send(recipient: CodeRecipient, code: string, purpose: string): Promise<void>;
}

export async function issueCode(db: Database, sender: CodeSender, staff: StaffRow, purpose: string, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces the older ones.
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.companyId, staff.companyId),
        eq(verificationCodes.staffId, staff.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    companyId: staff.companyId,
    id: randomUUID(),
    staffId: staff.id,
    purpose,
    codeHash: sha256Hex(`${staff.id}:${code}`),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await sender.send(staff, code, purpose);
}

/**
 * True once for a live, matching code; a wrong guess counts, and five of them burn the code. One
 * conditional UPDATE decides and counts at once, so guesses arriving together cannot all read the
 * same count (PostgreSQL re-checks `attempts < 5` on the row each concurrent update left behind).
 */
export async function consumeCode(db: Database, staff: StaffRow, purpose: string, code: string, now: Date): Promise<boolean> {
  const hash = sha256Hex(`${staff.id}:${code}`);
  const v = verificationCodes;
  const latest = db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.companyId, staff.companyId), eq(v.staffId, staff.id), eq(v.purpose, purpose), isNull(v.usedAt)))
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
      and(
        eq(v.companyId, staff.companyId),
        eq(v.id, sql`(${latest})`),
        isNull(v.usedAt),
        gt(v.expiresAt, now),
        lt(v.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ usedAt: v.usedAt });
  return rows.length === 1 && rows[0]?.usedAt !== null;
}
