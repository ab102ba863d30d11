import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { verificationCodes } from '../db/schema.ts';
import { safeEqualHex, sha256Hex } from './crypto.ts';
import type { StaffRow } from './staff.ts';

export const RESET_PURPOSE = 'password_reset';
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** Sends a verification code to a staff: implementations in services/sms/. */
export interface CodeSender {
  send(staff: StaffRow, code: string, purpose: string): Promise<void>;
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

/** True once for a live, matching code; a wrong guess counts, and five of them burn the code. */
export async function consumeCode(db: Database, staff: StaffRow, purpose: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.companyId, staff.companyId),
        eq(verificationCodes.staffId, staff.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS) return false;
  const key = and(eq(verificationCodes.companyId, row.companyId), eq(verificationCodes.id, row.id));
  if (!safeEqualHex(row.codeHash, sha256Hex(`${staff.id}:${code}`))) {
    await db.update(verificationCodes).set({ attempts: row.attempts + 1 }).where(key);
    return false;
  }
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(key, isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
