/**
 * One-time codes to a phone for the no-login pages (a visitor's phone is nobody's account), sent
 * through the platform's SMS service (ctx.codeSender), and the going-out session of a staff who
 * proved his phone. A code lives 10 minutes and 5 tries; one conditional UPDATE decides and counts
 * each try, so guesses arriving together cannot all read the same count (as reset codes do).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { visitorMessages as M } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import type { StaffRow } from '../../platform/identity/staff.ts';
import { sha256Hex, isGuid } from '../../platform/crypto.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { authFail, notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { visitorOutSessions, visitorPhoneCodes } from './schema.ts';
import type { Caller } from './common.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export type CodePurpose = 'visit' | 'letOff' | 'outApply';

const codeHash = (companyId: string, phone: string, purpose: string, code: string) => sha256Hex(`${companyId}:${phone}:${purpose}:${code}`);

/** The company a public page names, or 404. */
export async function publicCompany(db: Database, companyId: string): Promise<{ id: string; name: string }> {
  if (!isGuid(companyId)) throw notFound();
  const [row] = await db
    .select({ id: companies.companyId, name: companies.name })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  if (!row) throw notFound();
  return row;
}

/**
 * The SMS service addresses a staff row; a visitor is none, so the recipient carries only what a
 * sender reads (company and phone) and says plainly that it is nobody's account.
 */
function smsRecipient(companyId: string, phone: string, now: Date): StaffRow {
  return {
    companyId,
    id: '00000000-0000-0000-0000-000000000000',
    name: VISITOR_RECIPIENT,
    phone,
    openid: null,
    loginCodeHash: null,
    passwordHash: null,
    role: 'staff',
    departmentId: null,
    isPatrolman: false,
    isRepairman: false,
    isOff3driver: false,
    canPublish: false,
    isActive: false,
    createdAt: now,
    passwordChangedAt: null,
  };
}
const VISITOR_RECIPIENT = '访客';

/** Sends a code (a new one replaces the older ones). For going out, only a staff's phone gets one (the answer is the same). */
export async function sendPhoneCode(ctx: AppContext, companyId: string, phone: string, purpose: CodePurpose): Promise<void> {
  const db = ctx.handle.db;
  await publicCompany(db, companyId);
  const now = ctx.now();
  let recipient = smsRecipient(companyId, phone, now);
  if (purpose === 'outApply') {
    const [row] = await db
      .select()
      .from(staff)
      .where(inCompany(staff, companyId, eq(staff.phone, phone), eq(staff.isActive, true)))
      .limit(1);
    if (!row) return;
    recipient = row;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const v = visitorPhoneCodes;
  await db
    .update(v)
    .set({ usedAt: now })
    .where(inCompany(v, companyId, eq(v.phone, phone), eq(v.purpose, purpose), isNull(v.usedAt)));
  await db.insert(v).values({
    companyId,
    id: randomUUID(),
    phone,
    purpose,
    codeHash: codeHash(companyId, phone, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await ctx.codeSender.send(recipient, code, `visitor_${purpose}`);
}

/** Uses the phone's latest live code: its hash when it matched (stored with what it created), else 400 {code: [...]}. */
export async function consumePhoneCode(
  db: Database,
  companyId: string,
  phone: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<string> {
  const v = visitorPhoneCodes;
  const hash = codeHash(companyId, phone, purpose, code);
  const latest = db
    .select({ id: v.id })
    .from(v)
    .where(inCompany(v, companyId, eq(v.phone, phone), eq(v.purpose, purpose), isNull(v.usedAt)))
    .orderBy(desc(v.createdAt))
    .limit(1);
  const matches = sql`${v.codeHash} = ${hash}`;
  const rows = await db
    .update(v)
    .set({
      attempts: sql`${v.attempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
      usedAt: sql`CASE WHEN ${matches} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(and(inCompany(v, companyId), eq(v.id, sql`(${latest})`), isNull(v.usedAt), gt(v.expiresAt, now), lt(v.attempts, MAX_ATTEMPTS)))
    .returning({ usedAt: v.usedAt });
  if (rows.length !== 1 || rows[0]?.usedAt === null) throw new ValidationError({ code: [M.codeWrong] });
  return hash;
}

/** The hash a replayed request's code must match (the code was used by the first request). */
export const replayHash = codeHash;

/** A going-out session for the staff whose phone proved the code. */
export async function openOutSession(
  ctx: AppContext,
  companyId: string,
  phone: string,
  code: string,
): Promise<{ session: string; staff_name: string; expires_at: string }> {
  const db = ctx.handle.db;
  await publicCompany(db, companyId);
  const now = ctx.now();
  await consumePhoneCode(db, companyId, phone, 'outApply', code, now);
  const [person] = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.phone, phone), eq(staff.isActive, true)))
    .limit(1);
  if (!person) throw new ValidationError({ code: [M.codeWrong] });
  const session = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(visitorOutSessions).values({ companyId, tokenHash: sha256Hex(session), staffId: person.id, createdAt: now, expiresAt });
  return { session, staff_name: person.name, expires_at: expiresAt.toISOString() };
}

/** The staff of a live session (an active one), as a caller; 401 AUTH_FAIL otherwise. */
export async function sessionCaller(db: Database, session: string | undefined, now: Date): Promise<Caller> {
  if (!session || session.length > 100) throw authFail();
  const [row] = await db
    .select({ companyId: staff.companyId, staffId: staff.id, role: staff.role, isPatrolman: staff.isPatrolman })
    .from(visitorOutSessions)
    .innerJoin(staff, and(eq(staff.companyId, visitorOutSessions.companyId), eq(staff.id, visitorOutSessions.staffId)))
    .where(and(eq(visitorOutSessions.tokenHash, sha256Hex(session)), gt(visitorOutSessions.expiresAt, now), eq(staff.isActive, true)))
    .limit(1);
  if (!row) throw authFail();
  // a session only stands in for the person on the going-out pages: never an admin's powers
  return { companyId: row.companyId, staffId: row.staffId, role: 'staff', isPatrolman: false };
}
