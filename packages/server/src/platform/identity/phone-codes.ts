/**
 * One-time codes to a phone that may be nobody's account yet (registration, a guest's sign-up,
 * binding a phone), issue 40; reset-codes.ts serves an existing staff. A code is stored hashed, lives
 * 10 minutes and 5 wrong tries, a new one replaces the older ones of its phone and purpose, and it
 * works once: one conditional UPDATE decides and counts each try, so of 50 uses at once one wins.
 * A phone gets one code per purpose a minute (decided under a transaction-scoped advisory lock, so
 * 50 requests at once send one SMS however many servers answer them).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { SMS_CODE_RESEND_SECONDS, smsCodeMessages } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { phoneCodes } from '../db/schema.ts';
import { sha256Hex } from '../crypto.ts';
import { HttpError } from '../errors.ts';
import type { CodeSender } from './reset-codes.ts';
import { CODE_TTL_MS, useLatestCode } from './code-use.ts';

const RESEND_MS = SMS_CODE_RESEND_SECONDS * 1000;

export interface PhoneCodeTarget {
  companyId: string;
  phone: string;
  purpose: string;
}

const codeHash = (t: PhoneCodeTarget, code: string) => sha256Hex(`${t.companyId}:${t.phone}:${t.purpose}:${code}`);

const ofTarget = (t: PhoneCodeTarget) =>
  and(eq(phoneCodes.companyId, t.companyId), eq(phoneCodes.phone, t.phone), eq(phoneCodes.purpose, t.purpose));

/**
 * Stores a new code (the older ones of the phone and purpose stop working) and sends it through the
 * SMS sender. 429 {detail: 验证码发送过于频繁，请N秒后再试} within a minute of the last one. The
 * sender runs after the commit; a failed send leaves the code stored (the user asks again later).
 */
export async function issuePhoneCode(db: Database, sender: CodeSender, target: PhoneCodeTarget, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`phone_codes:${target.companyId}:${target.phone}:${target.purpose}`}))`);
    const [last] = await tx
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(ofTarget(target))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + RESEND_MS - now.getTime() : 0;
    if (waitMs > 0) throw new HttpError(429, { detail: smsCodeMessages.tooSoon(Math.ceil(waitMs / 1000)) });
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(ofTarget(target), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({
      companyId: target.companyId,
      id: randomUUID(),
      phone: target.phone,
      purpose: target.purpose,
      codeHash: codeHash(target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  await sender.send({ companyId: target.companyId, phone: target.phone }, code, target.purpose);
}

/**
 * True once for the newest live code of the phone and purpose when it matches; a wrong guess counts,
 * and five of them burn the code. Runs in the caller's transaction when given one (a registration
 * that fails afterwards gives the code back).
 */
export async function consumePhoneCode(db: Database, attempt: PhoneCodeTarget & { code: string }, now: Date): Promise<boolean> {
  return useLatestCode(
    db,
    phoneCodes,
    { companyId: attempt.companyId, owner: ofTarget(attempt), hash: codeHash(attempt, attempt.code) },
    now,
  );
}
