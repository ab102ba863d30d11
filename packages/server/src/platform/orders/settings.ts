/**
 * A company's approval settings (issue 41): working hours for reminders, the reminder period and the
 * time-outs of each order type, and whether the same approver twice in a row passes the later step.
 * A company without a row has the defaults.
 */
import { eq } from 'drizzle-orm';
import { hubDateTime, isoWeekday, type ApprovalSettings } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { approvalSettings, type StepTimeoutConfig } from './schema.ts';

/** The reminder period of an order type without its own setting. */
export const DEFAULT_REMINDER_HOURS = 24;

export const defaultApprovalSettings = (): ApprovalSettings => ({
  skip_repeated_approver: true,
  work_start: '09:00',
  work_end: '18:00',
  workdays: [1, 2, 3, 4, 5],
  reminder_hours: {},
  timeouts: {},
});

export async function loadApprovalSettings(db: Database, companyId: string): Promise<ApprovalSettings> {
  const [row] = await db.select().from(approvalSettings).where(eq(approvalSettings.companyId, companyId)).limit(1);
  if (!row) return defaultApprovalSettings();
  return {
    skip_repeated_approver: row.skipRepeatedApprover,
    work_start: row.workStart,
    work_end: row.workEnd,
    workdays: row.workdays,
    reminder_hours: row.reminderHours,
    timeouts: row.timeouts as Record<string, ApprovalSettings['timeouts'][string]>,
  };
}

export async function saveApprovalSettings(db: Database, companyId: string, value: ApprovalSettings, now: Date): Promise<void> {
  const row = {
    skipRepeatedApprover: value.skip_repeated_approver,
    workStart: value.work_start,
    workEnd: value.work_end,
    workdays: [...new Set(value.workdays)].sort(),
    reminderHours: value.reminder_hours,
    timeouts: value.timeouts as Record<string, StepTimeoutConfig[]>,
    updatedAt: now,
  };
  await db
    .insert(approvalSettings)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: approvalSettings.companyId, set: row });
}

/** Is `now` inside the company's working hours (Asia/Shanghai, its workdays)? */
export function inWorkingHours(settings: Pick<ApprovalSettings, 'work_start' | 'work_end' | 'workdays'>, now: Date): boolean {
  const local = hubDateTime(now) ?? '';
  const day = local.slice(0, 10);
  const clock = local.slice(11, 16);
  return settings.workdays.includes(isoWeekday(day)) && clock >= settings.work_start && clock < settings.work_end;
}

export const reminderHoursOf = (settings: ApprovalSettings, orderType: string): number =>
  settings.reminder_hours[orderType] ?? DEFAULT_REMINDER_HOURS;

/** The time-out of a step: its own (by seq) before the order type's every-step one. */
export function timeoutOf(settings: ApprovalSettings, orderType: string, seq: number): StepTimeoutConfig | undefined {
  const list = settings.timeouts[orderType] ?? [];
  return list.find((t) => t.seq === seq) ?? list.find((t) => t.seq === undefined);
}
