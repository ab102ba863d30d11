import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { verificationCodes } from '../db/schema.ts';
import { sha256Hex } from '../crypto.ts';
import type { StaffRow } from './staff.ts';
import { CODE_TTL_MS, useLatestCode } from './code-use.ts';

export const RESET_PURPOSE = 'password_reset';

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

/** True once for a live, matching code (code-use.ts: one conditional UPDATE decides and counts each try). */
export async function consumeCode(db: Database, staff: StaffRow, purpose: string, code: string, now: Date): Promise<boolean> {
  const v = verificationCodes;
  const owner = and(eq(v.companyId, staff.companyId), eq(v.staffId, staff.id), eq(v.purpose, purpose));
  return useLatestCode(db, v, { companyId: staff.companyId, owner, hash: sha256Hex(`${staff.id}:${code}`) }, now);
}
