/**
 * What the space family's parts share: the caller, the company's settings, the hub-clock slot of a
 * booking and the rules it must meet (opening hours, closed days, holidays and make-up workdays,
 * slot length, shortest and longest, how far ahead), refusals in the family's words, and the
 * hand-off of a module submit's prepared booking to the order types' hooks.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, sql } from 'drizzle-orm';
import {
  SEAT_STATUS_LABELS,
  SPACE_STATUS_LABELS,
  addHubDays,
  hubDate,
  hubDateTime,
  hubInstant,
  hubToday,
  isoWeekday,
  spaceMessages as M,
  spaceText,
  type BookingRules,
  type OpeningHours,
  type SpaceSettings,
  type SpaceSlot,
  type SpecialDay,
} from '@campus/contracts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { HttpError } from '../../platform/errors.ts';
import { spaceSettings } from './schema.ts';

export const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });
export const isAdmin = (actor: Actor): boolean => actor.role === 'admin';

/** 400 `{detail}`: a refusal the client shows as it is (spec 8, string detail first). */
export const refuse = (detail: string): HttpError => new HttpError(400, { detail });

/** The company's settings as the family reads them. */
export interface Settings {
  checkinBeforeMinutes: number;
  graceMinutes: number;
  reminderMinutes: number;
  noShowLimit: number;
  noShowDays: number;
  blockDays: number;
  seatNeedsApproval: boolean;
  cancelCutoffMinutes: number;
  holidays: SpecialDay[];
  workdays: SpecialDay[];
}

export const DEFAULT_SETTINGS: Settings = {
  checkinBeforeMinutes: 15,
  graceMinutes: 15,
  reminderMinutes: 30,
  noShowLimit: 3,
  noShowDays: 30,
  blockDays: 7,
  seatNeedsApproval: false,
  cancelCutoffMinutes: 60,
  holidays: [],
  workdays: [],
};

/** Every space request reads them: built once (platform/db/built-once.ts) ({companyId}). */
const settingsRow = builtOnce((db) =>
  db
    .select()
    .from(spaceSettings)
    .where(eq(spaceSettings.companyId, sql.placeholder('companyId')))
    .limit(1)
    .prepare('space_settings_of'),
);

export async function settingsOf(db: Database, companyId: string): Promise<Settings> {
  const [row] = await settingsRow(db).execute({ companyId });
  return row ?? DEFAULT_SETTINGS;
}

export const settingsView = (s: Settings): SpaceSettings => ({
  checkin_before_minutes: s.checkinBeforeMinutes,
  grace_minutes: s.graceMinutes,
  reminder_minutes: s.reminderMinutes,
  no_show_limit: s.noShowLimit,
  no_show_days: s.noShowDays,
  block_days: s.blockDays,
  seat_needs_approval: s.seatNeedsApproval,
  cancel_cutoff_minutes: s.cancelCutoffMinutes,
  holidays: s.holidays,
  workdays: s.workdays,
});

/** The columns of a space's or an area's rules. */
export interface RuleRow {
  openingHours: OpeningHours[];
  slotMinutes: number;
  minMinutes: number;
  maxMinutes: number;
  advanceDays: number;
  needsApproval: boolean;
  pricePerHourFen: number;
}

export const rulesView = (r: RuleRow): BookingRules => ({
  opening_hours: r.openingHours,
  slot_minutes: r.slotMinutes,
  min_minutes: r.minMinutes,
  max_minutes: r.maxMinutes,
  advance_days: r.advanceDays,
  needs_approval: r.needsApproval,
  price_per_hour_fen: r.pricePerHourFen,
});

/** 'HH:mm' -> minutes of the day ('24:00' is 1440). */
export const minutesOf = (clock: string): number => {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
};
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of a hub date and a wall-clock time of that day ('24:00': the next midnight). */
export const instantOf = (date: string, clock: string): Date =>
  clock === '24:00' ? hubInstant(addHubDays(date, 1), '00:00') : hubInstant(date, clock);

/** The wall-clock time of an instant within the day `date` ('24:00' for the next midnight). */
export const clockWithin = (date: string, at: Date): string => {
  if (hubDate(at) !== date) return '24:00';
  return (hubDateTime(at) ?? '').slice(11, 16);
};

export const slotView = (date: string, startAt: Date, endAt: Date): SpaceSlot => ({
  date,
  start_time: clockWithin(date, startAt),
  end_time: clockWithin(date, endAt),
  start_at: startAt.toISOString(),
  end_at: endAt.toISOString(),
});

/** 'YYYY-MM-DD HH:mm' on the hub clock. */
export const wallTime = (at: Date): string => (hubDateTime(at) ?? '').slice(0, 16);

/** A day of a space or area: its hours, or closed and why. Holidays close; a make-up workday opens with Monday's hours. */
export function dayHours(
  rules: Pick<RuleRow, 'openingHours'>,
  settings: Pick<Settings, 'holidays' | 'workdays'>,
  date: string,
): { open: string; close: string } | { closed: string } {
  const holiday = settings.holidays.find((d) => d.date === date);
  if (holiday) return { closed: spaceText(M.holiday, { name: holiday.name }) };
  const weekday = settings.workdays.some((d) => d.date === date) ? 1 : isoWeekday(date);
  const hours = rules.openingHours.find((h) => h.weekday === weekday);
  return hours ? { open: hours.open, close: hours.close } : { closed: M.closedDay };
}

export interface SlotInput {
  date: string;
  start_time: string;
  end_time: string;
}

/**
 * Checks a slot against the rules; answers the field errors (empty when it may be booked). Used for
 * the asked date (errors on its fields) and each weekly repeat (the first message is why it is skipped).
 */
export function slotErrors(
  rules: RuleRow,
  settings: Settings,
  slot: SlotInput,
  now: Date,
  capacity?: { attendees: number; capacity: number },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const startAt = instantOf(slot.date, slot.start_time);
  // '2026-02-30' would roll over into March: a date that is not itself is refused
  if (Number.isNaN(startAt.getTime()) || addHubDays(slot.date, 0) !== slot.date) return { date: [M.date] };
  const start = minutesOf(slot.start_time);
  const end = minutesOf(slot.end_time);
  if (end <= start) return { end_time: [M.endAfterStart] };
  const today = hubToday(now);
  if (slot.date > addHubDays(today, rules.advanceDays)) return { date: [spaceText(M.tooFarAhead, { n: rules.advanceDays })] };
  if (startAt.getTime() < now.getTime()) return { start_time: [M.past] };
  const hours = dayHours(rules, settings, slot.date);
  if ('closed' in hours) return { date: [hours.closed] };
  const open = minutesOf(hours.open);
  if (start < open || end > minutesOf(hours.close)) return { start_time: [spaceText(M.outsideHours, hours)] };
  if ((start - open) % rules.slotMinutes !== 0 || (end - start) % rules.slotMinutes !== 0)
    errors.start_time = [spaceText(M.slotStep, { n: rules.slotMinutes })];
  if (end - start < rules.minMinutes) errors.end_time = [spaceText(M.tooShort, { n: rules.minMinutes })];
  else if (end - start > rules.maxMinutes) errors.end_time = [spaceText(M.tooLong, { n: rules.maxMinutes })];
  if (capacity && capacity.attendees > capacity.capacity) errors.attendees = [spaceText(M.overCapacity, { n: capacity.capacity })];
  return errors;
}

export const firstError = (errors: Record<string, string[]>): string | null => Object.values(errors)[0]?.[0] ?? null;

/** Integer fen for [start, end) at a price per hour (rounded up to the fen). */
export const priceOf = (pricePerHourFen: number, minutes: number): number => Math.ceil((pricePerHourFen * minutes) / 60);

export const labelsOf = (kind: 'space' | 'seat'): Readonly<Record<number, string>> =>
  kind === 'seat' ? SEAT_STATUS_LABELS : SPACE_STATUS_LABELS;
export const statusView = (kind: 'space' | 'seat', code: number) => ({ code, label: labelsOf(kind)[code] ?? String(code) });

/** A booking held by the slot: in approval, approved, in use. */
export const HOLDING_STATUSES: readonly number[] = [10, 20, 30];

/**
 * What a module submit hands the order type's afterSubmit hook (inside the workflow's transaction):
 * it locks, checks the overlap and writes the booking row. A generic POST /orders/ of type `space` has
 * none: such an order (the workflow's own sample) stays without a booking.
 */
export const pendingBooking = new AsyncLocalStorage<(tx: Database, orderId: string, status: number) => Promise<void>>();
