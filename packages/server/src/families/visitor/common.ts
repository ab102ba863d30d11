/**
 * What the visitor family's parts share: the caller, the company's visitor desk (the applicant of
 * orders made without an account), masking, the hub wall-clock windows, link secrets and settings.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addHubDays, hubDate, hubDateTime, hubInstant, visitorMessages as M, type VisitorWindow } from '@campus/contracts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { staff } from '../../platform/db/schema.ts';
import { seedId } from '../../platform/seed/ids.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { visitorSettings } from './schema.ts';

export interface Caller extends Actor {
  isPatrolman: boolean;
}

export const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  role: auth.staff.role,
  isPatrolman: auth.staff.isPatrolman,
});

/** The gate: a patrolman (保卫) or an admin of the company. */
export const isGuard = (caller: Caller): boolean => caller.isPatrolman || caller.role === 'admin';

/**
 * The company's visitor desk: the applicant of a visit or let-off made by someone without an account.
 * An inactive staff without phone or password: it cannot log in and no picker lists it; approval
 * pushes read "访客提交的来访「…」待您审批". Made on first use (a company added later has one too).
 */
export const VISITOR_DESK_NAME = '访客';
export const visitorDeskId = (companyId: string): string => seedId(companyId, 'staff:visitor-desk');

export async function visitorDesk(db: Database, companyId: string): Promise<Actor> {
  const id = visitorDeskId(companyId);
  // looked up first: an insert statement, even one that inserts nothing, tells the directory's caches to drop
  const [found] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.id, id)))
    .limit(1);
  if (!found)
    await db.insert(staff).values({ companyId, id, name: VISITOR_DESK_NAME, role: 'staff', isActive: false }).onConflictDoNothing();
  return { companyId, staffId: id, role: 'staff' };
}

/** '138****0000'. */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');
/** '110101********1234': the first six and the last four. */
export const maskIdNumber = (id: string): string => `${id.slice(0, 6)}${'*'.repeat(Math.max(0, id.length - 10))}${id.slice(-4)}`;

/** A link's secret: 192 random bits, base64url (needs no uniqueness check: its index would only refuse a repeat). */
export const linkSecret = (): string => randomBytes(24).toString('base64url');
export const LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** 'YYYY-MM-DD HH:mm' on the hub clock -> the instant. */
export const hubWallInstant = (text: string): Date => {
  const [date = '', time = ''] = text.split(' ');
  return hubInstant(date, time);
};

/** A window typed as two hub wall-clock times: end after start, not over, at most `maxDays` long. */
export function windowOf(start: string, end: string, now: Date, maxDays?: number): { startAt: Date; endAt: Date } {
  const startAt = hubWallInstant(start);
  const endAt = hubWallInstant(end);
  if (Number.isNaN(startAt.getTime())) throw new ValidationError({ start_time: [M.timeFormat] });
  if (Number.isNaN(endAt.getTime())) throw new ValidationError({ end_time: [M.timeFormat] });
  if (endAt <= startAt) throw new ValidationError({ end_time: [M.windowOrder] });
  if (endAt <= now) throw new ValidationError({ end_time: [M.windowPast] });
  if (maxDays !== undefined && endAt.getTime() - startAt.getTime() > maxDays * 86_400_000)
    throw new ValidationError({ end_time: [M.windowTooLong] });
  return { startAt, endAt };
}

export const windowView = (startAt: Date, endAt: Date): VisitorWindow => ({
  start_at: startAt.toISOString(),
  end_at: endAt.toISOString(),
  start_time: (hubDateTime(startAt) ?? '').slice(0, 16),
  end_time: (hubDateTime(endAt) ?? '').slice(0, 16),
});

/** Whole hub days a window touches, first and last included (a going-out subsidy pays them). */
export function hubDays(startAt: Date, endAt: Date): number {
  const first = Date.parse(`${hubDate(startAt)}T00:00:00Z`);
  const last = Date.parse(`${hubDate(endAt)}T00:00:00Z`);
  return Math.round((last - first) / 86_400_000) + 1;
}

/** The start of the hub day after `date` ('YYYY-MM-DD'). */
export const endOfHubDay = (date: string): Date => hubInstant(addHubDays(date, 1), '00:00');

export const DEFAULT_SETTINGS = { outDailyRateFen: 5000, idRetentionDays: 30 } as const;

export async function settingsOf(db: Database, companyId: string): Promise<{ outDailyRateFen: number; idRetentionDays: number }> {
  const [row] = await db.select().from(visitorSettings).where(eq(visitorSettings.companyId, companyId)).limit(1);
  return row ?? DEFAULT_SETTINGS;
}

/** The status as the family shows it. */
export const statusOf = (statuses: Readonly<Record<number, string>>, code: number) => ({ code, label: statuses[code] ?? String(code) });
